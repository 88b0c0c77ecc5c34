import { z } from 'zod';

/** A number from `min` to `max`, whole unless `whole` is false; anything else is told `message`. */
export const numberIn = (min: number, max: number, message: string, whole = true) => {
  const number = z.coerce.number(message);
  return (whole ? number.int(message) : number).min(min, message).max(max, message);
};

/** A whole number from `min` to `max`, `fallback` when unset; its message says all three. */
export const integer = (fallback: number, min: number, max: number) =>
  numberIn(min, max, `must be a whole number from ${min} to ${max} (default ${fallback})`).default(
    fallback,
  );

/** Comma-separated values, each trimmed, empty ones left out. */
export const commaList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

/**
 * An http(s) URL: a value without its scheme (`images.example.com`) is told so, not reported
 * missing. `required` is what is said when the variable is unset.
 */
export const httpUrl = (required: string) =>
  z.url({
    protocol: /^https?$/,
    error: (issue) =>
      issue.input === undefined
        ? required
        : 'must be a URL with its scheme, http:// or https://, e.g. https://images.example.com',
  });

/** What {@link baseUrl} refuses at a URL's end, and the base it says to set instead. */
export interface EndpointTrap {
  /** The paths the bot adds itself, matched at the end of the URL's path (`/sdapi(?:/.*)?`). */
  readonly endsIn: RegExp;
  /** What the variable is instead, as the line says it (`the WebUI's base URL, before /sdapi/v1`). */
  readonly is: string;
  /** The value is a secret: the line says what to drop, never the URL it would leave. */
  readonly secret?: boolean;
}

/**
 * An http(s) base URL the bot adds its own paths to (`httpUrl`), refused where its path ends in
 * one of them (an endpoint pasted whole: `…/sdapi/v1/txt2img`), the problem saying what to drop
 * and, unless it is a secret, the URL to set: such a value never works, so the start ends on it.
 */
export const baseUrl = (required: string, trap: EndpointTrap) =>
  httpUrl(required).superRefine((value, context) => {
    if (!URL.canParse(value)) return;
    const url = new URL(value);
    const path = url.pathname.replace(/\/+$/, '');
    const found = new RegExp(`(?:${trap.endsIn.source})$`).exec(path);
    if (!found) return;
    const base = `${url.origin}${path.slice(0, found.index)}`;
    const fix = trap.secret ? `drop it, leaving ${trap.is}` : `set it to ${trap.is}: ${base}`;
    context.addIssue({
      code: 'custom',
      message: `ends in ${found[0]}, which the bot adds itself: ${fix}`,
    });
  });

/** The defaults that parts below the entry also fall back to, declared once. */
export const CONFIG_DEFAULTS = {
  POLL_INTERVAL_MS: 2_750,
  POLL_JITTER_MS: 250,
  POLL_MIN_INTERVAL_MS: 2_000,
  JOB_TIMEOUT_MS: 600_000,
  MAX_ACTIVE_PER_MEMBER: 4,
  GUILD_MAX_ACTIVE_JOBS: 5,
  GUILD_MAX_CONCURRENT: 4,
  GUILD_MIN_TIME_MS: 50,
  SERVER_KEY_DAILY_LIMIT: 10,
  CREDITS_PER_GENERATION: 1,
  DATABASE_URL: 'sqlite://data/bot.sqlite',
  IMAGE_CHECK_IDLE_MS: 300_000,
} as const;
