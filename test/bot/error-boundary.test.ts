import { describe, expect, it } from 'vitest';
import { describeError } from '../../src/bot/error-boundary.js';
import { RestartingError } from '../../src/core/app-error.js';
import { en } from '../helpers/i18n.js';

describe('describeError', () => {
  it('shows a typed error as it is, without an id', () => {
    expect(describeError(new RestartingError(), en)).toEqual({
      message: 'The bot is restarting. Please try again in a minute.',
    });
  });

  it('hides an unexpected error behind an id the user can quote', () => {
    const described = describeError(
      new TypeError('x is undefined at /src/secret.ts:1'),
      en,
      () => 'abc123',
    );
    expect(described.errorId).toBe('abc123');
    expect(described.message).toContain('error id `abc123`');
    expect(described.message).not.toContain('secret.ts');
  });
});
