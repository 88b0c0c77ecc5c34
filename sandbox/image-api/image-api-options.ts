import {
  COMMON_DEFAULTS,
  type CommonEmulatorOptions,
  withDefaults,
} from '../emulator-kit/emulator-options.js';

/** A temporary credit grant (check-in or top-up) that stops counting at `expiresAt`. */
export interface TemporaryCredits {
  amount: number;
  /** Epoch milliseconds, per the emulator's clock; the grant no longer counts from this instant. */
  expiresAt: number;
}

/** A user known to the emulator: the login token creates keys, the credits pay for generations. */
export interface SeedUser {
  /** Unique user name, reported as `username` by `user_balance`. */
  name: string;
  /** Unique login token accepted by the `api.php` key actions. */
  loginToken: string;
  /** Main-account credits. */
  credits: number;
  /** @default [] */
  temporaryCredits?: TemporaryCredits[];
}

/** Task durations in milliseconds, before time scaling: a uniform pick in `[min, max]`. */
export interface TaskDurations {
  /** `default`, `anime` and `z-image` tasks. @default [10_000, 60_000] */
  nodeGraph: readonly [number, number];
  /** `rr3` tasks. @default [10_000, 30_000] */
  rr3: readonly [number, number];
}

/** Options of `startImageApi` (its clock runs task progress, credit expiry and stats timestamps). */
export interface ImageApiOptions extends CommonEmulatorOptions {
  /** Credits taken from the user at each accepted submission. @default 1 */
  costPerGeneration?: number;
  /** @default { nodeGraph: [10_000, 60_000], rr3: [10_000, 30_000] } */
  durations?: TaskDurations;
  /** Users present from the start. @default [] */
  users?: SeedUser[];
  /** Base of the `image_url`s handed out. @default the emulator's own `url` */
  publicUrl?: string;
}

/** The defaults every `ImageApiOptions` is merged over. */
export const DEFAULT_IMAGE_API_OPTIONS = {
  ...COMMON_DEFAULTS,
  costPerGeneration: 1,
  durations: { nodeGraph: [10_000, 60_000], rr3: [10_000, 30_000] },
  users: [],
  publicUrl: undefined,
  log: undefined,
} as const;

/** Options with every default applied. */
export type ResolvedImageApiOptions = Required<
  Omit<ImageApiOptions, 'publicUrl' | 'log' | 'users'>
> &
  Pick<ImageApiOptions, 'publicUrl' | 'log'> & { users: readonly SeedUser[] };

/** Merges `options` over {@link DEFAULT_IMAGE_API_OPTIONS}, ignoring keys set to undefined. */
export function resolveImageApiOptions(options: ImageApiOptions = {}): ResolvedImageApiOptions {
  const merged: ResolvedImageApiOptions = withDefaults(DEFAULT_IMAGE_API_OPTIONS, options);
  if (!(merged.costPerGeneration >= 0)) throw new RangeError('costPerGeneration must be >= 0');
  return merged;
}
