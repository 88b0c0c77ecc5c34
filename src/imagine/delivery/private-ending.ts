import { type REST, Routes } from 'discord.js';
import type { PrivateMessage } from '../../discord/direct-message.js';
import { type PostClaims, postOnce } from './post-claims.js';
import { type PrivateChannels, tellPrivately } from './private-notice.js';
import { TOKEN_SAFE_MS } from './reply-editor.js';
import type { ReplyRef } from './reply-target.js';

/** What {@link endPrivately} needs: the private channels, which also delete the card. */
export interface PrivateEndingDependencies extends PrivateChannels {
  readonly rest: REST;
  readonly webhookRest: REST;
  readonly postClaims?: PostClaims;
}

/**
 * Ends `reply` as a private note to its member (`userId`) instead of its card, once among
 * processes (`claim`): an ephemeral follow-up while the token lives, else a DM; then the card,
 * which still shows the generation under way, is removed.
 */
export async function endPrivately(
  deps: PrivateEndingDependencies,
  reply: ReplyRef,
  userId: string,
  message: PrivateMessage,
  claim: string,
): Promise<void> {
  await postOnce(deps.postClaims, claim, async () => {
    const told = await tellPrivately(deps, reply, userId, message);
    await removeCard(deps, reply).catch((error: unknown) => {
      deps.logger.info("could not remove a reply's card after telling its member privately", {
        replyId: reply.id,
        error,
      });
    });
    return told;
  });
}

/** Deletes the reply's public card: through the interaction while its token lives, else the bot's. */
async function removeCard(deps: PrivateEndingDependencies, reply: ReplyRef): Promise<void> {
  const live = !reply.tokenExpired && deps.now() - reply.tokenCreatedAt < TOKEN_SAFE_MS;
  if (live) {
    const route = Routes.webhookMessage(reply.applicationId, reply.token, '@original');
    await deps.webhookRest.delete(route, { auth: false });
    return;
  }
  const messageId = reply.replacementMessageId ?? reply.messageId;
  if (messageId) await deps.rest.delete(Routes.channelMessage(reply.channelId, messageId));
}
