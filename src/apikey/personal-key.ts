import { type ChatInputCommandInteraction, MessageFlags } from 'discord.js';
import type { AppContext } from '../bot/context.js';
import { privateTranslator } from '../bot/locale.js';
import { EPHEMERAL, REPLACE } from '../bot/private-answers.js';
import { userText } from '../discord/text.js';
import { InvalidApiKeyError } from '../image-api/errors.js';
import { MissingApiKeyError } from '../keys/errors.js';
import { forgetRejectedKey } from '../keys/key-ref.js';
import { fetchLiveBalance } from '../keys/live-balance.js';
import { KeyDecryptionError } from '../store/errors.js';
import { keyStatusEmbed } from './key-status-embed.js';
import { revokeAllPrompt } from './revoke-all.js';

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
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const t = privateTranslator(context, interaction);
  const live = await fetchLiveBalance(context, { kind: 'user', userId }, stored.apiKey);
  if (live.state === 'rejected') {
    const content = t.t('common.warning', { message: live.notice });
    await interaction.editReply({ content, ...REPLACE });
    return;
  }
  const embed = keyStatusEmbed(
    {
      kind: 'personal',
      masked: stored.masked,
      serviceUsername: stored.serviceUsername,
      since: stored.linkedAt,
      live,
    },
    t,
  );
  await interaction.editReply({ content: '', ...REPLACE, embeds: [embed] });
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
  const t = privateTranslator(context, interaction);
  const content = [
    stored
      ? t.t('apikey.unlinked', {
          masked: stored.masked,
          username: userText(stored.serviceUsername, 100),
        })
      : t.t('apikey.unlinkedUnreadable'),
    t.t('apikey.notRevoked'),
  ].join('\n');
  await interaction.reply({ content, ...EPHEMERAL });
}

/**
 * `/apikey revoke`: revokes the linked key on the service, then unlinks it. With `all: true` it
 * first asks to confirm (see `revoke-all-buttons.ts`): that revokes every key of the account.
 */
export async function revokePersonalKey(
  interaction: ChatInputCommandInteraction,
  context: AppContext,
  { all }: { readonly all?: boolean | undefined },
): Promise<void> {
  const userId = interaction.user.id;
  const stored = await context.stores.apiKeys.get(userId);
  if (!stored) throw new MissingApiKeyError('keys.nothingToRevoke');
  if (all) {
    const request = { linkedAt: stored.linkedAt };
    const t = privateTranslator(context, interaction);
    await interaction.reply(revokeAllPrompt(request, stored.serviceUsername, t));
    return;
  }
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const t = privateTranslator(context, interaction);
  let revoked: number | undefined;
  try {
    revoked = await context.api.revokeApiKey(stored.apiKey, { key: stored.apiKey });
  } catch (error) {
    if (!(error instanceof InvalidApiKeyError)) throw error;
    await forgetRejectedKey(context.stores, { kind: 'user', userId }, stored.apiKey);
    const content = t.t('apikey.revoke.alreadyInvalid', { masked: stored.masked });
    await interaction.editReply({ content, ...REPLACE });
    return;
  }
  const current = await context.stores.apiKeys.get(userId);
  if (current?.apiKey === stored.apiKey) await context.stores.apiKeys.unlink(userId);
  context.logger.info('api key revoked', { user: userId, revoked });
  const said = { masked: stored.masked, username: userText(stored.serviceUsername, 100) };
  const content = [
    t.t(revoked === 0 ? 'apikey.revoke.doneAlready' : 'apikey.revoke.done', said),
    t.t('apikey.revoke.next'),
  ].join('\n');
  await interaction.editReply({ content, ...REPLACE });
}
