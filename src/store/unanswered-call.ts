import {
  ClientClosedError,
  ClientOfflineError,
  ConnectionTimeoutError,
  DisconnectsClientError,
  ReconnectStrategyError,
  SocketClosedUnexpectedlyError,
  SocketTimeoutError,
  TimeoutError,
} from '@redis/client';

/** node-redis's errors for a call Redis never answered (not a reply from the server). */
const UNANSWERED = [
  ClientClosedError,
  ClientOfflineError,
  ConnectionTimeoutError,
  DisconnectsClientError,
  ReconnectStrategyError,
  SocketClosedUnexpectedlyError,
  SocketTimeoutError,
  TimeoutError,
] as const;

/** Whether `error` is a keyv call's failure because Redis did not answer (see {@link UNANSWERED}). */
export function isUnansweredKeyvCall(error: unknown): boolean {
  return UNANSWERED.some((type) => error instanceof type);
}
