import {
  type ButtonInteraction,
  type ChannelSelectMenuInteraction,
  type ModalSubmitInteraction,
  PermissionFlagsBits,
} from 'discord.js';
import type { AppContext } from '../bot/context.js';
import { NotHereError } from '../bot/errors.js';
import { privateTranslator } from '../bot/locale.js';
import { tellChanged } from '../bot/tell-changed.js';
import { InvalidLowBalanceError, LogChannelNotUsableError } from './errors.js';
import { numberForm, readWholeNumber } from './number-form.js';
import { answer, managedServer, panelOf } from './policy-actions.js';
import { LOG_CHANNEL_TYPES } from './policy-log-page.js';
import { POLICY_IDS } from './policy-view.js';

/** What the bot needs in a log channel, by the catalog's permission names. */
const LOG_PERMISSIONS = ['ViewChannel', 'SendMessages', 'EmbedLinks'] as const;

/** The highest low-balance threshold, in credits. */
export const MAX_LOW_BALANCE = 100_000_000;

/** The modal field of the threshold. */
const THRESHOLD_FIELD = { id: 'credits', min: 1, max: MAX_LOW_BALANCE } as const;

/**
 * The channel select: the log posts there from now on, once the bot is found able to (its
 * permissions in that channel of the server, from Discord's guild data); a paused log posts again.
 * @throws {NotHereError} for a channel that is not a text channel of this server.
 * @throws {LogChannelNotUsableError} naming what the bot lacks there (nothing is changed).
 */
export async function pickLogChannel(
  interaction: ChannelSelectMenuInteraction,
  context: AppContext,
): Promise<void> {
  const guildId = managedServer(interaction);
  const channel = interaction.guild?.channels.cache.get(interaction.values[0] ?? '');
  if (!channel || !(LOG_CHANNEL_TYPES as readonly number[]).includes(channel.type)) {
    throw new NotHereError();
  }
  const me = interaction.guild?.members.me;
  const granted = me ? channel.permissionsFor(me) : null;
  const missing = LOG_PERMISSIONS.filter((name) => !granted?.has(PermissionFlagsBits[name]));
  if (missing.length > 0) {
    const t = privateTranslator(context, interaction);
    const names = t.list(missing.map((name) => t.t(`policy.permissionNames.${name}`)));
    throw new LogChannelNotUsableError(channel.id, names);
  }
  await context.stores.policy.setLogChannel(guildId, {
    id: channel.id,
    setBy: interaction.user.id,
  });
  context.logger.info('log channel set', { guild: guildId, user: interaction.user.id });
  tellChanged(context, interaction, 'logChannel', `<#${channel.id}>`);
  await interaction.update(await panelOf(context, interaction, guildId, 'log'));
}

/** Turn the log off: nothing more is posted until a channel is chosen again. */
export async function turnLogOff(
  interaction: ButtonInteraction,
  context: AppContext,
): Promise<void> {
  const guildId = managedServer(interaction);
  await context.stores.policy.setLogChannel(guildId, undefined);
  context.logger.info('log channel cleared', { guild: guildId, user: interaction.user.id });
  await interaction.update(await panelOf(context, interaction, guildId, 'log'));
}

/** Alert threshold…: the form of the low-balance threshold, filled in. */
export async function openLowBalanceForm(
  interaction: ButtonInteraction,
  context: AppContext,
): Promise<void> {
  const guildId = managedServer(interaction);
  const { lowBalanceCredits } = await context.stores.policy.get(guildId);
  const t = privateTranslator(context, interaction);
  await interaction.showModal(
    numberForm(POLICY_IDS.saveLowBalance.build(), t.t('policy.lowBalanceModal.title'), [
      {
        ...THRESHOLD_FIELD,
        label: t.t('policy.lowBalanceModal.label'),
        hint: t.t('policy.lowBalanceModal.hint'),
        current: lowBalanceCredits,
      },
    ]),
  );
}

/**
 * The threshold form submitted: a whole number of credits from 1 to {@link MAX_LOW_BALANCE}, or
 * blank for no alert; nothing is changed when it is wrong.
 * @throws {InvalidLowBalanceError} for another value.
 */
export async function saveLowBalance(
  interaction: ModalSubmitInteraction,
  context: AppContext,
): Promise<void> {
  const guildId = managedServer(interaction);
  const credits = readWholeNumber(
    interaction,
    THRESHOLD_FIELD,
    () => new InvalidLowBalanceError(MAX_LOW_BALANCE),
  );
  await context.stores.policy.setLowBalance(guildId, credits);
  tellChanged(context, interaction, 'lowBalance', credits === undefined ? '–' : String(credits));
  await answer(interaction, await panelOf(context, interaction, guildId, 'log'));
}
