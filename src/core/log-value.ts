/** What a log line may carry of a value: secrets masked, errors' useful fields, bounded work. */

const SECRET_FIELDS =
  /^(api_?key|key|token|login_?token|secret|prompt|negative_?prompt|authorization)$/i;
const API_KEY = /sk-[0-9a-fA-F]{8,}/g;

/** Nesting levels kept below the line itself; anything deeper is {@link TRUNCATED}. */
const MAX_DEPTH = 10;
/** Values visited per line; past it every value left is {@link TRUNCATED}. */
const MAX_VALUES = 2_000;
/** Items kept of one array. */
const MAX_ITEMS = 100;

const TRUNCATED = '[Truncated]';
const CIRCULAR = '[Circular]';
const REDACTED = '[redacted]';

/** An error's fields kept besides name, message and stack (not a body, nor a URL with a token). */
const ERROR_FIELDS = ['code', 'detail', 'errno', 'syscall', 'path', 'address', 'port', 'status'];

/** Replaces anything shaped like an API key in `text` with a redaction marker. */
export function redactSecrets(text: string): string {
  return text.replace(API_KEY, 'sk-[redacted]');
}

/** One line's walk: its budget and the objects on the path from the line to the current value. */
class Walk {
  #left = MAX_VALUES;
  readonly #ancestors = new Set<object>();
  readonly #redact: (text: string) => string;

  constructor(redact: (text: string) => string) {
    this.#redact = redact;
  }

  value(value: unknown, depth: number): unknown {
    if (this.#left <= 0) return TRUNCATED;
    this.#left -= 1;
    if (typeof value === 'string') return this.#redact(value);
    if (typeof value === 'bigint') return value.toString();
    if (value === null || typeof value !== 'object') return value;
    if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
    if (depth > MAX_DEPTH) return TRUNCATED;
    if (this.#ancestors.has(value)) return CIRCULAR;
    this.#ancestors.add(value);
    try {
      if (value instanceof Error) return this.#error(value, depth);
      if (Array.isArray(value)) return this.#array(value, depth);
      return this.#object(value, depth);
    } finally {
      this.#ancestors.delete(value);
    }
  }

  #error(error: Error, depth: number): Record<string, unknown> {
    const fields = error as unknown as Record<string, unknown>;
    const out: Record<string, unknown> = {
      name: error.name,
      message: this.#redact(String(error.message)),
    };
    if (error.stack) out.stack = this.#redact(error.stack);
    for (const field of ERROR_FIELDS) {
      if (fields[field] !== undefined) out[field] = this.value(fields[field], depth + 1);
    }
    if (error.cause !== undefined) out.cause = this.value(error.cause, depth + 1);
    if (error instanceof AggregateError) out.errors = this.value(error.errors, depth + 1);
    return out;
  }

  #array(items: readonly unknown[], depth: number): unknown[] {
    const out = items.slice(0, MAX_ITEMS).map((item) => this.value(item, depth + 1));
    if (items.length > MAX_ITEMS) out.push(`[${items.length - MAX_ITEMS} more]`);
    return out;
  }

  #object(object: object, depth: number): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const key in object) {
      if (!Object.hasOwn(object, key)) continue;
      if (this.#left <= 0) {
        out['…'] = TRUNCATED;
        break;
      }
      const item = (object as Record<string, unknown>)[key];
      out[this.#redact(key)] = SECRET_FIELDS.test(key) ? REDACTED : this.value(item, depth + 1);
    }
    return out;
  }
}

/**
 * A copy of `value` safe to log and stringify: fields named like secrets `[redacted]`, `sk-…` keys
 * masked, and in every string and field name what `redact` masks (the secrets the process holds,
 * by value); errors with {@link ERROR_FIELDS} and causes, cycles `[Circular]`, and what lies
 * deeper than 10 levels or past 2,000 values `[Truncated]`.
 */
export function toLogValue(
  value: unknown,
  redact: (text: string) => string = (text) => text,
): unknown {
  return new Walk((text) => redact(redactSecrets(text))).value(value, 0);
}
