import { describe, expect, it } from 'vitest';
import { taskFamilyOf } from '../../../src/backends/image-service/schemas.js';
import { backoffDelay } from '../../../src/core/backoff.js';
import {
  API_KEY_PATTERN,
  isApiKeyFormat,
  maskApiKey,
} from '../../../src/image-backend/credentials.js';
import { toWireRequest } from '../../../src/image-backend/generation-parameters.js';
import { TEST_KEY } from './helpers/test-keys.js';

describe('API key helpers', () => {
  it('recognises the sk- + 48 hex format in any case', () => {
    expect(isApiKeyFormat(TEST_KEY)).toBe(true);
    expect(isApiKeyFormat(` ${TEST_KEY.toUpperCase().replace('SK-', 'sk-')} `)).toBe(true);
    expect(isApiKeyFormat(`${TEST_KEY}0`)).toBe(false);
    expect(isApiKeyFormat(`sk-${'g'.repeat(48)}`)).toBe(false);
    expect(API_KEY_PATTERN.source).toBe('^sk-[0-9a-f]{48}$');
  });

  it('masks a key to its last four characters', () => {
    expect(maskApiKey(TEST_KEY)).toBe('sk-…ab12');
    expect(maskApiKey('short')).toBe('…');
    expect(maskApiKey('sk-ab')).toBe('sk-…');
  });
});

describe('wire mapping', () => {
  it('snake_cases the request and leaves undefined out', () => {
    expect(
      toWireRequest({ prompt: 'cat', negativePrompt: 'dog', width: 640, seed: undefined, cfg: 7 }),
    ).toEqual({ prompt: 'cat', negative_prompt: 'dog', width: 640, cfg: 7 });
  });

  it('tells the task family from the id', () => {
    expect(taskFamilyOf('3f2b8c1e-9d4a-4b7e-8f00-0123456789ab')).toBe('node-graph');
    expect(taskFamilyOf('123456')).toBe('rr3');
    expect(taskFamilyOf('abc')).toBeUndefined();
  });
});

describe('retry timing', () => {
  it('backs off exponentially with full jitter under a cap', () => {
    const top = { baseMs: 250, maxMs: 4000, random: () => 0.999_999 };
    expect([0, 1, 2, 3, 4, 5].map((attempt) => backoffDelay(attempt, top))).toEqual([
      249, 499, 999, 1999, 3999, 3999,
    ]);
    expect(backoffDelay(3, { ...top, random: () => 0 })).toBe(0);
  });
});
