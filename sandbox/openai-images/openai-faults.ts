import type { OpenAiRoute } from './spec/openai-spec.js';

/**
 * Faults the emulator injects, changeable at runtime with `setFaults` (which merges). "Rate"
 * fields are shares in [0, 1] drawn from the seeded generator; "Next" fields are counters that
 * go down by one each time they fire. Answer faults are checked after authentication, in this
 * order: latency, 401, 429 rate limit, 429 quota, dropped connection, 5xx (the first that fires
 * wins; latency adds to whatever follows). Generation faults (`slowFactor`, `cutStreamNext`)
 * act on accepted generations.
 */
export interface OpenAiFaults {
  /** Routes the answer faults apply to. @default 'all' */
  routes: 'all' | readonly OpenAiRoute[];
  /** Real milliseconds added before answering. @default 0 */
  latencyMs: number;
  /** The next N requests get 401 `invalid_api_key`, whatever their key. @default 0 */
  unauthorizedNext: number;
  /**
   * Whether a 401's message repeats the key whole, as some relays in front of a provider do
   * (OpenAI itself masks it: `sk-abc*****wxyz`). @default false
   */
  unauthorizedEchoesKey: boolean;
  /** The next N requests get 429 `rate_limit_exceeded` with `retry-after` and `x-ratelimit-*`. @default 0 */
  rateLimitNext: number;
  /** @default 0 */
  rateLimitRate: number;
  /** Seconds in the fault's `retry-after` header. @default 1 */
  retryAfterSeconds: number;
  /** The next N requests get 429 `insufficient_quota` (no `retry-after`). @default 0 */
  insufficientQuotaNext: number;
  /** The next N requests get `serverErrorStatus` with OpenAI's `server_error` body. @default 0 */
  serverErrorNext: number;
  /** @default 0 */
  serverErrorRate: number;
  /** @default 500 */
  serverErrorStatus: number;
  /** Share of requests whose connection is destroyed without an answer. @default 0 */
  dropRate: number;
  /** Multiplies the duration of generations starting while it is set (a slow call). @default 1 */
  slowFactor: number;
  /**
   * The next N streamed generations lose their connection right after their first partial image
   * (before any event when `partial_images` is 0); nothing is charged. @default 0
   */
  cutStreamNext: number;
}

/** No fault at all; `setFaults(NO_OPENAI_FAULTS)` resets every fault. */
export const NO_OPENAI_FAULTS: OpenAiFaults = {
  routes: 'all',
  latencyMs: 0,
  unauthorizedNext: 0,
  unauthorizedEchoesKey: false,
  rateLimitNext: 0,
  rateLimitRate: 0,
  retryAfterSeconds: 1,
  insufficientQuotaNext: 0,
  serverErrorNext: 0,
  serverErrorRate: 0,
  serverErrorStatus: 500,
  dropRate: 0,
  slowFactor: 1,
  cutStreamNext: 0,
};
