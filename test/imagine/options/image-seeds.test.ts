import { describe, expect, it } from 'vitest';
import { imageRequests } from '../../../src/imagine/options/image-seeds.js';

describe('imageRequests', () => {
  it('draws the random seed of a single image too, and keeps a given one', () => {
    expect(imageRequests({ prompt: 'a cat' }, 1, { draw: () => 7 })).toEqual([
      { prompt: 'a cat', seed: 7 },
    ]);
    expect(imageRequests({ prompt: 'a cat', seed: -1 }, 1, { draw: () => 7 })).toEqual([
      { prompt: 'a cat', seed: 7 },
    ]);
    expect(imageRequests({ prompt: 'a cat', seed: 3 }, 1, { draw: () => 7 })).toEqual([
      { prompt: 'a cat', seed: 3 },
    ]);
  });

  it('gives image i the seed + i of a fixed seed', () => {
    const seeds = imageRequests({ prompt: 'a cat', seed: 41 }, 3).map((r) => r.seed);
    expect(seeds).toEqual([41, 42, 43]);
  });

  it('draws one explicit seed for a set asking for a random one, so each image’s is known', () => {
    for (const seed of [undefined, -1]) {
      const requests = imageRequests({ prompt: 'a cat', ...(seed ? { seed } : {}) }, 2, {
        draw: () => 7,
      });
      expect(requests.map((r) => r.seed)).toEqual([7, 8]);
      expect(requests[0]?.prompt).toBe('a cat');
    }
  });

  it('draws none on a backend that takes no seed, and sends none it was given', () => {
    const drawn = () => {
      throw new Error('drew a seed');
    };
    const requests = imageRequests({ prompt: 'a cat', seed: 5 }, 2, { seeded: false, draw: drawn });
    expect(requests).toEqual([{ prompt: 'a cat' }, { prompt: 'a cat' }]);
  });
});
