import type { I18n } from '../../i18n/translator.js';
import type { GenerationJob } from '../../jobs/generation-job.js';
import { endPrivately, type PrivateEndingDependencies } from './private-ending.js';
import type { ReplyRef } from './reply-target.js';

/** What {@link tellBlockedReply} needs: the private channels, which also delete the card. */
export interface BlockedNoteDependencies extends PrivateEndingDependencies {
  readonly i18n: I18n;
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
  await endPrivately(deps, reply, first.userId, { content }, `blocked:${reply.id}`);
}
