import type { AdjustableClock } from './clock.js';
import { defaultBotPermissions, type PermissionInput } from './permissions.js';
import type {
  RateLimitOverrides,
  RetryAfterFormat,
  RouteRateLimits,
} from './rest/rate-limit-rules.js';

/** Options of `startDiscordEmulator`. */
export interface DiscordEmulatorOptions {
  /** TCP port; 0 picks a free one. @default 0 */
  port?: number;
  /** @default '127.0.0.1' */
  host?: string;
  /** The bot token clients must send. @default a random token in Discord's format */
  token?: string;
  /** The application id (also the bot's user id). @default a new snowflake */
  applicationId?: string;
  /** The bot's username. @default 'Imagine' */
  botName?: string;
  /** The clock every time rule reads; advance it to cross the 3 s / 15 min rules. @default new AdjustableClock() (real time) */
  clock?: AdjustableClock;
  /** A time source to follow instead of `Date.now` (ignored when `clock` is given). */
  now?: () => number;
  /** Per-rule rate-limit overrides (`false` disables a rule). @default {} (see `defaultRateLimits`) */
  rateLimits?: RateLimitOverrides;
  /** Per-route rules by route name (bucket per route and major id), replacing the route's rule; `false` exempts it. @default {} */
  routeRateLimits?: RouteRateLimits;
  /** `Retry-After` as exact seconds or rounded up to whole seconds like Discord. @default 'exact' */
  retryAfter?: RetryAfterFormat;
  /** The bot's role permissions in new guilds. @default defaultBotPermissions */
  botPermissions?: PermissionInput;
  /** The recommended shard count `GET /gateway/bot` answers (`shards`). @default 1 */
  shards?: number;
  /** `max_concurrency`: shards whose `shard_id % max_concurrency` differ may identify at once. @default 1 */
  maxConcurrency?: number;
  /** Session starts (IDENTIFYs) per 24 hours; one more resets the token, as Discord does. @default 1000 */
  sessionStartLimit?: number;
  /**
   * How long (emulator clock) a `max_concurrency` bucket stays closed after an IDENTIFY; a second
   * IDENTIFY in it sooner gets op 9 Invalid Session (`d: false`). Discord's value is 5000; 0 turns
   * the rule off, so a bot restarted against the same emulator is not held back 5 s. @default 0
   */
  identifyIntervalMs?: number;
  /** Guilds one shard may hold; an IDENTIFY for a shard with more closes with 4011. @default 2500 */
  maxGuildsPerShard?: number;
  /** HELLO's heartbeat interval. @default 41250 */
  heartbeatIntervalMs?: number;
  /** How many dispatches a session keeps for RESUME. @default 1000 */
  replayBufferSize?: number;
  /** Time to the first response before `10062`. @default 3000 */
  interactionAckMs?: number;
  /** Interaction token lifetime before `50027`. @default 900000 (15 minutes) */
  interactionTokenTtlMs?: number;
  /** Per-file upload limit (also sent as `attachment_size_limit`). @default 10485760 (10 MiB) */
  attachmentSizeLimit?: number;
  /** Per-request upload limit. @default 26214400 (25 MiB) */
  requestSizeLimit?: number;
  /**
   * Whether the application has Activities enabled from the start (its `EMBEDDED` flag), as an
   * owner enables them in the Developer Portal before starting the bot; `activities.configure(url)`
   * maps `/` later. @default false
   */
  activities?: boolean;
  /** Print one line per REST request to stdout. @default false */
  logRequests?: boolean;
  /**
   * Check every request body (JSON or multipart `payload_json`) against Discord's OpenAPI spec
   * and answer `400 50035 Invalid Form Body` when it does not conform. The emulator's own checks
   * (limits the spec cannot express) apply either way. @default true
   */
  validatePayloads?: boolean;
  /**
   * Check every 2xx answer the emulator sends against the schema Discord's OpenAPI spec gives that
   * route and status. A mismatch is printed (`console.error`) and kept on the request's log entry
   * (`entry.answerProblems`; `discord.answerMismatches` lists them), so a test can assert that the
   * bot only ever saw shapes Discord sends. Off by default: it costs a validation per answer.
   * @default false
   */
  validateResponses?: boolean;
}

/** Defaults merged under the options. */
export const emulatorDefaults = {
  port: 0,
  host: '127.0.0.1',
  botName: 'Imagine',
  rateLimits: {},
  routeRateLimits: {},
  retryAfter: 'exact',
  botPermissions: defaultBotPermissions,
  shards: 1,
  maxConcurrency: 1,
  sessionStartLimit: 1_000,
  identifyIntervalMs: 0,
  maxGuildsPerShard: 2_500,
  heartbeatIntervalMs: 41_250,
  replayBufferSize: 1_000,
  interactionAckMs: 3_000,
  interactionTokenTtlMs: 15 * 60_000,
  attachmentSizeLimit: 10 * 1024 * 1024,
  requestSizeLimit: 25 * 1024 * 1024,
  activities: false,
  logRequests: false,
  validatePayloads: true,
  validateResponses: false,
} as const;
