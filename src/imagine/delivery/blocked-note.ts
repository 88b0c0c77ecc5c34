import { type REST, Routes } from 'discord.js';
import type { I18n } from '../../i18n/translator.js';
import type { GenerationJob } from '../../jobs/generation-job.js';
import { type PostClaims, postOnce } from './post-claims.js';
import { type PrivateChannels, tellPrivately } from './private-notice.js';
import { TOKEN_SAFE_MS } from './reply-editor.js';
import type { ReplyRef } from './reply-target.js';

/** What {@link tellBlockedReply} needs: the private channels, which also delete the card. */
export interface BlockedNoteDependencies extends PrivateChannels {
  readonly rest: REST;
  readonly webhookRest: REST;
  readonly i18n: I18n;
  readonly postClaims?: PostClaims;
}

/**
 * A reply's final message that the server's AutoMod blocked (Discord's `200000`: its text, the
 * prompt most likely, matched a rule) ends as a private note to its member, once among processes:
 * what happened, whether an image was made and charged (then `/history` shows it), and that there
 * is nothing else to do. An ephemeral follow-up while the token lives, else a DM. The public card,
 * which still shows the generation under way, is then removed.
 */
export async function tellBlockedReply(
  deps: BlockedNoteDependencies,
  reply: ReplyRef,
  jobs: readonly GenerationJob[],
): Promise<void> {
  const [first] = jobs;
  if (!first) return;
  const made = jobs.some((job) => job.state === 'completed') ? 'yes' : 'no';
  const content = deps.i18n.translator(reply.memberLocale).t('automod.resultBlocked', { made });
  deps.logger.info("AutoMod blocked a reply's final message: telling its member", {
    replyId: reply.id,
  });
  await postOnce(deps.postClaims, `blocked:${reply.id}`, async () => {
    const told = await tellPrivately(deps, reply, first.userId, { content });
    await removeCard(deps, reply).catch((error: unknown) => {
      deps.logger.info('could not remove the card of a blocked reply', { error });
    });
    return told;
  });
}

/** Deletes the reply's public card: through the interaction while its token lives, else the bot's. */
async function removeCard(deps: BlockedNoteDependencies, reply: ReplyRef): Promise<void> {
  const live = !reply.tokenExpired && deps.now() - reply.tokenCreatedAt < TOKEN_SAFE_MS;
  if (live) {
    const route = Routes.webhookMessage(reply.applicationId, reply.token, '@original');
    await deps.webhookRest.delete(route, { auth: false });
    return;
  }
  const messageId = reply.replacementMessageId ?? reply.messageId;
  if (messageId) await deps.rest.delete(Routes.channelMessage(reply.channelId, messageId));
}
