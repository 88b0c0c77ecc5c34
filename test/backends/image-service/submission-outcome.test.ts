import { describe, expect, it } from 'vitest';
import {
  isSubmissionRetryable,
  mayHaveArrived,
  submissionError,
} from '../../../src/backends/image-service/retries.js';
import {
  InvalidApiKeyError,
  RateLimitedError,
  ServiceTimeoutError,
  ServiceUnavailableError,
  SubmissionUncertainError,
  UnexpectedResponseError,
} from '../../../src/image-backend/backend-errors.js';
import { toNetworkError } from '../../../src/image-backend/network-error.js';

const network = (code: string) =>
  toNetworkError(Object.assign(new Error(code), { code }), 1000, 'POST submit');

describe('what a failed submission attempt proves', () => {
  it.each([
    'ECONNREFUSED',
    'ENOTFOUND',
    'EAI_AGAIN',
    'ENETUNREACH',
    'ERR_SSL_WRONG_VERSION_NUMBER',
    'ERR_TLS_CERT_ALTNAME_INVALID',
    'CERT_HAS_EXPIRED',
    'DEPTH_ZERO_SELF_SIGNED_CERT',
  ])('%s: never sent, retried, not uncertain', (code) => {
    const error = network(code);
    expect(error).toBeInstanceOf(ServiceUnavailableError);
    expect(mayHaveArrived(error)).toBe(false);
    expect(isSubmissionRetryable(error)).toBe(true);
    expect(submissionError(error)).toBe(error);
  });

  it.each([
    ['a reset', network('ECONNRESET')],
    ['a closed socket', network('UND_ERR_SOCKET')],
    ['a headers timeout', network('UND_ERR_HEADERS_TIMEOUT')],
    ['a timeout', new ServiceTimeoutError(1000)],
    ['a 500', new ServiceUnavailableError({ status: 500 })],
    ['a 504', new ServiceUnavailableError({ status: 504 })],
    ['an unreadable answer', new UnexpectedResponseError({ unreadable: true })],
  ])('%s: may have arrived, never retried, uncertain', (_name, error) => {
    expect(mayHaveArrived(error)).toBe(true);
    expect(isSubmissionRetryable(error)).toBe(false);
    const uncertain = submissionError(error);
    expect(uncertain).toBeInstanceOf(SubmissionUncertainError);
    expect((uncertain as SubmissionUncertainError).cause).toBe(error);
    expect(isSubmissionRetryable(uncertain)).toBe(false);
  });

  it.each([
    ['a 429', new RateLimitedError({ retryAfterMs: 1000 }), true],
    ['a 503', new ServiceUnavailableError({ status: 503 }), true],
    ['a rejected key', new InvalidApiKeyError(), false],
    ['a readable refusal', new UnexpectedResponseError(), false],
  ])('%s: a refusal, not uncertain', (_name, error, retried) => {
    expect(mayHaveArrived(error)).toBe(false);
    expect(submissionError(error)).toBe(error);
    expect(isSubmissionRetryable(error)).toBe(retried);
  });
});
