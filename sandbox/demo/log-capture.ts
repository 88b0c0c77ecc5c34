import { createWriteStream, type WriteStream } from 'node:fs';
import { createLogger, type Logger, type LogLevel } from '../../src/core/logger.js';

/** Options of {@link createLogCapture}. */
export interface LogCaptureOptions {
  /** Also append every line to this file. @default undefined (memory only) */
  readonly file?: string;
  /** Lowest level kept. @default 'info' */
  readonly level?: Exclude<LogLevel, 'silent'>;
  /** How many recent warn/error lines are kept for a failure report. @default 20 */
  readonly keep?: number;
  /** Messages whose latest line is kept whole, for {@link LogCapture.last}. @default [] */
  readonly remember?: readonly string[];
}

/** The bot's log kept off the terminal: recent problems in memory, everything in a file if asked. */
export interface LogCapture {
  readonly logger: Logger;
  /** The most recent warn and error lines, oldest first, as `level: msg (error message)`. */
  problems(): string[];
  /** The latest line logged with `msg` (one of the options' `remember`), parsed. */
  last(msg: string): Record<string, unknown> | undefined;
  /** Flushes and closes the file, if any. */
  close(): Promise<void>;
}

const CAPTURE_DEFAULTS = { level: 'info', keep: 20 } as const;

function summarize(line: string): string {
  const entry = JSON.parse(line) as { level?: string; msg?: string; error?: { message?: string } };
  const detail = entry.error?.message ? ` (${entry.error.message})` : '';
  return `${entry.level}: ${entry.msg}${detail}`;
}

/** A logger for a bot run inside the demo or the bench, where log lines would be noise. */
export function createLogCapture(options: LogCaptureOptions = {}): LogCapture {
  const { file, level, keep } = { ...CAPTURE_DEFAULTS, ...options };
  const remember = new Set(options.remember);
  const remembered = new Map<string, Record<string, unknown>>();
  const stream: WriteStream | undefined = file
    ? createWriteStream(file, { flags: 'a' })
    : undefined;
  const recent: string[] = [];
  const logger = createLogger({
    level,
    write: (line, lineLevel) => {
      stream?.write(`${line}\n`);
      if (remember.size > 0) {
        const entry = JSON.parse(line) as Record<string, unknown>;
        if (typeof entry.msg === 'string' && remember.has(entry.msg))
          remembered.set(entry.msg, entry);
      }
      if (lineLevel !== 'warn' && lineLevel !== 'error') return;
      recent.push(summarize(line));
      if (recent.length > keep) recent.shift();
    },
  });
  return {
    logger,
    problems: () => [...recent],
    last: (msg) => remembered.get(msg),
    close: () =>
      new Promise<void>((resolve) => {
        if (!stream) resolve();
        else stream.end(() => resolve());
      }),
  };
}
