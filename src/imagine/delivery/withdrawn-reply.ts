import type { I18n } from '../../i18n/translator.js';
import { NOT_OFFERED_KEY } from '../../image-backend/backend-errors.js';
import { type BackendNaming, namedTranslator } from '../../image-backend/backend-naming.js';
import type { GenerationJob } from '../../jobs/generation-job.js';
import { endPrivately, type PrivateEndingDependencies } from './private-ending.js';
import type { ReplyRef } from './reply-target.js';

/**
 * Whether no image of a reply was made because its backend no longer offers what it asked
 * (`notOffered`: the WebUI's last upscaler turned off after the member pressed Upscale).
 */
export const isWithdrawn = (jobs: readonly GenerationJob[]): boolean =>
  jobs.length > 0 &&
  jobs.every((job) => job.state === 'failed' && job.error?.text?.key === NOT_OFFERED_KEY);

/** What {@link tellWithdrawnReply} needs: the private channels and how to name the backend. */
export interface WithdrawnReplyDependencies extends PrivateEndingDependencies {
  readonly i18n: I18n;
  readonly namingOf: (backendId: string | undefined) => BackendNaming | undefined;
}

/**
 * A reply {@link isWithdrawn} ends as its member would have been told had the bot known before
 * queueing it: privately (the failure's own words, nothing made or charged), once among
 * processes, and its public card removed.
 */
export async function tellWithdrawnReply(
  deps: WithdrawnReplyDependencies,
  reply: ReplyRef,
  jobs: readonly GenerationJob[],
): Promise<void> {
  const [first] = jobs;
  const said = first?.error;
  if (!first || !said?.text) return;
  const t = namedTranslator(deps.i18n.translator(reply.memberLocale), deps.namingOf(first.backend));
  deps.logger.info('its backend no longer offers what a reply asked: telling its member', {
    replyId: reply.id,
  });
  const content = t.text(said.text, said.message);
  await endPrivately(deps, reply, first.userId, { content }, `withdrawn:${reply.id}`);
}
