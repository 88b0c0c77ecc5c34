import { describe, expect, it } from 'vitest';
import { HeldCalls } from '../../src/image-backend/held-calls.js';

describe('HeldCalls', () => {
  const calls = () => new HeldCalls<object, { image: Buffer }>('sdw', 'sd-webui', 60_000, Date.now);

  it("draws a submission's task id from its id: the same in the next process, of the backend's shape", () => {
    const id = calls().idFor('1575795271437254663');
    expect(id).toBe(calls().idFor('1575795271437254663'));
    expect(id).not.toBe(calls().idFor('1575795271437254664'));
    expect(id).toMatch(/^sdw-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(calls().owns(id)).toBe(true);
  });

  it('ends a task id of its shape it does not hold as interrupted, and refuses one of another shape', () => {
    const held = calls();
    const status = held.ended(held.idFor('job'), 'the bot stopped');
    expect(status).toMatchObject({ state: 'failed', reason: 'interrupted' });
    expect(() => held.ended('task(other)', 'the bot stopped')).toThrow();
  });

  it('forgets an ended call keepMs after it ended, the running ones and the newer ended ones kept', () => {
    let now = 0;
    const held = new HeldCalls<object, { image: Buffer }>('sdw', 'sd-webui', 1_000, () => now);
    const running = held.start({ abort: new AbortController() });
    const done = held.start({ abort: new AbortController() });
    const failed = held.start({ abort: new AbortController() });
    held.complete(done, { image: Buffer.from('png') });
    now = 600;
    held.fail(failed, 'failed', 'out of memory');
    now = 1_200;
    held.start({ abort: new AbortController() });
    expect(held.get(done)).toBeUndefined();
    expect(held.get(failed)).toMatchObject({ state: 'failed' });
    expect(held.get(running)).toMatchObject({ state: 'running' });
    now = 1_700;
    held.start({ abort: new AbortController() });
    expect(held.get(failed)).toBeUndefined();
    expect(held.get(running)).toMatchObject({ state: 'running' });
  });
});
