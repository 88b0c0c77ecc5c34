import type {
  ButtonInteraction,
  ModalSubmitInteraction,
  RoleSelectMenuInteraction,
} from 'discord.js';
import type { AppContext } from '../bot/context.js';
import { NotHereError } from '../bot/errors.js';
import { privateTranslator } from '../bot/locale.js';
import { tellChanged } from '../bot/tell-changed.js';
import type { BudgetPeriod } from '../store/server-budget-store.js';
import { MAX_ROLE_LIMITS, type ServerBudget } from '../store/server-policy-store.js';
import { InvalidBudgetError, InvalidRoleLimitError, TooManyRoleLimitsError } from './errors.js';
import { numberForm, readWholeNumber } from './number-form.js';
import { answer, managedServer, type PolicyInteraction, panelOf } from './policy-actions.js';
import { POLICY_IDS } from './policy-view.js';

/** The highest daily limit a role rule may give (a member's generations a day). */
export const MAX_ROLE_DAILY_LIMIT = 10_000;

/** The highest cap of the server budget, in its unit. */
export const MAX_BUDGET_CAP = 10_000_000;

/** The modal field of a role's daily limit. */
const ROLE_FIELD = { id: 'perDay', min: 0, max: MAX_ROLE_DAILY_LIMIT } as const;

/** The range of a budget cap. */
const BUDGET_RANGE = { min: 1, max: MAX_BUDGET_CAP } as const;

const BUDGET_PERIODS: readonly BudgetPeriod[] = ['daily', 'monthly'];

/**
 * `roleId` when it is a role of the interaction's server (Discord's own guild data, never the
 * custom id alone); a role id from a forged custom id for another server's role is refused.
 * @throws {NotHereError} when the server has no such role.
 */
function serverRole(interaction: PolicyInteraction, roleId: string | undefined): string {
  if (!roleId || !interaction.guild?.roles.cache.has(roleId)) throw new NotHereError();
  return roleId;
}

/** The role select: the chosen role's daily limit form, filled in with its rule. */
export async function pickRole(
  interaction: RoleSelectMenuInteraction,
  context: AppContext,
): Promise<void> {
  const guildId = managedServer(interaction);
  const roleId = serverRole(interaction, interaction.values[0]);
  const { roleLimits } = await context.stores.policy.get(guildId);
  const current = roleLimits?.find((rule) => rule.roleId === roleId);
  const t = privateTranslator(context, interaction);
  const role = interaction.guild?.roles.cache.get(roleId)?.name ?? '';
  const label = `${t.t('policy.roleModal.label')}${role ? ` · @${role}` : ''}`;
  await interaction.showModal(
    numberForm(POLICY_IDS.saveRole.build({ role: roleId }), t.t('policy.roleModal.title'), [
      { ...ROLE_FIELD, label, hint: t.t('policy.roleModal.hint'), current: current?.perDay },
    ]),
  );
}

/**
 * A role's form submitted: a whole number from 0 to {@link MAX_ROLE_DAILY_LIMIT}, or blank to
 * remove the rule; nothing is changed when it is wrong.
 * @throws {InvalidRoleLimitError} for another value.
 * @throws {TooManyRoleLimitsError} for a new rule past {@link MAX_ROLE_LIMITS}.
 */
export async function saveRoleLimit(
  interaction: ModalSubmitInteraction,
  context: AppContext,
  fields: { readonly role: string },
): Promise<void> {
  const guildId = managedServer(interaction);
  const roleId = serverRole(interaction, fields.role);
  const perDay = readWholeNumber(
    interaction,
    ROLE_FIELD,
    () => new InvalidRoleLimitError(MAX_ROLE_DAILY_LIMIT),
  );
  const { roleLimits = [] } = await context.stores.policy.get(guildId);
  const isNew = !roleLimits.some((rule) => rule.roleId === roleId);
  if (perDay !== undefined && isNew && roleLimits.length >= MAX_ROLE_LIMITS) {
    throw new TooManyRoleLimitsError(MAX_ROLE_LIMITS);
  }
  await context.stores.policy.setRoleLimit(guildId, roleId, perDay);
  context.logger.info('role limit set', {
    guild: guildId,
    user: interaction.user.id,
    role: roleId,
  });
  tellChanged(context, interaction, 'roleLimit', `<@&${roleId}> → ${perDay ?? '–'}`);
  await answer(interaction, await panelOf(context, interaction, guildId, 'members'));
}

/** Budget…: the form of the server budget's daily and monthly caps, in its unit, filled in. */
export async function openBudgetForm(
  interaction: ButtonInteraction,
  context: AppContext,
): Promise<void> {
  const guildId = managedServer(interaction);
  const { budget } = await context.stores.policy.get(guildId);
  const t = privateTranslator(context, interaction);
  const unit = budget?.unit ?? 'generations';
  const fields = BUDGET_PERIODS.map((period) => ({
    id: period,
    ...BUDGET_RANGE,
    label: t.t(`policy.budgetModal.${period}`),
    hint: t.t('policy.budgetModal.hint', { unit }),
    current: budget?.[period],
  }));
  await interaction.showModal(
    numberForm(POLICY_IDS.saveBudget.build(), t.t('policy.budgetModal.title'), fields),
  );
}

/**
 * The budget form submitted: each cap a whole number from 1 to {@link MAX_BUDGET_CAP}, or blank
 * for none; nothing is changed when one is wrong.
 * @throws {InvalidBudgetError} for another value.
 */
export async function saveBudget(
  interaction: ModalSubmitInteraction,
  context: AppContext,
): Promise<void> {
  const guildId = managedServer(interaction);
  const { budget } = await context.stores.policy.get(guildId);
  const caps: { -readonly [P in BudgetPeriod]?: number } = {};
  for (const period of BUDGET_PERIODS) {
    const cap = readWholeNumber(
      interaction,
      { id: period, ...BUDGET_RANGE },
      () => new InvalidBudgetError(MAX_BUDGET_CAP),
    );
    if (cap !== undefined) caps[period] = cap;
  }
  const next: ServerBudget = { unit: budget?.unit ?? 'generations', ...caps };
  await context.stores.policy.setBudget(guildId, next);
  context.logger.info('server budget set', { guild: guildId, user: interaction.user.id });
  tellChanged(context, interaction, 'budget', budgetSummary(next));
  await answer(interaction, await panelOf(context, interaction, guildId, 'members'));
}

/**
 * Count credits / Count generations: the budget counts the other unit, its caps converted (a cap
 * in credits is the generations it pays for in full, and back).
 */
export async function switchBudgetUnit(
  interaction: ButtonInteraction,
  context: AppContext,
): Promise<void> {
  const guildId = managedServer(interaction);
  const { budget } = await context.stores.policy.get(guildId);
  const credits = context.config.CREDITS_PER_GENERATION;
  const toCredits = (budget?.unit ?? 'generations') === 'generations';
  const convert = (cap: number | undefined) =>
    cap === undefined
      ? undefined
      : toCredits
        ? cap * credits
        : Math.max(1, Math.floor(cap / credits));
  const daily = convert(budget?.daily);
  const monthly = convert(budget?.monthly);
  const changed: ServerBudget = {
    unit: toCredits ? 'credits' : 'generations',
    ...(daily === undefined ? {} : { daily }),
    ...(monthly === undefined ? {} : { monthly }),
  };
  await context.stores.policy.setBudget(guildId, changed);
  tellChanged(context, interaction, 'budget', budgetSummary(changed));
  await interaction.update(await panelOf(context, interaction, guildId, 'members'));
}

/** A budget as the log summarizes it: 📅 daily · 🗓️ monthly, 🪙 when counted in credits. */
function budgetSummary(budget: ServerBudget): string {
  const unit = budget.unit === 'credits' ? ' 🪙' : '';
  return `📅 ${budget.daily ?? '–'} · 🗓️ ${budget.monthly ?? '–'}${unit}`;
}
