import { type ChatInputCommandInteraction, MessageFlags } from 'discord.js';
import type { AppContext } from '../bot/context.js';
import { privateTranslator } from '../bot/locale.js';
import { EPHEMERAL, REPLACE } from '../bot/private-answers.js';
import { serverBackend } from '../bot/server-backend.js';
import { userText } from '../discord/text.js';
import { namedTranslator, namingIn, namingOf } from '../image-backend/backend-naming.js';
import { accountNamed } from '../image-backend/credentials.js';
import { MissingApiKeyError } from '../keys/key-errors.js';
import type { KeyRef } from '../keys/key-ref.js';
import { fetchLiveBalance } from '../keys/live-balance.js';
import { KeyDecryptionError } from '../store/store-errors.js';
import { type KeyStatusView, keyStatusEmbed } from './key-status-embed.js';
import { revokeAllPrompt, revokeLinkedKey } from './revoke-all.js';

/**
 * `/apikey status`: the masked key, its service user, when it was linked and the live balance.
 * When the service is down the stored facts still show; a key the service rejects is unlinked and
 * the member told why.
 */
export async function showPersonalKeyStatus(
  interaction: ChatInputCommandInteraction,
  context: AppContext,
): Promise<void> {
  const userId = interaction.user.id;
  const stored = await context.stores.apiKeys.get(userId);
  if (!stored) throw new MissingApiKeyError();
  await answerKeyStatus(interaction, context, { kind: 'user', userId }, stored, {
    kind: 'personal',
    masked: stored.masked,
    serviceUsername: stored.serviceUsername,
    since: stored.linkedAt,
  });
}

/**
 * Answers privately with a key's status (`view` and its live balance), or, when the service
 * rejects the key (it is unlinked), with the notice that says so.
 */
export async function answerKeyStatus(
  interaction: ChatInputCommandInteraction,
  context: AppContext,
  keyRef: KeyRef,
  key: { readonly apiKey: string; readonly backend?: string },
  view: Omit<KeyStatusView, 'live'>,
): Promise<void> {
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const t = namedTranslator(
    privateTranslator(context, interaction),
    namingIn(context.backends)(key.backend),
  );
  const live = await fetchLiveBalance(context, keyRef, key.apiKey, key.backend);
  await interaction.editReply({
    ...REPLACE,
    ...(live.state === 'rejected'
      ? { content: t.t('common.warning', { message: live.notice }) }
      : { content: '', embeds: [keyStatusEmbed({ ...view, live }, t)] }),
  });
}

/**
 * `/apikey unlink`: forgets the member's key without revoking it (no service call), and says how
 * to revoke it. A stored key that can no longer be decrypted is forgotten too.
 */
export async function unlinkPersonalKey(
  interaction: ChatInputCommandInteraction,
  context: AppContext,
): Promise<void> {
  const userId = interaction.user.id;
  const { apiKeys } = context.stores;
  if (!(await apiKeys.has(userId))) {
    throw new MissingApiKeyError('keys.nothingToUnlink');
  }
  const stored = await apiKeys.get(userId).catch((error: unknown) => {
    if (error instanceof KeyDecryptionError) return undefined;
    throw error;
  });
  await apiKeys.unlink(userId);
  context.logger.info('api key unlinked', { user: userId });
  const t = namedTranslator(
    privateTranslator(context, interaction),
    stored
      ? namingIn(context.backends)(stored.backend)
      : namingOf(await serverBackend(context, interaction.guildId)),
  );
  const content = [
    stored
      ? t.t('apikey.unlinked', {
          masked: stored.masked,
          named: accountNamed(stored.serviceUsername, stored.masked),
          username: userText(stored.serviceUsername, 100),
        })
      : t.t('apikey.unlinkedUnreadable'),
    t.t('apikey.notRevoked'),
  ].join('\n');
  await interaction.reply({ content, ...EPHEMERAL });
}

/**
 * `/apikey revoke`: revokes the linked key on the service, then unlinks it. With `all: true` it
 * first asks to confirm (see `revoke-all.ts`): that revokes every key of the account.
 */
export async function revokePersonalKey(
  interaction: ChatInputCommandInteraction,
  context: AppContext,
  { all }: { readonly all?: boolean | undefined },
): Promise<void> {
  const userId = interaction.user.id;
  const stored = await context.stores.apiKeys.get(userId);
  if (!stored) throw new MissingApiKeyError('keys.nothingToRevoke');
  const t = privateTranslator(context, interaction);
  if (all) {
    await interaction.reply(revokeAllPrompt(stored, t));
    return;
  }
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const content = await revokeLinkedKey(context, userId, stored, { key: stored.apiKey }, t);
  await interaction.editReply({ content, ...REPLACE });
}
