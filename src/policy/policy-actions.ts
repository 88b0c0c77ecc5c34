import {
  type ButtonInteraction,
  type ChannelSelectMenuInteraction,
  type ChatInputCommandInteraction,
  LabelBuilder,
  ModalBuilder,
  type ModalSubmitInteraction,
  type RoleSelectMenuInteraction,
  type StringSelectMenuInteraction,
  TextInputBuilder,
  TextInputStyle,
} from 'discord.js';
import type { AppContext } from '../bot/context.js';
import { privateTranslator } from '../bot/locale.js';
import { EPHEMERAL } from '../bot/private-answers.js';
import { requireServerManager } from '../bot/server-manager.js';
import { tellChanged } from '../bot/tell-changed.js';
import { GENERATION_LIMITS, WORKFLOWS } from '../image-api/generation-parameters.js';
import { isMatchable, MAX_BANNED_ENTRIES, MAX_BANNED_LENGTH } from '../preferences/banned-text.js';
import { MAX_IMAGES } from '../preferences/default-fields.js';
import type { PolicyLimits } from '../store/server-policy-store.js';
import { InvalidBannedListError, InvalidLimitError, type LimitField } from './errors.js';
import { numberForm, readWholeNumber } from './number-form.js';
import { renderPolicyPanel } from './policy-panel.js';
import { POLICY_IDS, type PolicyPage, policyPageOf } from './policy-view.js';

/** Any interaction of the `/policy` panel. */
export type PolicyInteraction =
  | ChatInputCommandInteraction
  | ButtonInteraction
  | StringSelectMenuInteraction
  | RoleSelectMenuInteraction
  | ChannelSelectMenuInteraction
  | ModalSubmitInteraction;
type Interaction = PolicyInteraction;

/** The ranges of the limits form. */
const LIMIT_RANGES: Record<LimitField, { readonly min: number; readonly max: number }> = {
  maxSide: { min: GENERATION_LIMITS.botMinSize, max: GENERATION_LIMITS.maxSize },
  maxSteps: { min: GENERATION_LIMITS.minSteps, max: GENERATION_LIMITS.maxSteps },
  maxImages: { min: 1, max: MAX_IMAGES },
};

const LIMIT_FIELDS = Object.keys(LIMIT_RANGES) as LimitField[];

/** The modal field of the banned list. */
const BANNED_FIELD = 'banned';

/** Every action of `/policy` needs Manage Server, checked each time. */
export const managedServer = (interaction: Interaction) =>
  requireServerManager(interaction, { command: 'policy', action: 'managePolicy' });

/** The panel's `page` as it is now for `guildId`, in the manager's language. */
export async function panelOf(
  context: AppContext,
  interaction: Interaction,
  guildId: string,
  page: PolicyPage = 'limits',
) {
  const { stores, config } = context;
  const [policy, defaultDailyLimit, budgetUse] = await Promise.all([
    stores.policy.get(guildId),
    stores.guildSettings.getDailyLimit(guildId),
    stores.budget.used(guildId),
  ]);
  return renderPolicyPanel(
    {
      policy,
      page,
      defaultDailyLimit,
      budgetUse,
      creditsPerGeneration: config.CREDITS_PER_GENERATION,
      lowBalanceCheckMs: config.LOW_BALANCE_CHECK_MS,
    },
    privateTranslator(context, interaction),
  );
}

/** A page button: the panel shows that page (an unknown name: the first). */
export async function showPolicyPage(
  interaction: ButtonInteraction,
  context: AppContext,
  fields: { readonly page: string },
): Promise<void> {
  const guildId = managedServer(interaction);
  await interaction.update(await panelOf(context, interaction, guildId, policyPageOf(fields.page)));
}

/** `/policy` (Manage Server): the private panel of the server's policy. */
export async function openPolicy(
  interaction: ChatInputCommandInteraction,
  context: AppContext,
): Promise<void> {
  const guildId = managedServer(interaction);
  await interaction.reply({ ...EPHEMERAL, ...(await panelOf(context, interaction, guildId)) });
}

/** The workflows select: the server key runs those picked (all of them: no limit). */
export async function pickWorkflows(
  interaction: StringSelectMenuInteraction,
  context: AppContext,
): Promise<void> {
  const guildId = managedServer(interaction);
  const picked = WORKFLOWS.filter((workflow) => interaction.values.includes(workflow));
  const { limits } = await context.stores.policy.get(guildId);
  await context.stores.policy.setLimits(guildId, {
    ...limits,
    workflows: picked.length === WORKFLOWS.length || picked.length === 0 ? undefined : picked,
  });
  tellChanged(context, interaction, 'workflows', picked.join(', '));
  await interaction.update(await panelOf(context, interaction, guildId));
}

/** Limits…: the form of the server key's limits, filled in. */
export async function openLimitsForm(
  interaction: ButtonInteraction,
  context: AppContext,
): Promise<void> {
  const guildId = managedServer(interaction);
  const { limits } = await context.stores.policy.get(guildId);
  const t = privateTranslator(context, interaction);
  const fields = LIMIT_FIELDS.map((field) => ({
    id: field,
    ...LIMIT_RANGES[field],
    label: t.t(`policy.limitsModal.${field}`),
    hint: t.t('policy.limitsModal.blank'),
    current: limits[field],
  }));
  await interaction.showModal(
    numberForm(POLICY_IDS.saveLimits.build(), t.t('policy.limitsModal.title'), fields),
  );
}

/**
 * The limits form submitted: every value a whole number in its range, or blank for no limit;
 * nothing is changed when one is wrong.
 * @throws {InvalidLimitError} naming the first wrong field and its range.
 */
export async function saveLimits(
  interaction: ModalSubmitInteraction,
  context: AppContext,
): Promise<void> {
  const guildId = managedServer(interaction);
  const { limits } = await context.stores.policy.get(guildId);
  const next: { -readonly [K in keyof PolicyLimits]: PolicyLimits[K] } = { ...limits };
  for (const field of LIMIT_FIELDS) {
    const { min, max } = LIMIT_RANGES[field];
    const value = readWholeNumber(
      interaction,
      { id: field, min, max },
      () => new InvalidLimitError(field, min, max),
    );
    if (value === undefined) delete next[field];
    else next[field] = value;
  }
  await context.stores.policy.setLimits(guildId, next);
  tellChanged(
    context,
    interaction,
    'limits',
    LIMIT_FIELDS.map((field) => `${next[field] ?? '–'}`).join(' · '),
  );
  await answer(interaction, await panelOf(context, interaction, guildId));
}

/** Banned words…: the form of the banned list, one entry per line, filled in. */
export async function openBannedForm(
  interaction: ButtonInteraction,
  context: AppContext,
): Promise<void> {
  const guildId = managedServer(interaction);
  const { banned } = await context.stores.policy.get(guildId);
  const t = privateTranslator(context, interaction);
  const input = new TextInputBuilder()
    .setCustomId(BANNED_FIELD)
    .setStyle(TextInputStyle.Paragraph)
    .setRequired(false)
    .setMaxLength(4_000);
  if (banned.length > 0) input.setValue(banned.join('\n').slice(0, 4_000));
  await interaction.showModal(
    new ModalBuilder()
      .setCustomId(POLICY_IDS.saveBanned.build())
      .setTitle(t.t('policy.bannedModal.title'))
      .addLabelComponents(
        new LabelBuilder()
          .setLabel(t.t('policy.bannedModal.label'))
          .setDescription(t.t('policy.bannedModal.hint'))
          .setTextInputComponent(input),
      ),
  );
}

/**
 * The banned list submitted: one entry per line (blank lines and repeats dropped), each with a
 * letter or digit to match; nothing is changed when one cannot be kept.
 * @throws {InvalidBannedListError} saying which entry and why.
 */
export async function saveBanned(
  interaction: ModalSubmitInteraction,
  context: AppContext,
): Promise<void> {
  const guildId = managedServer(interaction);
  const lines = interaction.fields
    .getTextInputValue(BANNED_FIELD)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const entries = [...new Set(lines)];
  if (entries.length > MAX_BANNED_ENTRIES) {
    throw new InvalidBannedListError('tooMany', { max: MAX_BANNED_ENTRIES, got: entries.length });
  }
  for (const entry of entries) {
    if (entry.length > MAX_BANNED_LENGTH) {
      throw new InvalidBannedListError('tooLongEntry', { entry, max: MAX_BANNED_LENGTH });
    }
    if (!isMatchable(entry)) {
      throw new InvalidBannedListError('unmatchable', { entry, max: MAX_BANNED_LENGTH });
    }
  }
  await context.stores.policy.setBanned(guildId, entries);
  context.logger.info('banned list set', { guild: guildId, user: interaction.user.id });
  tellChanged(context, interaction, 'banned', String(entries.length));
  await answer(interaction, await panelOf(context, interaction, guildId));
}

/** A form's answer: the panel it was opened from, updated (a new private panel without one). */
export async function answer(
  interaction: ModalSubmitInteraction,
  panel: Awaited<ReturnType<typeof panelOf>>,
) {
  if (interaction.isFromMessage()) await interaction.update(panel);
  else await interaction.reply({ ...EPHEMERAL, ...panel });
}
