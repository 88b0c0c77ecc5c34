import type { ModerationEvents } from '../core/moderation-events.js';
import type { ImageActionKind } from '../image-backend/image-actions.js';
import {
  type PromptSafety,
  promptSafetyOf,
  type SafetyAsker,
} from '../preferences/prompt-safety.js';
import type { ImageClassifier } from '../safety/image-classifier.js';
import { explicitScore, imageSafetyOf } from '../safety/image-policy.js';
import type { Stores } from '../store/create-stores.js';
import { InputImageError } from './intake-errors.js';

/** What {@link checkInputSafety} reads: the classifier, the member's and the server's settings. */
export interface InputSafetyContext {
  readonly stores: Pick<Stores, 'defaults' | 'policy'>;
  /** The on-device classifier (one that cannot check an image answers so: the input is refused). */
  readonly imageCheck: Pick<ImageClassifier, 'check'>;
  /** Where a refusal in a server is told, for its moderation log (`inputRefused`). */
  readonly moderation: Pick<ModerationEvents, 'emit'>;
}

/** What a refusal in a server tells its moderation log: what the image was for, never the image. */
export interface InputLogAs {
  readonly kind: ImageActionKind;
  /** The channel it was brought into (a refusal outside a channel is not logged). */
  readonly channelId: string | null;
  /** The text it would have run with; none to describe. */
  readonly prompt?: string | undefined;
}

/**
 * The place's rules on an input image (the rules the prompt checks follow, `promptSafetyOf`): where
 * explicit content is kept out (a channel that is not age-restricted; a DM or the member's own
 * install by their choice), the image goes through the on-device classifier and one scored explicit
 * (at or over the server's threshold, else the default 50 %) is refused, and so is one the
 * classifier could not check (fail safe). Elsewhere nothing is checked. A refusal in a server's
 * channel is told to its moderation log (`inputRefused`, as `logAs` says) before it is thrown.
 * @throws {InputImageError} `explicit` (saying why it is kept out here) or `unchecked`.
 */
export async function checkInputSafety(
  context: InputSafetyContext,
  asker: SafetyAsker,
  bytes: Uint8Array,
  logAs?: InputLogAs,
): Promise<void> {
  const safety: PromptSafety = await promptSafetyOf(context.stores, asker);
  if (safety.reason === undefined) return;
  const check = await context.imageCheck.check(bytes);
  const settings = asker.guildId
    ? (await context.stores.policy.get(asker.guildId)).imageSafety
    : undefined;
  const { threshold } = imageSafetyOf(settings);
  const tell = (score: number | undefined) => {
    const { guildId, userId } = asker;
    if (!guildId || !logAs?.channelId) return;
    const { kind, channelId, prompt } = logAs;
    context.moderation.emit('inputRefused', {
      guildId,
      userId,
      channelId,
      kind,
      score,
      threshold,
      ...(prompt !== undefined && { prompt }),
    });
  };
  if (!check.checked) {
    tell(undefined);
    throw new InputImageError('unchecked', {}, { detail: check.problem });
  }
  const score = explicitScore(check.scores);
  if (score >= threshold) {
    const shown = Math.round(score);
    tell(shown);
    throw new InputImageError(
      'explicit',
      { reason: safety.reason },
      { detail: `scored ${shown} % explicit, threshold ${threshold} %` },
    );
  }
}
