import { format } from 'node:util';
import type { Logger } from './logger.js';

/**
 * Sends what a library writes with `console.warn` (discord.js's event emitters warn of a listener
 * leak that way) and Node's process warnings through `logger`: each is one line in the log's
 * format, with its text, instead of a stray plain-text line between JSON ones. `targets`: the
 * process's console and its warnings, which tests replace.
 */
export function logStrayOutput(
  logger: Logger,
  targets: {
    readonly console: Pick<Console, 'warn'>;
    readonly process: Pick<NodeJS.Process, 'removeAllListeners' | 'on'>;
  } = { console, process },
): void {
  const log = logger.child({ component: 'stray output' });
  targets.console.warn = (...args: unknown[]) =>
    log.warn('a library warned', { text: format(...args) });
  targets.process.removeAllListeners('warning');
  targets.process.on('warning', (warning: Error) =>
    log.warn('Node.js warned', { name: warning.name, text: warning.message }),
  );
}
