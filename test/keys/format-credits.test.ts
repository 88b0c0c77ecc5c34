import { describe, expect, it } from 'vitest';
import { formatCredits } from '../../src/keys/live-balance.js';
import { en } from '../helpers/i18n.js';

describe('formatCredits', () => {
  it('groups thousands, keeps at most two decimals and names the currency', () => {
    expect(formatCredits({ balance: 1234.5, currency: 'credits' }, en)).toBe('1,234.5 credits');
    expect(formatCredits({ balance: 0.123456, currency: 'credits' }, en)).toBe('0.12 credits');
    expect(formatCredits({ balance: 0, currency: 'credits' }, en)).toBe('0 credits');
    expect(formatCredits({ balance: 3, currency: ' ' }, en)).toBe('3 credits');
    expect(formatCredits({ balance: 3, currency: '*gems*' }, en)).toBe('3 \\*gems\\*');
  });
});
