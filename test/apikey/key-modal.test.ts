import { describe, expect, it } from 'vitest';
import { MalformedApiKeyError } from '../../src/apikey/apikey-errors.js';
import { parseApiKey } from '../../src/apikey/key-modal.js';

const KEY = `sk-${'0123456789abcdef'.repeat(3)}`;

describe('parseApiKey', () => {
  it('accepts a key, also with the spaces, quotes or backticks a copy brings along', () => {
    for (const text of [KEY, ` ${KEY}\n`, `\`${KEY}\``, `"${KEY}"`, `'${KEY}' `]) {
      expect(parseApiKey(text)).toBe(KEY);
    }
    expect(parseApiKey(KEY.toUpperCase().replace('SK-', 'sk-'))).toBe(
      KEY.toUpperCase().replace('SK-', 'sk-'),
    );
  });

  it('refuses anything else with a message that says the shape and that nothing changed', () => {
    for (const text of [
      '',
      'sk-',
      KEY.slice(0, -1),
      `${KEY}0`,
      `sk-${'g'.repeat(48)}`,
      `${KEY} x`,
    ]) {
      expect(() => parseApiKey(text)).toThrow(MalformedApiKeyError);
    }
    expect(() => parseApiKey('nope')).toThrow(
      /`sk-` followed by 48 hexadecimal characters.*nothing was changed/,
    );
  });
});
