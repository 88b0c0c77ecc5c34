import { ActionRowBuilder, ButtonStyle, RoleSelectMenuBuilder } from 'discord.js';
import { type ButtonSpec, buttonRow } from '../discord/button-row.js';
import { embedField } from '../discord/text.js';
import type { Translator } from '../i18n/translator.js';
import { IMAGES_UNIT } from '../image-backend/capabilities.js';
import { MAX_PRIORITY_ROLES } from '../preferences/server-settings.js';
import type { BudgetPeriod } from '../store/budget-caps.js';
import { POLICY_IDS, type PolicyView, pageEmbed } from './policy-view.js';

/** A role as Discord shows it in an embed: its name, never a ping (no embed mention pings). */
const roleMention = (roleId: string) => `<@&${roleId}>`;

/**
 * The members page of `/policy`: the daily limits by role (highest first), the roles with priority
 * in the line, and the server budget with what the server key ran today and this month; a role
 * select that opens the chosen role's form, one that chooses the priority roles (showing them),
 * and the budget's form and unit.
 */
export function renderMembersPage(view: PolicyView, t: Translator) {
  const { policy, defaultDailyLimit, budgetUse } = view;
  const creditsPerGeneration = view.config.CREDITS_PER_GENERATION;
  const images = view.costUnit === IMAGES_UNIT;
  const rules = [...(policy.roleLimits ?? [])].sort((a, b) => b.perDay - a.perDay);
  const roles =
    rules.length === 0
      ? t.t(images ? 'imageQuota.rolesNone' : 'policy.rolesNone', { limit: defaultDailyLimit })
      : rules
          .map((rule) =>
            t.t(images ? 'imageQuota.roleLine' : 'policy.roleLine', {
              role: roleMention(rule.roleId),
              perDay: rule.perDay,
            }),
          )
          .join('\n');
  const unit = policy.budget?.unit ?? 'generations';
  const costUnit = view.costUnit ?? 'credits';
  const inUnit = (counted: number) =>
    unit === 'credits' && !view.costUnit ? counted * creditsPerGeneration : counted;
  const budgetLine = (period: BudgetPeriod) => {
    const cap = policy.budget?.[period];
    return t.t('policy.budgetLine', {
      period,
      used: inUnit(budgetUse[period]),
      cap: cap === undefined ? t.t('policy.noCap') : t.number(cap),
    });
  };
  const budget = [
    budgetLine('daily'),
    budgetLine('monthly'),
    images
      ? t.t('imageQuota.budgetIn')
      : t.t('policy.budgetIn', { unit, costUnit, credits: creditsPerGeneration }),
  ];
  const priority = policy.priorityRoles ?? [];
  const priorityText =
    priority.length === 0
      ? t.t('policy.priorityNone')
      : t.t('policy.priorityRoles', { roles: t.list(priority.map(roleMention)) });
  const embed = pageEmbed(
    t,
    [
      embedField(t.t('policy.rolesTitle'), roles),
      embedField(t.t('policy.priorityTitle'), priorityText),
      { name: t.t('policy.budgetTitle'), value: budget.join('\n') },
    ],
    t.t('policy.rolesFooter'),
  );
  const roleSelect = new RoleSelectMenuBuilder()
    .setCustomId(POLICY_IDS.role.build())
    .setPlaceholder(t.t('policy.pickRole'))
    .setMinValues(1)
    .setMaxValues(1);
  const prioritySelect = new RoleSelectMenuBuilder()
    .setCustomId(POLICY_IDS.priorityRoles.build())
    .setPlaceholder(t.t('policy.pickPriority'))
    .setMinValues(0)
    .setMaxValues(MAX_PRIORITY_ROLES)
    .setDefaultRoles(...priority);
  const budgetButton: ButtonSpec = [
    POLICY_IDS.budget.build(),
    t.t('policy.budgetButton'),
    ButtonStyle.Primary,
  ];
  const unitButton: ButtonSpec = [
    POLICY_IDS.budgetUnit.build(),
    t.t('policy.unitButton', { unit, costUnit }),
    ButtonStyle.Secondary,
  ];
  // Images are counted whatever the budget's unit: no unit to choose.
  const buttons = buttonRow(budgetButton, ...(images ? [] : [unitButton]));
  return {
    embed,
    rows: [
      new ActionRowBuilder<RoleSelectMenuBuilder>().addComponents(roleSelect),
      new ActionRowBuilder<RoleSelectMenuBuilder>().addComponents(prioritySelect),
      buttons,
    ],
  };
}
