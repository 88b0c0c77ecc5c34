import type { z } from 'zod';
import { parseBotConfig } from '../../../src/app/backends.js';
import { ByteBudget } from '../../../src/core/byte-budget.js';
import { createLogger, type Logger } from '../../../src/core/logger.js';
import { ShutdownStack } from '../../../src/core/shutdown-stack.js';
import type { BackendRegistration } from '../../../src/image-backend/backend-registration.js';
import type { ImageBackend } from '../../../src/image-backend/image-backend.js';
import { ImageDownloader } from '../../../src/image-backend/image-download.js';
import type { KeyUsageLedger } from '../../../src/image-backend/key-usage.js';
import { VALID_ENV } from '../../core/config-kit.js';

/** A backend made by its registration as the bot makes it, its log kept. */
export interface RegisteredBackendKit {
  readonly backend: ImageBackend;
  /** Every line it logged, each `<level> <msg>`. */
  readonly lines: string[];
  /** The logger it was given: the secrets it noted mask what it writes. */
  readonly logger: Logger;
  /** Releases what it made (its clients, its pool's probes, its downloads). */
  close(): Promise<void>;
}

const NO_USAGE: KeyUsageLedger = {
  add: async () => undefined,
  month: async () => ({ images: 0, tokens: 0 }),
};

/**
 * Makes `registration`'s backend from `env` (over the fewest variables the bot starts with) and
 * the parts the process gives it (`app/backends.ts`): its downloads through the port's bounded
 * download, its lines kept.
 */
export async function makeRegistered<S extends z.ZodObject>(
  registration: BackendRegistration<S>,
  env: Record<string, string>,
): Promise<RegisteredBackendKit> {
  const config = parseBotConfig({ ...VALID_ENV, BACKENDS: registration.id, ...env });
  const lines: string[] = [];
  const logger = createLogger({
    level: 'info',
    write: (line) => {
      const { level, msg } = JSON.parse(line) as { level: string; msg: string };
      lines.push(`${level} ${msg}`);
    },
  });
  const stack = new ShutdownStack(logger);
  const downloadMemory = new ByteBudget(config.IMAGE_DOWNLOAD_MEMORY_BYTES);
  const made = await registration.make(config as never, {
    config,
    logger,
    stack,
    usage: NO_USAGE,
    downloadMemory,
    download: (baseUrl, policy, hosts = []) => {
      const images = new ImageDownloader({
        baseUrl: new URL(baseUrl),
        policy,
        imageHosts: hosts,
        allowPrivateImageHosts: true,
        memory: downloadMemory,
      });
      stack.use(`image downloads from ${baseUrl}`, images, (used) => used.close());
      return (url, options) => images.download(url, options);
    },
    requestEnded: () => undefined,
  });
  return { backend: made.backend, lines, logger, close: () => stack.close() };
}
