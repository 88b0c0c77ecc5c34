import type { FaultInjector } from './fault-injector.js';
import type { ImageApiStats } from './image-api-stats.js';
import type { TaskRegistry } from './task-registry.js';
import type { UserRegistry } from './user-registry.js';

/** The state every route handler works on; one per emulator instance. */
export interface EmulatorContext {
  readonly users: UserRegistry;
  readonly tasks: TaskRegistry;
  readonly faults: FaultInjector;
  readonly stats: ImageApiStats;
  readonly costPerGeneration: number;
  readonly now: () => number;
}
