import { toLogValue } from './log-value.js';
import { prettyLine } from './pretty-log.js';
import { SecretRegistry } from './secret-registry.js';

export { redactSecrets } from './log-value.js';

/** Log levels in increasing severity; `silent` logs nothing. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

type Level = Exclude<LogLevel, 'silent'>;

/** Log line formats: one JSON object per line, or a readable line for a terminal. */
export const LOG_FORMATS = ['pretty', 'json'] as const;

/** A format of {@link LOG_FORMATS}. */
export type LogFormat = (typeof LOG_FORMATS)[number];

/**
 * The format to log in: `configured` (`LOG_FORMAT`), else pretty when `stream` (stdout) is a
 * terminal, JSON otherwise (a file, a pipe, a container's log driver).
 */
export function resolveLogFormat(
  configured: string | undefined,
  stream: { readonly isTTY?: boolean } = process.stdout,
): LogFormat {
  const named = LOG_FORMATS.find((format) => format === configured);
  return named ?? (stream.isTTY ? 'pretty' : 'json');
}

/** Structured fields attached to a log line. */
export type LogFields = Record<string, unknown>;

/** A structured logger: one line per call (JSON or readable), secrets redacted. */
export interface Logger {
  /** The secrets masked by value in every line (shared by its children); note them as they come. */
  readonly secrets: SecretRegistry;
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
  /** A logger whose lines all carry `bindings`. */
  child(bindings: LogFields): Logger;
}

/** Options of {@link createLogger}. */
export interface LoggerOptions {
  /** @default 'info' */
  level?: LogLevel;
  /** @default 'json' */
  format?: LogFormat;
  /** Whether a pretty line is colored. @default stdout is a terminal and `NO_COLOR` is unset */
  color?: boolean;
  /** Where each line goes. @default a write to stdout (stderr for warn and error) */
  write?: (line: string, level: Level) => void;
  /** The secrets masked by value. @default a registry of its own, empty */
  secrets?: SecretRegistry;
}

const SEVERITY = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;

const defaultWrite = (line: string, level: Level) =>
  (level === 'warn' || level === 'error' ? process.stderr : process.stdout).write(`${line}\n`);

/**
 * A logger writing JSON lines, or readable ones with `format: 'pretty'`; secrets are masked (by
 * value, those its {@link SecretRegistry} holds, and fields named like one) and
 * errors written with their code, detail and causes (see `toLogValue`).
 */
export function createLogger(options: LoggerOptions = {}): Logger {
  const color = options.color ?? (Boolean(process.stdout.isTTY) && !process.env.NO_COLOR);
  const render: (entry: Record<string, unknown>) => string =
    options.format === 'pretty' ? (entry) => prettyLine(entry, color) : JSON.stringify;
  const threshold = SEVERITY[options.level ?? 'info'];
  const write = options.write ?? defaultWrite;
  const secrets = options.secrets ?? new SecretRegistry();
  const redact = (text: string) => secrets.redact(text);
  const make = (bound: LogFields): Logger => {
    const at =
      (level: Level) =>
      (msg: string, fields: LogFields = {}): void => {
        if (SEVERITY[level] < threshold) return;
        const time = new Date().toISOString();
        const entry = toLogValue({ time, level, msg, ...bound, ...fields }, redact);
        write(render(entry as Record<string, unknown>), level);
      };
    return {
      secrets,
      debug: at('debug'),
      info: at('info'),
      warn: at('warn'),
      error: at('error'),
      child: (more) => make({ ...bound, ...more }),
    };
  };
  return make({});
}
