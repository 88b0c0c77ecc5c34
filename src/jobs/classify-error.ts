/** How the job manager treats an error from the image service while polling. */
export interface ErrorClass {
  /** Worth retrying after a backoff (the service is down, slow, rate limiting or garbled). */
  transient: boolean;
  /** The wait the service asked for, when it said. */
  retryAfterMs?: number;
}

const TRANSIENT = new Set([
  'ServiceUnavailableError',
  'ServiceTimeoutError',
  'RateLimitedError',
  'UnexpectedResponseError',
]);

/** Classifies a polling error: transient ones back off and retry, anything else ends the job. */
export function classifyError(error: unknown): ErrorClass {
  if (!(error instanceof Error) || !TRANSIENT.has(error.name)) return { transient: false };
  const retryAfterMs = (error as { retryAfterMs?: unknown }).retryAfterMs;
  return typeof retryAfterMs === 'number' && retryAfterMs >= 0
    ? { transient: true, retryAfterMs }
    : { transient: true };
}
