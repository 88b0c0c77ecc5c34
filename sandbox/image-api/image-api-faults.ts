/** Which kind of request a fault can target; `other` is every unknown route. */
export type EndpointKind =
  | 'image_generation'
  | 'task_status'
  | 'user_balance'
  | 'generate_api_key'
  | 'get_api_key'
  | 'revoke_api_key'
  | 'image'
  | 'other';

/** Every endpoint kind, in a stable order. */
export const ENDPOINT_KINDS: readonly EndpointKind[] = [
  'image_generation',
  'task_status',
  'user_balance',
  'generate_api_key',
  'get_api_key',
  'revoke_api_key',
  'image',
  'other',
];

/** Where a failed task's reason goes in its `task_status` data (PHP services use each). */
export type FailedTaskField = 'error' | 'message' | 'msg' | 'detail';

/**
 * Faults the emulator injects, changeable at runtime with `setFaults` (which merges). "Share"
 * fields are probabilities in [0, 1] drawn from the seeded generator; "next" fields are counters
 * that go down by one each time they fire. Request faults are checked in this order: down,
 * moved, latency, 429, dropped connection, 5xx, HTML page, truncated JSON (the first that fires
 * wins, latency adds to whatever follows); a held answer waits after handling. `bom` and
 * `failedTaskField` shape answers instead.
 */
export interface ImageApiFaults {
  /** `unavailable`: every request gets 503; `drop`: every connection is destroyed. Ignores `endpoints`. @default false */
  down: false | 'unavailable' | 'drop';
  /** Endpoint kinds the request faults (moved, latency, 429, drop, 5xx, malformed) and `bom` apply to. @default 'all' */
  endpoints: 'all' | readonly EndpointKind[];
  /**
   * A base URL: requests are answered `301 Moved Permanently` with `Location` = this base plus the
   * request's path and query, without being handled (as after the service moved). @default false
   */
  movedTo: false | string;
  /** JSON answers start with a UTF-8 byte-order mark, as from a PHP file saved "with BOM". @default false */
  bom: boolean;
  /** The `data` field carrying a failed task's reason. @default 'error' */
  failedTaskField: FailedTaskField;
  /** Delay added before answering, in real milliseconds (not time-scaled). @default 0 */
  latencyMs: number;
  /**
   * Delay between handling a request and sending its answer, in real milliseconds (not
   * time-scaled), decided when the request arrives: the answer tells what was true when it was
   * handled (a balance read before a later charge), as over a slow way back. @default 0
   */
  heldAnswerMs: number;
  /** Share of requests answered 429 with `Retry-After`. @default 0 */
  rateLimitRate: number;
  /** The next N requests are answered 429. @default 0 */
  rateLimitNext: number;
  /** Value of the `Retry-After` header, in whole seconds. @default 1 */
  retryAfterSeconds: number;
  /** Share of requests whose connection is destroyed without an answer. @default 0 */
  dropRate: number;
  /** Share of requests answered with `serverErrorStatus` and an error envelope. @default 0 */
  serverErrorRate: number;
  /** @default 500 */
  serverErrorStatus: number;
  /** Share of requests answered with an HTML error page (text/html). @default 0 */
  htmlRate: number;
  /** Share of requests answered with a JSON envelope cut in half (application/json). @default 0 */
  truncatedJsonRate: number;
  /** HTTP status of the HTML and truncated answers. @default 200 */
  malformedStatus: number;
  /**
   * When true, drop, 5xx and malformed answers replace the real answer after the request was
   * handled (a task exists, credits are taken), like a proxy losing the response. When false they
   * answer instead of handling it, with no side effect. @default false
   */
  afterHandling: boolean;
  /** The next N accepted submissions fail (status `failed` once their duration elapses). @default 0 */
  failNextTasks: number;
  /** Share of accepted submissions that fail. @default 0 */
  failTaskRate: number;
  /** The next N accepted submissions never finish (processing, progress stuck below 100). @default 0 */
  hangNextTasks: number;
  /** Share of accepted submissions that never finish. @default 0 */
  hangTaskRate: number;
}

/** No fault at all; `setFaults(NO_FAULTS)` resets every fault. */
export const NO_FAULTS = {
  down: false,
  endpoints: 'all',
  movedTo: false,
  bom: false,
  failedTaskField: 'error',
  latencyMs: 0,
  heldAnswerMs: 0,
  rateLimitRate: 0,
  rateLimitNext: 0,
  retryAfterSeconds: 1,
  dropRate: 0,
  serverErrorRate: 0,
  serverErrorStatus: 500,
  htmlRate: 0,
  truncatedJsonRate: 0,
  malformedStatus: 200,
  afterHandling: false,
  failNextTasks: 0,
  failTaskRate: 0,
  hangNextTasks: 0,
  hangTaskRate: 0,
} as const satisfies ImageApiFaults;
