import { describe, expect, it } from 'vitest';
import { imageRequests } from '../../../src/imagine/options/image-seeds.js';

describe('imageRequests', () => {
  it('keeps a single image as it was asked, random seed included', () => {
    expect(imageRequests({ prompt: 'a cat' }, 1)).toEqual([{ prompt: 'a cat' }]);
  });

  it('gives image i the seed + i of a fixed seed', () => {
    const seeds = imageRequests({ prompt: 'a cat', seed: 41 }, 3).map((r) => r.seed);
    expect(seeds).toEqual([41, 42, 43]);
  });

  it('draws one explicit seed for a set asking for a random one, so each image’s is known', () => {
    for (const seed of [undefined, -1]) {
      const requests = imageRequests({ prompt: 'a cat', ...(seed ? { seed } : {}) }, 2, () => 7);
      expect(requests.map((r) => r.seed)).toEqual([7, 8]);
      expect(requests[0]?.prompt).toBe('a cat');
    }
  });
});
