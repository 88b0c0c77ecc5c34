import { describe, expect, it } from 'vitest';
import {
  BackendDownError,
  ServiceTimeoutError,
  ServiceUnavailableError,
  UnexpectedResponseError,
} from '../../src/image-backend/backend-errors.js';
import { DownWatch } from '../../src/image-backend/down-watch.js';

describe('DownWatch', () => {
  it('ends a status read once the server has gone unanswered for the bound, counted from the first silence', async () => {
    let now = 1_000;
    const watch = new DownWatch(60_000, () => now);
    const refused = new ServiceUnavailableError({ detail: 'ECONNREFUSED' });
    await expect(watch.watch(Promise.reject(refused))).rejects.toBe(refused);
    now += 59_999;
    await expect(watch.watch(Promise.reject(new ServiceTimeoutError(15_000)))).rejects.toThrow();
    expect(watch.downError(refused)).toBe(refused);
    now += 1;
    const down = watch.downError(refused);
    expect(down).toBeInstanceOf(BackendDownError);
    expect((down as BackendDownError).detail).toContain('no answer since 1970-01-01T00:00:01.000Z');
  });

  it('starts again at any answer, and a 500 from the server itself is an answer; a proxy’s 502 is not', async () => {
    let now = 0;
    const watch = new DownWatch(1_000, () => now);
    const gateway = new ServiceUnavailableError({ status: 502 });
    await expect(watch.watch(Promise.reject(gateway))).rejects.toBe(gateway);
    now = 5_000;
    expect(watch.downError(gateway)).toBeInstanceOf(BackendDownError);
    await expect(watch.watch(Promise.resolve('ok'))).resolves.toBe('ok');
    expect(watch.downError(gateway)).toBe(gateway);
    await expect(
      watch.watch(Promise.reject(new ServiceUnavailableError({ status: 500 }))),
    ).rejects.toThrow();
    now = 10_000;
    expect(watch.downError(gateway)).toBe(gateway);
    const garbled = new UnexpectedResponseError({ detail: 'not JSON' });
    await expect(watch.watch(Promise.reject(garbled))).rejects.toBe(garbled);
    expect(watch.downError(garbled)).toBe(garbled);
  });
});
