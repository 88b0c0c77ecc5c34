import { describe, expect, it } from 'vitest';
import { formatCredits } from '../../src/keys/live-balance.js';

describe('formatCredits', () => {
  it('groups thousands, keeps at most two decimals and names the currency', () => {
    expect(formatCredits({ balance: 1234.5, currency: 'credits' })).toBe('1,234.5 credits');
    expect(formatCredits({ balance: 0.123456, currency: 'credits' })).toBe('0.12 credits');
    expect(formatCredits({ balance: 0, currency: 'credits' })).toBe('0 credits');
    expect(formatCredits({ balance: 3, currency: ' ' })).toBe('3 credits');
    expect(formatCredits({ balance: 3, currency: '*gems*' })).toBe('3 \\*gems\\*');
  });
});
