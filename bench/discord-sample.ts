/** Discord requests made during the run, by kind, and the 429s served. */
export interface DiscordSample {
  readonly total: number;
  readonly byKind: Readonly<Record<string, number>>;
  readonly rateLimitHits: number;
  /** Requests answered with another 4xx/5xx (not 429), by `status route`. */
  readonly errors: Readonly<Record<string, number>>;
}
