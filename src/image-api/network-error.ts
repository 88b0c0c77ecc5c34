import type { AppError } from '../core/app-error.js';
import { ServiceTimeoutError, ServiceUnavailableError } from './errors.js';

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
/** Failures before a connection existed: the request cannot have reached the service. */
const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

/** Every `code` found on an error, its causes and (for AggregateError) its members. */
export function errorCodes(error: unknown, depth = 0): string[] {
  if (typeof error !== 'object' || error === null || depth > 4) return [];
  const { code, cause, errors } = error as { code?: unknown; cause?: unknown; errors?: unknown };
  const nested = Array.isArray(errors) ? errors.flatMap((item) => errorCodes(item, depth + 1)) : [];
  return [...(typeof code === 'string' ? [code] : []), ...errorCodes(cause, depth + 1), ...nested];
}

/** Whether `error` shows the request never left this process (e.g. connection refused). */
export function wasNotSent(error: unknown): boolean {
  const codes = errorCodes(error);
  return codes.length > 0 && codes.every((code) => NOT_SENT.has(code));
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
  if (codes.some((code) => UNAVAILABLE.has(code))) {
    return new ServiceUnavailableError({ cause: error, detail });
  }
  return undefined;
}
