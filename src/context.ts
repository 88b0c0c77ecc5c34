import type { ImageService } from './api/types.js';
import type { Config } from './config.js';
import type { Logger } from './logger.js';

/**
 * Everything a handler needs, built once in `src/index.ts` (through `startApp`) and passed
 * explicitly: nothing imports a live instance.
 */
export interface AppContext {
  readonly config: Config;
  readonly logger: Logger;
  readonly api: ImageService;
}
