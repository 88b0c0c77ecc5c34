import { Prng } from '../prng.js';
import { FaultInjector } from './fault-injector.js';
import { NO_FAULTS } from './image-api-faults.js';
import type { ResolvedImageApiOptions } from './image-api-options.js';
import { createImageApiStats, type ImageApiStats } from './image-api-stats.js';
import { TaskRegistry } from './task-registry.js';
import { UserRegistry } from './user-registry.js';

/** The state every route handler works on; one per emulator instance, never shared. */
export interface EmulatorContext {
  readonly users: UserRegistry;
  readonly tasks: TaskRegistry;
  readonly faults: FaultInjector;
  readonly stats: ImageApiStats;
  readonly costPerGeneration: number;
  readonly now: () => number;
}

/**
 * Builds the state of one emulator from its resolved options, seeding users. `imageBase` gives
 * the base URL of `image_url`s (known only once the server listens).
 */
export function createEmulatorContext(
  opts: ResolvedImageApiOptions,
  imageBase: () => string,
): EmulatorContext {
  const stats = createImageApiStats();
  const users = new UserRegistry(opts.now);
  for (const user of opts.users) users.add(user);
  return {
    users,
    stats,
    tasks: new TaskRegistry({
      now: opts.now,
      prng: new Prng(opts.seed),
      durations: opts.durations,
      timeScale: opts.timeScale,
      imageBase,
    }),
    faults: new FaultInjector(new Prng(opts.seed ^ 0x5eed), NO_FAULTS, 'endpoints', stats.faults),
    costPerGeneration: opts.costPerGeneration,
    now: opts.now,
  };
}
