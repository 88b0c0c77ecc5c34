import { describe, expect, it } from 'vitest';
import { withDefaults } from '../../src/core/with-defaults.js';

describe('withDefaults', () => {
  const defaults = { intervalMs: 1_500, retries: 3 } as const;

  it('lets given options win and fills the rest from the defaults', () => {
    expect(withDefaults(defaults, { retries: 5, name: 'x' })).toEqual({
      intervalMs: 1_500,
      retries: 5,
      name: 'x',
    });
  });

  it('never lets an option passed as undefined erase its default', () => {
    const options: { intervalMs?: number; retries?: number } = { intervalMs: undefined };
    expect(withDefaults(defaults, options)).toEqual({ intervalMs: 1_500, retries: 3 });
  });

  it('keeps falsy values that were given', () => {
    expect(withDefaults(defaults, { intervalMs: 0 })).toEqual({ intervalMs: 0, retries: 3 });
  });
});
