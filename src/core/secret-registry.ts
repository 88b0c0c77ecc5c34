import { ANCHOR_LENGTH, replaceSpans, SecretMatcher } from './secret-matcher.js';

/** Options of {@link SecretRegistry}. */
export interface SecretRegistryOptions {
  /**
   * Secrets {@link SecretRegistry.note}d in use held at once; past it the least recently used is
   * forgotten. Pinned ones (the configuration's) do not count. @default 500
   */
  capacity?: number;
}

/**
 * Values shorter than this are not held: masking them would mask ordinary words and numbers
 * (every backend's key is longer).
 */
export const MIN_SECRET_LENGTH = ANCHOR_LENGTH;

/** What a secret is replaced with in a log line. */
export const SECRET_MARKER = '[redacted]';

/**
 * Every secret the process holds, by value, so a log line never repeats one however a provider
 * or relay echoes it: the configuration's (pinned, for the process's life) and the keys and
 * tokens members enter or the store decrypts (noted as they are used, the last `capacity` kept).
 * The logger {@link redact}s each string of a line with it, in time linear in the string; a
 * secret noted or forgotten costs its own length, whatever else is held (a burst of members with
 * new keys rebuilds nothing).
 */
export class SecretRegistry {
  readonly #capacity: number;
  readonly #pinned = new Set<string>();
  /** Noted secrets, least recently used first (a `Map` keeps insertion order). */
  readonly #recent = new Map<string, true>();
  /** Every form of every secret held. */
  readonly #matcher = new SecretMatcher();

  constructor(options: SecretRegistryOptions = {}) {
    this.#capacity = options.capacity ?? 500;
  }

  /** Holds `secret` (trimmed) for the process's life: a configured token or key. */
  pin(secret: string | undefined): void {
    const value = held(secret);
    if (value === undefined || this.#pinned.has(value)) return;
    this.#pinned.add(value);
    if (!this.#recent.delete(value)) for (const form of formsOf(value)) this.#matcher.add(form);
  }

  /** Holds `secret` (trimmed) among the recently used: a key entered, decrypted or sent. */
  note(secret: string | undefined): void {
    const value = held(secret);
    if (value === undefined || this.#pinned.has(value)) return;
    const known = this.#recent.delete(value);
    this.#recent.set(value, true);
    if (known) return;
    for (const form of formsOf(value)) this.#matcher.add(form);
    for (const oldest of this.#recent.keys()) {
      if (this.#recent.size <= this.#capacity) break;
      this.#recent.delete(oldest);
      for (const form of formsOf(oldest)) this.#matcher.remove(form);
    }
  }

  /** `text` with every secret held, as is or URL-encoded, replaced by {@link SECRET_MARKER}. */
  redact(text: string): string {
    return replaceSpans(text, this.#matcher.spans(text), SECRET_MARKER);
  }
}

const held = (secret: string | undefined): string | undefined => {
  const value = secret?.trim();
  return value && value.length >= MIN_SECRET_LENGTH ? value : undefined;
};

/** A secret as is, and URL-encoded where that differs. */
const formsOf = (secret: string): string[] => {
  const encoded = encodeURIComponent(secret);
  return encoded === secret ? [secret] : [secret, encoded];
};
