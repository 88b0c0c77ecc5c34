import { Prng } from '../prng.js';
import { DEFAULT_ALCHEMIST_FORMS } from './alchemy-forms.js';
import { AlchemyQueue } from './alchemy-queue.js';
import { drawPostProcessed, formResult } from './alchemy-results.js';
import { FaultInjector } from './fault-injector.js';
import { NO_HORDE_FAULTS } from './horde-faults.js';
import type { ResolvedHordeOptions } from './horde-options.js';
import { HORDE_STATS, type HordeStats } from './horde-stats.js';
import { ImageStore } from './image-store.js';
import { RateLimiter } from './rate-limiter.js';
import { RequestQueue } from './request-queue.js';
import { type HordeSpecValidator, sharedHordeSpecValidator } from './spec/spec-validator.js';
import { UserRegistry } from './user-registry.js';
import type { WaitingPrompt } from './waiting-prompt.js';
import { WorkerPool } from './worker-pool.js';

/** The state every route works on; one per emulator instance. */
export interface EmulatorContext {
  readonly options: ResolvedHordeOptions;
  readonly users: UserRegistry;
  readonly pool: WorkerPool;
  readonly queue: RequestQueue;
  /** Alchemy requests and the alchemists serving them. */
  readonly alchemy: AlchemyQueue;
  readonly images: ImageStore;
  readonly faults: FaultInjector;
  readonly limiter: RateLimiter;
  readonly spec: HordeSpecValidator;
  readonly stats: HordeStats;
  readonly prng: Prng;
  readonly now: () => number;
  /** Mean scaled job duration in ms (for `wait_time` and `eta`). */
  readonly meanJobMs: number;
  /** Base URL of image URLs (known once the server listens). */
  readonly imageBase: () => string;
  /** `find_user` answers cached 30 s per key, as the Horde's Redis cache. */
  readonly userCache: Map<string, { at: number; body: unknown }>;
  /** Submissions counted, for request order. */
  seq: number;
}

/** Whether an image of `wp` trips the NSFW filter: SFW + censor, a test word in the prompt. */
function tripsFilter(words: readonly string[], wp: WaitingPrompt): boolean {
  if (wp.nsfw || !wp.censorNsfw) return false;
  const prompt = wp.prompt.toLowerCase();
  return words.some((word) => prompt.includes(word.toLowerCase()));
}

/** Builds the state of one emulator from its resolved options. */
export function createEmulatorContext(
  options: ResolvedHordeOptions,
  imageBase: () => string,
): EmulatorContext {
  const stats = HORDE_STATS.create();
  const users = new UserRegistry(options.now);
  for (const user of options.users) users.add(user);
  const prng = new Prng(options.seed);
  const faults = new FaultInjector(
    new Prng(options.seed ^ 0x5eed),
    NO_HORDE_FAULTS,
    'routes',
    stats.faults,
  );
  const pool = new WorkerPool(options.models, prng);
  const [min, max] = options.jobDurationMs;
  const jobMs = [min * options.timeScale, max * options.timeScale] as const;
  const images = new ImageStore();
  const [formMin, formMax] = options.formDurationMs;
  const alchemy = new AlchemyQueue({
    alchemists: { threads: 2, forms: DEFAULT_ALCHEMIST_FORMS, maxTiles: 16, ...options.alchemists },
    prng,
    faults,
    stats,
    formMs: [formMin * options.timeScale, formMax * options.timeScale],
    expiryMs: options.expiryMs,
    deliver: (interrogation, form, t) =>
      formResult(form, interrogation.source.colour, () =>
        images.alchemyUrl(imageBase(), form.id, t, () =>
          drawPostProcessed(interrogation.source, form.name),
        ),
      ),
  });
  return {
    options,
    users,
    pool,
    queue: new RequestQueue({
      pool,
      prng,
      faults,
      stats,
      jobMs,
      expiryMs: options.expiryMs,
      trips: (wp) => tripsFilter(options.nsfwWords, wp),
    }),
    alchemy,
    images,
    faults,
    limiter: new RateLimiter(options.now),
    spec: sharedHordeSpecValidator(),
    stats,
    prng,
    now: options.now,
    meanJobMs: (jobMs[0] + jobMs[1]) / 2,
    imageBase,
    userCache: new Map(),
    seq: 0,
  };
}
