import {
  ActionRowBuilder,
  type APIEmbed,
  ButtonBuilder,
  ButtonStyle,
  RoleSelectMenuBuilder,
} from 'discord.js';
import { EMBED_LIMITS, truncate } from '../discord/text.js';
import type { Translator } from '../i18n/translator.js';
import type { BudgetPeriod } from '../store/server-budget-store.js';
import { POLICY_IDS, type PolicyView } from './policy-view.js';

/** A role as Discord shows it in an embed: its name, never a ping (no embed mention pings). */
const roleMention = (roleId: string) => `<@&${roleId}>`;

/**
 * The members page of `/policy`: the daily limits by role (highest first) and the server budget
 * with what the server key ran today and this month; a role select that opens the chosen role's
 * form, and the budget's form and unit.
 */
export function renderMembersPage(view: PolicyView, t: Translator) {
  const { policy, defaultDailyLimit, budgetUse, creditsPerGeneration } = view;
  const rules = [...(policy.roleLimits ?? [])].sort((a, b) => b.perDay - a.perDay);
  const roles =
    rules.length === 0
      ? t.t('policy.rolesNone', { limit: defaultDailyLimit })
      : rules
          .map((rule) =>
            t.t('policy.roleLine', { role: roleMention(rule.roleId), perDay: rule.perDay }),
          )
          .join('\n');
  const unit = policy.budget?.unit ?? 'generations';
  const inUnit = (generations: number) =>
    unit === 'credits' ? generations * creditsPerGeneration : generations;
  const budgetLine = (period: BudgetPeriod) => {
    const cap = policy.budget?.[period];
    return t.t('policy.budgetLine', {
      period,
      used: inUnit(budgetUse[period]),
      cap: cap === undefined ? t.t('policy.noCap') : t.number(cap),
    });
  };
  const embed: APIEmbed = {
    title: t.t('policy.title'),
    color: 0xed4245,
    fields: [
      { name: t.t('policy.rolesTitle'), value: truncate(roles, EMBED_LIMITS.fieldValue) },
      {
        name: t.t('policy.budgetTitle'),
        value: [
          budgetLine('daily'),
          budgetLine('monthly'),
          t.t('policy.budgetIn', { unit, credits: creditsPerGeneration }),
        ].join('\n'),
      },
    ],
    footer: { text: t.t('policy.rolesFooter') },
  };
  const roleSelect = new RoleSelectMenuBuilder()
    .setCustomId(POLICY_IDS.role.build())
    .setPlaceholder(t.t('policy.pickRole'))
    .setMinValues(1)
    .setMaxValues(1);
  const buttons = new ActionRowBuilder<ButtonBuilder>().addComponents(
    new ButtonBuilder()
      .setCustomId(POLICY_IDS.budget.build())
      .setLabel(t.t('policy.budgetButton'))
      .setStyle(ButtonStyle.Primary),
    new ButtonBuilder()
      .setCustomId(POLICY_IDS.budgetUnit.build())
      .setLabel(t.t('policy.unitButton', { unit }))
      .setStyle(ButtonStyle.Secondary),
  );
  return {
    embed,
    rows: [new ActionRowBuilder<RoleSelectMenuBuilder>().addComponents(roleSelect), buttons],
  };
}
