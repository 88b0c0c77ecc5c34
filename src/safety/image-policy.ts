import type { ImageCheck, ImageScores } from './image-classifier.js';

/**
 * What happens to an image scored explicit: kept out of the channel (the member gets it
 * privately), posted behind a spoiler, or posted as it is.
 */
export const IMAGE_POLICIES = ['withhold', 'spoiler', 'allow'] as const;

/** One of {@link IMAGE_POLICIES}. */
export type ImagePolicy = (typeof IMAGE_POLICIES)[number];

/** `typed` when it names a policy (a select's value is user input), else undefined. */
export const imagePolicyOf = (typed: string | undefined): ImagePolicy | undefined =>
  IMAGE_POLICIES.find((policy) => policy === typed);

/** A server's image rules as its moderators set them in `/policy`; absent fields take the defaults. */
export interface ImageSafetySettings {
  /** In channels that are not age-restricted. @default 'withhold' */
  readonly normal?: ImagePolicy;
  /** In age-restricted channels (Discord's `nsfw`). @default 'allow' */
  readonly ageRestricted?: ImagePolicy;
  /** The explicit score, in whole percent, from which an image is explicit. @default 50 */
  readonly threshold?: number;
}

/**
 * The default threshold, in percent of the model's porn + hentai probability: from 50 the model
 * finds the image more likely explicit than anything else. `sexy` (swimwear, underwear, suggestive
 * poses) is not counted: Discord's rule is about explicit content, and counting it would withhold
 * beach pictures; a server that wants more care lowers the threshold.
 */
export const DEFAULT_THRESHOLD = 50;

/** The range of a server's threshold, in whole percent. */
export const THRESHOLD_RANGE = { min: 1, max: 99 } as const;

/** The settings with every default filled in. */
export const imageSafetyOf = (settings: ImageSafetySettings | undefined) => ({
  normal: settings?.normal ?? 'withhold',
  ageRestricted: settings?.ageRestricted ?? 'allow',
  threshold: settings?.threshold ?? DEFAULT_THRESHOLD,
});

/** How explicit the model finds an image: its porn + hentai probability, in percent. */
export const explicitScore = (scores: ImageScores): number => (scores.porn + scores.hentai) * 100;

/** Where an image is to be posted, as far as its safety is concerned. */
export type ImagePlace =
  /** A server channel: its age restriction and the server's settings decide. */
  | {
      readonly kind: 'server';
      readonly ageRestricted: boolean;
      readonly settings: ImageSafetySettings | undefined;
    }
  /**
   * A DM, or where the member's own install of the app posts: the member's choice decides
   * (absent: the safe one, withhold; in a server without the bot, the caller passes it only for an
   * age-restricted channel); the threshold is the default.
   */
  | { readonly kind: 'member'; readonly memberChoice?: ImagePolicy };

/** The policy that applies at `place` to an image scored explicit, and the threshold it uses. */
export function imagePolicyFor(place: ImagePlace): { policy: ImagePolicy; threshold: number } {
  if (place.kind === 'member') {
    return { policy: place.memberChoice ?? 'withhold', threshold: DEFAULT_THRESHOLD };
  }
  const settings = imageSafetyOf(place.settings);
  const policy = place.ageRestricted ? settings.ageRestricted : settings.normal;
  return { policy, threshold: settings.threshold };
}

/** What becomes of one image: posted as is, posted behind a spoiler, or withheld. */
export type ImageVerdict =
  | { readonly action: 'post' }
  | {
      readonly action: 'spoiler' | 'withhold';
      /** Explicit (with its score, in percent), or not checked (the classifier failed). */
      readonly why:
        | { readonly kind: 'explicit'; readonly score: number }
        | { readonly kind: 'unchecked' };
    };

/**
 * The verdict on one image: an image scored at or over the threshold gets the place's policy. An
 * image that could not be checked is treated as explicit (fail safe: withheld where the policy
 * withholds, behind a spoiler where it spoilers) — the member still gets it privately.
 */
export function imageVerdict(
  check: ImageCheck,
  rule: { readonly policy: ImagePolicy; readonly threshold: number },
): ImageVerdict {
  if (rule.policy === 'allow') return { action: 'post' };
  if (!check.checked) return { action: rule.policy, why: { kind: 'unchecked' } };
  const score = explicitScore(check.scores);
  if (score < rule.threshold) return { action: 'post' };
  return { action: rule.policy, why: { kind: 'explicit', score: Math.round(score * 10) / 10 } };
}
