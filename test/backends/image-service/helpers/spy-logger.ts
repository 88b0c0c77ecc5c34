import { vi } from 'vitest';
import type { Logger } from '../../../../src/core/logger.js';
import { SecretRegistry } from '../../../../src/core/secret-registry.js';

/** A logger whose methods are spies; `child` returns the same logger. */
export function spyLogger() {
  const debug = vi.fn();
  const logger: Logger = {
    secrets: new SecretRegistry(),
    debug,
    info: vi.fn(),
    warn: vi.fn(),
    error: vi.fn(),
    child: () => logger,
  };
  return { logger, debug };
}
