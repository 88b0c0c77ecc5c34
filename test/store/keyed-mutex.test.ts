import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { KeyedMutex } from '../../src/store/keyed-mutex.js';

describe('KeyedMutex', () => {
  it('runs tasks of one key one at a time, in call order', async () => {
    const mutex = new KeyedMutex();
    const events: string[] = [];
    const task = (name: string, ms: number) => async () => {
      events.push(`start ${name}`);
      await sleep(ms);
      events.push(`end ${name}`);
      return name;
    };
    const results = await Promise.all([
      mutex.exclusive('k', task('a', 20)),
      mutex.exclusive('k', task('b', 1)),
      mutex.exclusive('k', task('c', 5)),
    ]);
    expect(results).toEqual(['a', 'b', 'c']);
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('runs different keys concurrently', async () => {
    const mutex = new KeyedMutex();
    const events: string[] = [];
    await Promise.all(
      ['x', 'y'].map((key) =>
        mutex.exclusive(key, async () => {
          events.push(`start ${key}`);
          await sleep(5);
          events.push(`end ${key}`);
        }),
      ),
    );
    expect(events.slice(0, 2)).toEqual(['start x', 'start y']);
  });

  it('keeps going after a failed task and forgets idle keys', async () => {
    const mutex = new KeyedMutex();
    const failed = mutex.exclusive('k', async () => {
      throw new Error('boom');
    });
    const next = mutex.exclusive('k', async () => 'ok');
    await expect(failed).rejects.toThrow('boom');
    await expect(next).resolves.toBe('ok');
    await sleep(0);
    expect(mutex.size).toBe(0);
  });
});
