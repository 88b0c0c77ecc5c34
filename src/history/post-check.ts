import type { BaseInteraction } from 'discord.js';
import type { AppContext } from '../bot/context.js';
import { reachOf } from '../bot/install-scope.js';
import { AppError } from '../core/app-error.js';
import { isAgeRestricted } from '../discord/age-restricted.js';
import { errorText } from '../i18n/error-text.js';
import { memberSafetyOf } from '../preferences/member-safety.js';
import { imagePolicyFor, imageVerdict } from '../safety/image-policy.js';

/** A past image the image safety check keeps out of this channel: nothing was posted. */
export class ImageNotPostedError extends AppError {
  constructor(score: number | undefined, threshold: number) {
    super(
      errorText('safety.notPosted', {
        why: score === undefined ? 'unchecked' : 'explicit',
        score: score ?? 0,
        threshold,
      }),
    );
  }
}

/**
 * Checks a past image before it is posted in the interaction's channel again, as `/imagine`'s
 * delivery checks a new one: an image the place's policy would withhold or put behind a spoiler
 * is not posted (a history post cannot carry a spoiler), nor one that could not be checked there.
 * @throws {ImageNotPostedError} naming why; nothing is posted.
 */
export async function checkBeforePosting(
  context: Pick<AppContext, 'imageCheck' | 'stores'>,
  interaction: BaseInteraction,
  image: Uint8Array,
): Promise<void> {
  const { serverId, interactionOnly } = reachOf(interaction);
  const ageRestricted = isAgeRestricted(interaction.channel);
  // As for a new image: the member's own choice counts in a DM, or an age-restricted channel.
  const memberAllows =
    (!interaction.guildId || ageRestricted) &&
    (await memberSafetyOf(context.stores, interaction.user.id)) === 'allow';
  const rule = imagePolicyFor(
    serverId && !interactionOnly
      ? {
          kind: 'server',
          ageRestricted,
          settings: (await context.stores.policy.get(serverId)).imageSafety,
        }
      : { kind: 'member', ...(memberAllows && { memberChoice: 'allow' as const }) },
  );
  if (rule.policy === 'allow') return;
  const check = await context.imageCheck.check(image);
  const verdict = imageVerdict(check, rule);
  if (verdict.action === 'post') return;
  const score = verdict.why.kind === 'explicit' ? verdict.why.score : undefined;
  throw new ImageNotPostedError(score, rule.threshold);
}
