import {
  ActionRowBuilder,
  ButtonBuilder,
  type ButtonInteraction,
  ButtonStyle,
  type InteractionReplyOptions,
} from 'discord.js';
import type { AppContext } from '../bot/context.js';
import { privateTranslator } from '../bot/locale.js';
import { EPHEMERAL, REPLACE } from '../bot/private-answers.js';
import { NO_MENTIONS } from '../discord/discord-rules.js';
import { userText } from '../discord/text.js';
import type { MessageKey } from '../i18n/catalog.js';
import type { Translator } from '../i18n/translator.js';
import { InvalidApiKeyError } from '../image-api/errors.js';
import { forgetRejectedKey } from '../keys/key-ref.js';
import { APIKEY_IDS } from './apikey-actions.js';

/** How long the Confirm button of `/apikey revoke all` works: 5 minutes. */
export const REVOKE_ALL_TTL_MS = 5 * 60_000;

/**
 * What a confirmation asks about. Only its `linkedAt` is written into the Confirm button; who
 * confirms is the panel's member and when they asked is the panel message's time, both Discord's.
 */
export interface RevokeAllRequest {
  /** When their key was linked: a key linked since is not revoked on this confirmation. */
  readonly linkedAt: number;
}

/** The ephemeral question with Confirm and Cancel buttons, in `t`'s language. */
export function revokeAllPrompt(
  request: RevokeAllRequest,
  serviceUsername: string,
  t: Translator,
): InteractionReplyOptions {
  const confirm = new ButtonBuilder()
    .setCustomId(APIKEY_IDS.revokeAll.build({ linkedAt: request.linkedAt }))
    .setLabel(t.t('apikey.revokeAll.confirm'))
    .setStyle(ButtonStyle.Danger);
  const cancel = new ButtonBuilder()
    .setCustomId(APIKEY_IDS.revokeCancel.build())
    .setLabel(t.t('apikey.revokeAll.cancel'))
    .setStyle(ButtonStyle.Secondary);
  const content = [
    t.t('apikey.revokeAll.question', { username: userText(serviceUsername, 100) }),
    t.t('apikey.revokeAll.consequence'),
    t.t('apikey.revokeAll.confirmWithin', { minutes: REVOKE_ALL_TTL_MS / 60_000 }),
  ].join('\n');
  return {
    content,
    components: [new ActionRowBuilder<ButtonBuilder>().addComponents(confirm, cancel)],
    ...EPHEMERAL,
  };
}

const closed = (t: Translator, key: MessageKey) => ({
  content: t.t(key),
  components: [],
  allowedMentions: NO_MENTIONS,
});

/**
 * Confirm of `/apikey revoke all` (on the member's own panel: the router checked), within
 * {@link REVOKE_ALL_TTL_MS} of the question, and only while the key linked at `linkedAt` is.
 * Revokes every key of its account, then unlinks it.
 */
export async function confirmRevokeAll(
  interaction: ButtonInteraction,
  context: AppContext,
  { linkedAt }: { linkedAt: string },
): Promise<void> {
  const t = privateTranslator(context, interaction);
  if (interaction.createdTimestamp - interaction.message.createdTimestamp > REVOKE_ALL_TTL_MS) {
    await interaction.update(closed(t, 'apikey.revokeAll.expired'));
    return;
  }
  const userId = interaction.user.id;
  const stored = await context.stores.apiKeys.get(userId);
  if (!stored || String(stored.linkedAt) !== linkedAt) {
    await interaction.update(closed(t, 'apikey.revokeAll.changed'));
    return;
  }
  await interaction.deferUpdate();
  let revoked: number | undefined;
  try {
    revoked = await context.api.revokeApiKey(stored.apiKey, { all: true });
  } catch (error) {
    if (!(error instanceof InvalidApiKeyError)) throw error;
    await forgetRejectedKey(context.stores, { kind: 'user', userId }, stored.apiKey);
    const content = t.t('apikey.revokeAll.alreadyInvalid', { masked: stored.masked });
    await interaction.editReply({ content, ...REPLACE });
    return;
  }
  const current = await context.stores.apiKeys.get(userId);
  if (current?.apiKey === stored.apiKey) await context.stores.apiKeys.unlink(userId);
  context.logger.info('all api keys revoked', { user: userId, revoked });
  const said = { masked: stored.masked, username: userText(stored.serviceUsername, 100) };
  const content = [
    revoked === undefined
      ? t.t('apikey.revokeAll.doneEvery', said)
      : t.t('apikey.revokeAll.done', { ...said, count: revoked }),
    t.t('apikey.revokeAll.next'),
  ].join('\n');
  await interaction.editReply({ content, ...REPLACE });
}

/** Cancel of `/apikey revoke all` (on the member's own panel): nothing changes. */
export async function cancelRevokeAll(
  interaction: ButtonInteraction,
  context: AppContext,
): Promise<void> {
  await interaction.update(
    closed(privateTranslator(context, interaction), 'apikey.revokeAll.cancelled'),
  );
}
