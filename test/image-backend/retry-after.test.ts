import { describe, expect, it } from 'vitest';
import { parseRetryAfter } from '../../src/image-backend/retry-after.js';

describe('parseRetryAfter', () => {
  it('reads Retry-After as seconds or an HTTP date', () => {
    const now = Date.parse('2030-01-01T00:00:00Z');
    expect(parseRetryAfter('3', now)).toBe(3000);
    expect(parseRetryAfter(['1.5'], now)).toBe(1500);
    expect(parseRetryAfter('Tue, 01 Jan 2030 00:00:05 GMT', now)).toBe(5000);
    expect(parseRetryAfter('Mon, 31 Dec 2029 23:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('', now)).toBeUndefined();
  });
});
