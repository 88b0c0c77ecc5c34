import { describe, expect, it } from 'vitest';
import {
  classifyError,
  InvalidApiKeyError,
  RateLimitedError,
  ServiceTimeoutError,
  ServiceUnavailableError,
  UnexpectedResponseError,
  UnknownTaskError,
} from '../../../src/image-backend/backend-errors.js';

describe('classifyError', () => {
  it('retries service outages, timeouts, rate limits and garbled answers; not key or task errors', () => {
    expect(classifyError(new ServiceUnavailableError())).toEqual({ transient: true });
    expect(classifyError(new ServiceTimeoutError(1000))).toEqual({ transient: true });
    expect(classifyError(new UnexpectedResponseError())).toEqual({ transient: true });
    expect(classifyError(new RateLimitedError({ retryAfterMs: 3_000 }))).toEqual({
      transient: true,
      retryAfterMs: 3_000,
    });
    expect(classifyError(new InvalidApiKeyError()).transient).toBe(false);
    expect(classifyError(new UnknownTaskError('t')).transient).toBe(false);
    expect(classifyError(new TypeError('bug')).transient).toBe(false);
  });
});
