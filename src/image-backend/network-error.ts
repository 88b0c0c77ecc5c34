import type { AppError } from '../core/app-error.js';
import { errorCodes } from '../core/error-codes.js';
import {
  BackendDownError,
  PoolServerRefusedError,
  ServiceTimeoutError,
  ServiceUnavailableError,
} from './backend-errors.js';

const UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
  'UND_ERR_DESTROYED',
]);
const TIMEOUT = new Set([
  'ETIMEDOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);
/**
 * TLS handshake failures (certificate checks, protocol mismatch): the handshake comes before any
 * byte of the request, so nothing was sent.
 */
const TLS_HANDSHAKE =
  /^(ERR_TLS_CERT_ALTNAME_INVALID|ERR_SSL_WRONG_VERSION_NUMBER|ERR_SSL_.*(HANDSHAKE|PROTOCOL|VERSION|CERTIFICATE).*|CERT_\w+|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|UNABLE_TO_\w+|ERR_TLS_HANDSHAKE_TIMEOUT)$/;
/**
 * The code of a request that timed out while it waited for one of its agent's connections: it was
 * never written to a socket.
 */
export const NOT_DISPATCHED = 'ERR_REQUEST_NOT_DISPATCHED';

/** Failures before a connection existed: the request cannot have reached the service. */
const NOT_SENT = new Set([
  NOT_DISPATCHED,
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

const notSent = (code: string) => NOT_SENT.has(code) || TLS_HANDSHAKE.test(code);

/**
 * Whether `error` shows the request never left this process: connection refused, a DNS failure,
 * an unreachable network, or a failed TLS handshake.
 */
export function wasNotSent(error: unknown): boolean {
  const codes = errorCodes(error);
  return codes.length > 0 && codes.every(notSent);
}

/**
 * Maps a transport failure to {@link ServiceUnavailableError} or {@link ServiceTimeoutError}
 * (keeping it as `cause`); undefined when it is no network failure (a bug: let it through).
 */
export function toNetworkError(
  error: unknown,
  timeoutMs: number,
  what: string,
): AppError | undefined {
  const codes = errorCodes(error);
  const detail =
    `${what}: ${codes.join(', ')} ${error instanceof Error ? error.message : ''}`.trim();
  if (codes.some((code) => TIMEOUT.has(code))) {
    return new ServiceTimeoutError(timeoutMs, { cause: error, detail });
  }
  if (codes.some((code) => UNAVAILABLE.has(code) || TLS_HANDSHAKE.test(code))) {
    return new ServiceUnavailableError({ cause: error, detail });
  }
  return undefined;
}

/** Statuses a proxy in front answers when the server behind it does not. */
const PROXY_UNANSWERED = new Set([502, 503, 504]);

/**
 * Whether `error` says the server did not answer, as a dead or cut-off server fails a request: a
 * network failure (refused, reset, unreachable), a timeout, or a proxy's 502–504. A server's own
 * error status (a 500, a 401, a 404) is an answer.
 */
export function serverSilent(error: unknown): boolean {
  if (error instanceof ServiceTimeoutError) return true;
  if (!(error instanceof ServiceUnavailableError) || error instanceof PoolServerRefusedError)
    return false;
  return error.status === undefined || PROXY_UNANSWERED.has(error.status);
}

/**
 * Whether `error` is how a dead server fails a call ({@link serverSilent}), or how a backend ends
 * a task once its server has been silent too long ({@link BackendDownError}).
 */
export const deadServer = (error: unknown): boolean =>
  serverSilent(error) || error instanceof BackendDownError;
