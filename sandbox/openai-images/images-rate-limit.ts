import { OpenAiError } from './openai-response.js';

const WINDOW_MS = 60_000;

/** The headers OpenAI sends with its rate limits (`x-ratelimit-*`, resets as `1s`, `6m0s`). */
export function rateLimitHeaders(limit: number, remaining: number, resetMs: number) {
  const seconds = Math.max(0, Math.ceil(resetMs / 1000));
  const reset = seconds >= 60 ? `${Math.floor(seconds / 60)}m${seconds % 60}s` : `${seconds}s`;
  return {
    'x-ratelimit-limit-requests': String(limit),
    'x-ratelimit-remaining-requests': String(Math.max(0, remaining)),
    'x-ratelimit-reset-requests': reset,
    'x-ratelimit-limit-tokens': '100000',
    'x-ratelimit-remaining-tokens': '100000',
    'x-ratelimit-reset-tokens': '0s',
  };
}

/** 429 `rate_limit_exceeded` on images per minute, with `retry-after` and `x-ratelimit-*`. */
export function rateLimited(
  model: string,
  retryAfterSeconds: number,
  limit = 5,
  used = limit,
  requested = 1,
): OpenAiError {
  const seconds = Math.max(1, retryAfterSeconds);
  return new OpenAiError(
    429,
    `Rate limit reached for ${model} in organization org-emulator on images per minute (IPM): Limit ${limit}, Used ${used}, Requested ${requested}. Please try again in ${seconds}s.`,
    'requests',
    null,
    'rate_limit_exceeded',
    { 'retry-after': String(seconds), ...rateLimitHeaders(limit, limit - used, seconds * 1000) },
  );
}

/**
 * Images per minute per key on the emulator's clock (a sliding 60 s window over the images of
 * accepted generations), as OpenAI limits organisations by IPM. Off when `limit` is undefined.
 */
export class ImagesRateLimit {
  readonly #taken = new Map<string, { at: number; images: number }[]>();

  constructor(
    private readonly limit: number | undefined,
    private readonly now: () => number,
  ) {}

  /** Takes `images` for `key` now, or throws the 429 saying when enough will be free. */
  take(key: string, model: string, images: number): void {
    if (this.limit === undefined) return;
    const now = this.now();
    const recent = (this.#taken.get(key) ?? []).filter((t) => t.at > now - WINDOW_MS);
    this.#taken.set(key, recent);
    const used = recent.reduce((sum, t) => sum + t.images, 0);
    if (used + images > this.limit) {
      let freed = used;
      let until = now;
      for (const t of recent) {
        if (freed + images <= this.limit) break;
        freed -= t.images;
        until = t.at + WINDOW_MS;
      }
      throw rateLimited(model, Math.ceil((until - now) / 1000), this.limit, used, images);
    }
    recent.push({ at: now, images });
  }
}
