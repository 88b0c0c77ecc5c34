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
});
