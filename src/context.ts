import type { ImageService } from './api/types.js';
import type { Config } from './config.js';
import type { JobManager } from './jobs/job-manager.js';
import type { Logger } from './logger.js';
import type { Stores } from './store/create-stores.js';

/**
 * Everything a handler needs, built once by `startApp` (called from `src/index.ts`) and passed
 * explicitly: nothing imports a live instance.
 */
export interface AppContext {
  readonly config: Config;
  readonly logger: Logger;
  readonly api: ImageService;
  readonly stores: Stores;
  readonly jobs: JobManager;
}
