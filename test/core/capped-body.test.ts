import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readCappedBody } from '../../src/core/capped-body.js';

const bodyOf = (...chunks: number[]) =>
  Readable.from(chunks.map((size, index) => Buffer.alloc(size, index + 1)));
const tooLarge = () => new Error('too large');

describe('readCappedBody', () => {
  it('reads a declared length into one buffer of that size, with nothing copied after', async () => {
    const read = await readCappedBody(bodyOf(1_000, 2_000, 500), 10_000, tooLarge, 3_500);
    expect(read.length).toBe(3_500);
    expect(read.buffer.byteLength).toBe(3_500);
    expect([read[0], read[999], read[1_000], read[2_999], read[3_000], read[3_499]]).toEqual([
      1, 1, 2, 2, 3, 3,
    ]);
  });

  it('reads a body longer or shorter than declared, or undeclared, whole', async () => {
    const longer = await readCappedBody(bodyOf(1_000, 2_000), 10_000, tooLarge, 1_500);
    expect([longer.length, longer[0], longer[2_999]]).toEqual([3_000, 1, 2]);
    const shorter = await readCappedBody(bodyOf(1_000), 10_000, tooLarge, 1_500);
    expect(shorter.length).toBe(1_000);
    const undeclared = await readCappedBody(bodyOf(1_000, 2_000), 10_000, tooLarge);
    expect(undeclared.length).toBe(3_000);
  });

  it('stops past the cap, whatever was declared', async () => {
    await expect(readCappedBody(bodyOf(6_000, 6_000), 10_000, tooLarge, 8_000)).rejects.toThrow(
      'too large',
    );
    await expect(readCappedBody(bodyOf(6_000, 6_000), 10_000, tooLarge)).rejects.toThrow(
      'too large',
    );
  });
});
