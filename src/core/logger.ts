import { toLogValue } from './log-value.js';

export { redactSecrets } from './log-value.js';

/** Log levels in increasing severity; `silent` logs nothing. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

/** Structured fields attached to a log line. */
export type LogFields = Record<string, unknown>;

/** A structured logger: one JSON object per line, secrets redacted. */
export interface Logger {
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
  /** Where each line goes. @default a write to stdout (stderr for warn and error) */
  write?: (line: string, level: Exclude<LogLevel, 'silent'>) => void;
}

const SEVERITY = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
const defaultWrite = (line: string, level: Exclude<LogLevel, 'silent'>) =>
  (level === 'warn' || level === 'error' ? process.stderr : process.stdout).write(`${line}\n`);

type Level = Exclude<LogLevel, 'silent'>;

/**
 * The JSON-lines logger: one small object per logger and per child (the bot makes a child per
 * job), its methods shared on the prototype. A child keeps its own bindings as given and its
 * parent's by reference, merged only when a line is written.
 */
class JsonLogger implements Logger {
  readonly #threshold: number;
  readonly #write: (line: string, level: Level) => void;
  readonly #bindings: LogFields;
  readonly #parent: JsonLogger | undefined;

  constructor(
    threshold: number,
    write: (line: string, level: Level) => void,
    bindings: LogFields,
    parent?: JsonLogger,
  ) {
    this.#threshold = threshold;
    this.#write = write;
    this.#bindings = bindings;
    this.#parent = parent;
  }

  debug(message: string, fields?: LogFields): void {
    this.#log('debug', message, fields);
  }

  info(message: string, fields?: LogFields): void {
    this.#log('info', message, fields);
  }

  warn(message: string, fields?: LogFields): void {
    this.#log('warn', message, fields);
  }

  error(message: string, fields?: LogFields): void {
    this.#log('error', message, fields);
  }

  child(bindings: LogFields): Logger {
    return new JsonLogger(this.#threshold, this.#write, bindings, this);
  }

  #log(level: Level, message: string, fields: LogFields = {}): void {
    if (SEVERITY[level] < this.#threshold) return;
    const entry = toLogValue({
      time: new Date().toISOString(),
      level,
      msg: message,
      ...this.#allBindings(),
      ...fields,
    });
    this.#write(JSON.stringify(entry), level);
  }

  #allBindings(): LogFields {
    return this.#parent ? { ...this.#parent.#allBindings(), ...this.#bindings } : this.#bindings;
  }
}

/**
 * Creates a JSON-lines logger. Fields named like secrets (key, token, prompt, …) are replaced by
 * `[redacted]` and any `sk-…` key inside a string is masked, at any depth, so no log line carries
 * a secret; an error is written with its code, detail and causes (see `toLogValue`).
 */
export function createLogger(options: LoggerOptions = {}, bindings: LogFields = {}): Logger {
  return new JsonLogger(SEVERITY[options.level ?? 'info'], options.write ?? defaultWrite, bindings);
}
