import type { ButtonInteraction } from 'discord.js';
import type { AppContext } from '../context.js';
import { NO_MENTIONS } from '../discord/no-mentions.js';
import { CommandUnavailableError } from '../errors/command-unavailable-error.js';
import { InvalidApiKeyError } from '../errors/invalid-api-key-error.js';
import { NotYourConfirmationError } from '../errors/not-your-confirmation-error.js';
import { forgetRejectedKey } from '../keys/forget-rejected-key.js';
import { userText } from '../render/format.js';
import { REPLACE } from './ephemeral.js';
import { parseRevokeAllRequest, REVOKE_ALL_TTL_MS } from './revoke-all-prompt.js';

const closed = (content: string) => ({ content, components: [], allowedMentions: NO_MENTIONS });

/**
 * Confirm of `/apikey revoke all`: only the member who asked, within {@link REVOKE_ALL_TTL_MS},
 * and only while the same key is linked. Revokes every key of its account, then unlinks it.
 */
export async function confirmRevokeAll(
  interaction: ButtonInteraction,
  context: AppContext,
  args: string[],
): Promise<void> {
  const request = parseRevokeAllRequest(args);
  if (!request) throw new CommandUnavailableError();
  if (interaction.user.id !== request.userId) throw new NotYourConfirmationError();
  if (interaction.createdTimestamp - request.issuedAt > REVOKE_ALL_TTL_MS) {
    await interaction.update(
      closed(
        '⌛ This confirmation expired, so nothing was revoked. Run `/apikey revoke all:True` again if you still want to.',
      ),
    );
    return;
  }
  const { userId } = request;
  const stored = await context.stores.apiKeys.get(userId);
  if (stored?.linkedAt !== request.linkedAt) {
    await interaction.update(
      closed(
        'Your linked key changed since you asked, so nothing was revoked. Run `/apikey revoke all:True` again if you still want to.',
      ),
    );
    return;
  }
  await interaction.deferUpdate();
  let revoked: number | undefined;
  try {
    revoked = await context.api.revokeApiKey(stored.apiKey, { all: true });
  } catch (error) {
    if (!(error instanceof InvalidApiKeyError)) throw error;
    await forgetRejectedKey(context.stores, { kind: 'user', userId }, stored.apiKey);
    const content = `⚠️ Your linked key \`${stored.masked}\` was already invalid or revoked, so it could not revoke the others; I unlinked it. Revoke the remaining keys in your image-service account.`;
    await interaction.editReply({ content, ...REPLACE });
    return;
  }
  const current = await context.stores.apiKeys.get(userId);
  if (current?.apiKey === stored.apiKey) await context.stores.apiKeys.unlink(userId);
  context.logger.info('all api keys revoked', { user: userId, revoked });
  const count = revoked === undefined ? 'every key' : `${revoked} key${revoked === 1 ? '' : 's'}`;
  const content = [
    `✅ Revoked ${count} of **${userText(stored.serviceUsername, 100)}** and unlinked \`${stored.masked}\`.`,
    'Create a new key with `/apikey generate` when you need one.',
  ].join('\n');
  await interaction.editReply({ content, ...REPLACE });
}

/** Cancel of `/apikey revoke all`: only the member who asked; nothing changes. */
export async function cancelRevokeAll(
  interaction: ButtonInteraction,
  _context: AppContext,
  args: string[],
): Promise<void> {
  if (interaction.user.id !== args[0]) throw new NotYourConfirmationError();
  await interaction.update(closed('Cancelled: no key was revoked.'));
}
