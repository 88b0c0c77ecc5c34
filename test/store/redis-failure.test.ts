import { ConnectionTimeoutError, ErrorReply, TimeoutError } from '@redis/client';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/core/app-error.js';
import { createLogger } from '../../src/core/logger.js';
import {
  isPassingRedisFailure,
  redisAddress,
  redisFailureReason,
  redisStartAdvice,
} from '../../src/store/redis-failure.js';
import { StoreReachability } from '../../src/store/store-reachability.js';

const osError = (code: string) => Object.assign(new Error(`connect ${code}`), { code });

describe('redisFailureReason', () => {
  it("names Redis's reply word, the OS error's code or a timeout, through causes", () => {
    expect(redisFailureReason(new ErrorReply('WRONGPASS invalid username-password pair'))).toBe(
      'WRONGPASS',
    );
    expect(redisFailureReason(new ErrorReply('NOAUTH Authentication required.'))).toBe('NOAUTH');
    expect(
      redisFailureReason(
        new ErrorReply(
          'ERR AUTH <password> called without any password configured for the default user.',
        ),
      ),
    ).toBe('ERR AUTH');
    expect(redisFailureReason(osError('ENOTFOUND'))).toBe('ENOTFOUND');
    expect(redisFailureReason(new AppError('x', { cause: osError('ECONNREFUSED') }))).toBe(
      'ECONNREFUSED',
    );
    expect(redisFailureReason(new TimeoutError())).toBe('timeout');
    expect(redisFailureReason(new ConnectionTimeoutError())).toBe('timeout');
    expect(redisFailureReason('?')).toBe('error');
  });

  it('waits again only for what may pass', () => {
    expect(['ECONNREFUSED', 'timeout', 'LOADING'].every(isPassingRedisFailure)).toBe(true);
    expect(['WRONGPASS', 'NOAUTH', 'ENOTFOUND'].some(isPassingRedisFailure)).toBe(false);
  });
});

describe('redisStartAdvice', () => {
  it('names host and port, never the password', () => {
    const url = 'redis://:s3cret@redis.internal:6380';
    expect(redisAddress(url)).toBe('redis.internal:6380');
    expect(redisAddress('redis://redis')).toBe('redis:6379');
    for (const reason of ['WRONGPASS', 'NOAUTH', 'ENOTFOUND', 'ECONNREFUSED', 'timeout', 'OOM']) {
      const advice = redisStartAdvice(url, reason, 10_000);
      expect(advice).not.toContain('s3cret');
      expect(advice).toContain('DATABASE_URL');
    }
    expect(redisStartAdvice(url, 'ENOTFOUND', 10_000)).toMatch(
      /host redis\.internal cannot be resolved/,
    );
    expect(redisStartAdvice(url, 'timeout', 10_000)).toMatch(/did not answer within 10000 ms/);
  });
});

describe('StoreReachability.reason', () => {
  it("is the latest loss's reason during an outage, and none once reachable", () => {
    const reachability = new StoreReachability(createLogger({ level: 'silent' }));
    expect(reachability.reason).toBeUndefined();
    reachability.lost('keyv', osError('ECONNREFUSED'));
    expect(reachability.reason).toBe('ECONNREFUSED');
    reachability.lost('keyv', new ErrorReply('WRONGPASS invalid username-password pair'));
    expect(reachability.reason).toBe('WRONGPASS');
    expect(() => reachability.assertReachable()).toThrow(
      expect.objectContaining({ reason: 'WRONGPASS' }),
    );
    reachability.regained('keyv');
    expect(reachability.reason).toBeUndefined();
  });
});
