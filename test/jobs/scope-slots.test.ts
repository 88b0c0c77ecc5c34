import { describe, expect, it } from 'vitest';
import { ScopeSlots } from '../../src/jobs/scope-slots.js';

describe('ScopeSlots', () => {
  it('starts jobs while slots are free, then queues them with 1-based positions', () => {
    const slots = new ScopeSlots(2);
    expect(slots.add('g1', 'a')).toEqual({ started: ['a'], moved: [] });
    expect(slots.add('g1', 'b')).toEqual({ started: ['b'], moved: [] });
    expect(slots.add('g1', 'c')).toEqual({ started: [], moved: [{ id: 'c', position: 1 }] });
    expect(slots.add('g1', 'd')).toEqual({ started: [], moved: [{ id: 'd', position: 2 }] });
    expect(slots.position('g1', 'd')).toBe(2);
    expect(slots.position('g1', 'a')).toBeUndefined();
    expect(slots.waiting('g1')).toBe(2);
    expect(slots.running('g1')).toBe(2);
  });

  it('releasing a running job starts the next in FIFO order and moves everyone up', () => {
    const slots = new ScopeSlots(1);
    for (const id of ['a', 'b', 'c', 'd']) slots.add('g1', id);
    expect(slots.release('g1', 'a')).toEqual({
      started: ['b'],
      moved: [
        { id: 'c', position: 1 },
        { id: 'd', position: 2 },
      ],
    });
    expect(slots.release('g1', 'b')).toEqual({ started: ['c'], moved: [{ id: 'd', position: 1 }] });
  });

  it('removing a waiting job only moves the jobs behind it', () => {
    const slots = new ScopeSlots(1);
    for (const id of ['a', 'b', 'c', 'd']) slots.add('g1', id);
    expect(slots.release('g1', 'c')).toEqual({ started: [], moved: [{ id: 'd', position: 2 }] });
    expect(slots.release('g1', 'unknown')).toEqual({ started: [], moved: [] });
  });

  it('keeps scopes independent: a full scope never delays another', () => {
    const slots = new ScopeSlots(1);
    slots.add('busy', 'a');
    slots.add('busy', 'b');
    slots.add('busy', 'c');
    expect(slots.add('quiet', 'x')).toEqual({ started: ['x'], moved: [] });
    expect(slots.waiting('busy')).toBe(2);
    expect(slots.waiting('quiet')).toBe(0);
  });

  it('occupy holds a slot even over the limit, and new jobs wait behind it', () => {
    const slots = new ScopeSlots(1);
    slots.occupy('g1', 'a');
    slots.occupy('g1', 'b');
    expect(slots.add('g1', 'c')).toEqual({ started: [], moved: [{ id: 'c', position: 1 }] });
    expect(slots.release('g1', 'a')).toEqual({ started: [], moved: [] });
    expect(slots.release('g1', 'b')).toEqual({ started: ['c'], moved: [] });
    expect(slots.release('g1', 'c')).toEqual({ started: [], moved: [] });
    expect(slots.running('g1')).toBe(0);
  });

  it('ignores a job added twice and rejects a limit below 1', () => {
    const slots = new ScopeSlots(1);
    slots.add('g1', 'a');
    expect(slots.add('g1', 'a')).toEqual({ started: [], moved: [] });
    expect(() => new ScopeSlots(0)).toThrow(RangeError);
  });

  it('sums the queues of every scope: jobs waiting, scopes with a queue, the longest', () => {
    const slots = new ScopeSlots(1);
    expect(slots.queues()).toEqual({ waiting: 0, scopes: 0, longest: 0 });
    for (const id of ['a', 'b', 'c', 'd']) slots.add('busy', id);
    for (const id of ['x', 'y']) slots.add('quiet', id);
    slots.add('alone', 'z');
    expect(slots.queues()).toEqual({ waiting: 4, scopes: 2, longest: 3 });
    slots.release('busy', 'a');
    slots.release('quiet', 'x');
    expect(slots.queues()).toEqual({ waiting: 2, scopes: 1, longest: 2 });
  });
});
