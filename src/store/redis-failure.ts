/** How deep {@link redisFailureReason} looks into an error's causes. */
const CAUSE_DEPTH = 5;

/** A reply's error word: upper-case letters at the start of Redis's message. */
const REPLY_WORD = /^([A-Z][A-Z_]{2,})\b/;

/**
 * Why `error` (a node-redis failure, or one wrapping it) happened, in the words an operator looks
 * up: Redis's reply word (`WRONGPASS`), the OS error's code (`ECONNREFUSED`), `timeout` for no
 * answer, else the error's name. Reads fields and names only (no node-redis loaded).
 */
export function redisFailureReason(error: unknown): string {
  let cause = error;
  for (let depth = 0; depth < CAUSE_DEPTH && cause instanceof Error; depth += 1) {
    const { code } = cause as { code?: unknown };
    if (typeof code === 'string' && code !== '') return code;
    const word = REPLY_WORD.exec(cause.message)?.[1];
    // Redis 6+ answers a password it was not asked for with a plain ERR: told apart here.
    if (word === 'ERR' && /^ERR AUTH\b.*without any password configured/.test(cause.message)) {
      return 'ERR AUTH';
    }
    if (word) return word;
    const type = typeName(cause);
    if (/Timeout/.test(type)) return 'timeout';
    if (cause.cause === undefined) return type;
    cause = cause.cause;
  }
  return cause instanceof Error ? typeName(cause) : 'error';
}

/** An error's type: its name, or its class's where the name was left `Error` (node-redis's). */
const typeName = (error: Error): string =>
  error.name === 'Error' ? error.constructor.name || error.name : error.name;

/** Whether a start should try again after `reason`: nothing answered yet (not a wrong password). */
export function isPassingRedisFailure(reason: string): boolean {
  return [
    'ECONNREFUSED',
    'ECONNRESET',
    'EAI_AGAIN',
    'EHOSTUNREACH',
    'ENETUNREACH',
    'timeout',
    'LOADING',
    'SocketClosedUnexpectedlyError',
  ].includes(reason);
}

/** Where a Redis URL points, without its password: `host:port`. */
export function redisAddress(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname || 'localhost'}:${parsed.port || '6379'}`;
  } catch {
    return 'the address of DATABASE_URL';
  }
}

/** What each known reason means for a start on the Redis at `at` (`host:port`); what to change. */
const ADVICE: Readonly<Record<string, (at: string, timeoutMs: number) => string>> = {
  WRONGPASS: (at) =>
    `Redis at ${at} refused the password (WRONGPASS): put the password Redis expects in ` +
    'DATABASE_URL, as redis://:PASSWORD@host:port (or redis://USER:PASSWORD@host:port for an ACL user)',
  NOAUTH: (at) =>
    `Redis at ${at} needs a password (NOAUTH): add it to DATABASE_URL, as ` +
    'redis://:PASSWORD@host:port',
  'ERR AUTH': (at) =>
    `Redis at ${at} has no password, but DATABASE_URL gives one (ERR AUTH): remove it from ` +
    'DATABASE_URL, or set the password on Redis (requirepass)',
  ENOTFOUND: (at) =>
    `the Redis host ${at.slice(0, at.lastIndexOf(':'))} cannot be resolved (ENOTFOUND): ` +
    'check the host name in DATABASE_URL, and that this machine (or container) can resolve it',
  ECONNREFUSED: (at, timeoutMs) =>
    `nothing accepted a connection at ${at} within ${timeoutMs} ms (ECONNREFUSED): start ` +
    'Redis there, or fix the host and port in DATABASE_URL',
  timeout: (at, timeoutMs) =>
    `Redis at ${at} did not answer within ${timeoutMs} ms: check the host and port in ` +
    'DATABASE_URL, and that no firewall drops the connection (REDIS_START_TIMEOUT_MS sets the wait)',
};

/** What `reason` means for a start on the Redis at `url` and what to change (without password). */
export function redisStartAdvice(url: string, reason: string, timeoutMs: number): string {
  const at = redisAddress(url);
  const known = Object.hasOwn(ADVICE, reason) ? ADVICE[reason] : undefined;
  if (known) return known(at, timeoutMs);
  return (
    `Redis at ${at} could not be used (${reason}): check DATABASE_URL and the Redis server's ` +
    'log (REDIS_START_TIMEOUT_MS sets how long a start waits)'
  );
}
