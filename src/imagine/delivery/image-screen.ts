import type { ModerationEvents } from '../../core/moderation-events.js';
import { text } from '../../i18n/localized-text.js';
import type { I18n } from '../../i18n/translator.js';
import type { GenerationJob, JobTarget } from '../../jobs/generation-job.js';
import type { ImageClassifier } from '../../safety/image-classifier.js';
import {
  type ImagePlace,
  type ImagePolicy,
  type ImageSafetySettings,
  type ImageVerdict,
  imagePolicyFor,
  imageVerdict,
} from '../../safety/image-policy.js';
import type { ImagePlacement } from '../render/render-final.js';
import { type PostClaims, postOnce } from './post-claims.js';
import { type PrivateChannels, tellPrivately } from './private-notice.js';
import type { ShownReply } from './reply-registry.js';
import { generationTargetOf, type ReplyRef } from './reply-target.js';
import type { ReplyImages, ResultFile } from './result-image.js';

/** What {@link createImageScreen} needs; the private channels carry a withheld image's copy. */
export interface ImageScreenDependencies extends PrivateChannels {
  /** Classifies each finished image before it is posted (the image safety check). */
  readonly classifier: Pick<ImageClassifier, 'check'>;
  /** The server's image safety settings (`/policy`). */
  readonly settingsOf: (guildId: string) => Promise<ImageSafetySettings | undefined>;
  /**
   * The member's own choice for direct messages and their own installs of the app (undefined:
   * none made, the safe one applies: withhold).
   */
  readonly memberChoiceOf?: (userId: string) => Promise<ImagePolicy | undefined>;
  readonly postClaims?: PostClaims | undefined;
  readonly updateTarget: (jobId: string, patch: JobTarget) => Promise<unknown>;
  /** Where a withheld or spoilered image is told to moderators. */
  readonly moderation: Pick<ModerationEvents, 'emit'>;
  readonly i18n: I18n;
}

/** Checks a reply's images and applies the place's policy before the final message is sent. */
export type ImageScreen = (
  entry: ShownReply,
  jobs: readonly GenerationJob[],
  images: ReplyImages,
) => Promise<ReplyImages>;

/** Where a reply posts, for the image policy; undefined: only the member sees it (ephemeral). */
export async function placeOf(
  ref: ReplyRef,
  userId: string,
  deps: Pick<ImageScreenDependencies, 'settingsOf' | 'memberChoiceOf'>,
): Promise<ImagePlace | undefined> {
  if (ref.ephemeral) return undefined;
  if (ref.guildId && !ref.interactionOnly) {
    const settings = await deps.settingsOf(ref.guildId);
    return { kind: 'server', ageRestricted: ref.ageRestricted === true, settings };
  }
  // In a server without the bot (the member's own install), Discord's rule holds too: the member's
  // choice counts only in an age-restricted channel (one the bot does not know counts as not).
  const counts = !ref.guildId || ref.ageRestricted === true;
  const memberChoice = counts ? await deps.memberChoiceOf?.(userId) : undefined;
  return { kind: 'member', ...(memberChoice && { memberChoice }) };
}

/**
 * The image safety check on a reply's final message (see `safety/`): each attached image (an
 * animation: each of its sampled frames, never the video) is classified off the event loop; one over the place's threshold is withheld (the reply says so, the
 * member gets it privately once with the reason, even across a restart: `privateCopySent`), put
 * behind a spoiler, or posted, as the policy says; each withheld or spoilered image is a line of the
 * moderation log. A private (ephemeral) reply, or a place whose policy allows, is not checked.
 */
export function createImageScreen(deps: ImageScreenDependencies): ImageScreen {
  const logger = deps.logger.child({ component: 'image-screen' });
  return async (entry, jobs, images) => {
    const first = jobs[0];
    if (!first || images.files.length === 0) return images;
    const place = await placeOf(entry.ref, first.userId, deps);
    const rule = place && imagePolicyFor(place);
    if (!place || !rule || rule.policy === 'allow') return images;
    const placements = new Map(images.placements);
    const files: ResultFile[] = [];
    const withheld: { job: GenerationJob; file: ResultFile; verdict: ImageVerdict }[] = [];
    for (const job of jobs) {
      const placement = images.placements.get(job.id);
      if (placement?.kind !== 'attachment') continue;
      const file = images.files.find((f) => f.name === placement.fileName);
      if (!file) continue;
      let verdict: ImageVerdict = { action: 'post' };
      for (const sample of file.frames ?? [file.data]) {
        const check = await deps.classifier.check(sample);
        if (!check.checked)
          logger.warn('an image could not be checked', { jobId: job.id, problem: check.problem });
        verdict = stricter(verdict, imageVerdict(check, rule));
      }
      if (verdict.action === 'withhold') {
        placements.set(job.id, { kind: 'withheld', reason: text('safety.withheld') });
        withheld.push({ job, file, verdict });
      } else {
        files.push(file);
        if (verdict.action === 'spoiler')
          placements.set(job.id, { ...placement, spoiler: true } satisfies ImagePlacement);
      }
      if (verdict.action !== 'post' && place.kind === 'server')
        tellModerators(deps, entry.ref, job, verdict, rule.threshold);
    }
    if (withheld.length > 0)
      await sendPrivateCopy(deps, entry.ref, place, rule.threshold, withheld);
    return { placements, files };
  };
}

/** How far each verdict keeps an image out: a video's is its strictest frame's. */
const STRICTNESS: Readonly<Record<ImageVerdict['action'], number>> = {
  post: 0,
  spoiler: 1,
  withhold: 2,
};

/** The stricter of two verdicts (the first on a tie). */
const stricter = (a: ImageVerdict, b: ImageVerdict): ImageVerdict =>
  STRICTNESS[b.action] > STRICTNESS[a.action] ? b : a;

/** A line of the server's moderation log: the generation's parameters, never the image. */
function tellModerators(
  deps: ImageScreenDependencies,
  ref: ReplyRef,
  job: GenerationJob,
  verdict: ImageVerdict,
  threshold: number,
): void {
  if (verdict.action === 'post' || !ref.guildId) return;
  const { prompt, workflow, seed } = job.request;
  deps.moderation.emit('imageScreened', {
    jobId: job.id,
    guildId: ref.guildId,
    userId: job.userId,
    channelId: ref.channelId,
    action: verdict.action,
    score: verdict.why.kind === 'explicit' ? verdict.why.score : undefined,
    threshold,
    prompt: typeof prompt === 'string' ? prompt : '{…}',
    workflow,
    seed: seed !== undefined && seed >= 0 ? seed : undefined,
    ...(job.backend === undefined ? {} : { backend: job.backend }),
  });
}

/**
 * The withheld images, privately to the member with the reason: an ephemeral follow-up while the
 * interaction token lives, else a direct message; once among processes (`postOnce`) and across a
 * restart (`privateCopySent` saved on the jobs).
 */
async function sendPrivateCopy(
  deps: ImageScreenDependencies,
  ref: ReplyRef,
  place: ImagePlace,
  threshold: number,
  withheld: readonly { job: GenerationJob; file: ResultFile; verdict: ImageVerdict }[],
): Promise<void> {
  const first = withheld[0];
  if (!first || withheld.every(({ job }) => generationTargetOf(job).privateCopySent)) return;
  const t = deps.i18n.translator(ref.memberLocale ?? ref.locale);
  const why = first.verdict.action === 'post' ? undefined : first.verdict.why;
  const reason =
    why?.kind !== 'explicit'
      ? t.t('safety.reason.unchecked')
      : place.kind === 'member'
        ? t.t('safety.reason.member', { score: why.score })
        : t.t('safety.reason.explicit', { score: why.score, threshold });
  const content = t.t('safety.privateCopy', {
    count: withheld.length,
    where: place.kind === 'server' ? 'channel' : 'reply',
    reason,
  });
  const files = withheld.map(({ file }) => ({ name: file.name, data: file.data }));
  const { logger } = deps;
  const sent = await postOnce(deps.postClaims, `withheld:${ref.id}`, () =>
    tellPrivately(deps, ref, first.job.userId, { content, files }),
  );
  if (!sent) return;
  for (const { job } of withheld) {
    await deps.updateTarget(job.id, { privateCopySent: true }).catch((error: unknown) => {
      logger.warn('could not save that a withheld image was sent', { jobId: job.id, error });
    });
  }
}
