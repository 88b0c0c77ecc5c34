import { describe, expect, it } from 'vitest';
import { freeBytes } from '../../src/core/free-bytes.js';

describe('freeBytes', () => {
  it('gives back a buffer of its own at once: every view of it empty, the process’s array buffers smaller', () => {
    const bytes = Buffer.allocUnsafeSlow(32 * 1024 * 1024).fill(1);
    const view = bytes.subarray(10, 20);
    const before = process.memoryUsage().arrayBuffers;
    freeBytes(bytes);
    expect([bytes.length, view.length]).toEqual([0, 0]);
    expect(before - process.memoryUsage().arrayBuffers).toBeGreaterThanOrEqual(32 * 1024 * 1024);
  });

  it('leaves what it may not free: a slice of Node’s pool, a view of part of a larger buffer, a small buffer', () => {
    const pooled = Buffer.from('a small string, from the pool');
    const larger = Buffer.alloc(1024 * 1024, 2);
    const part = larger.subarray(0, 512 * 1024);
    const small = Buffer.alloc(1024, 3);
    for (const bytes of [pooled, part, small]) freeBytes(bytes);
    expect([pooled.length, part.length, larger.length, small.length]).toEqual([
      29,
      512 * 1024,
      1024 * 1024,
      1024,
    ]);
  });
});
