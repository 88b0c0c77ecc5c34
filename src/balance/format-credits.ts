import type { Balance } from '../api/types.js';
import { userText } from '../render/format.js';

const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** `1,234.5 credits`: a balance as members read it (at most two decimals). */
export function formatCredits(balance: Pick<Balance, 'balance' | 'currency'>): string {
  const currency = balance.currency.trim() === '' ? 'credits' : userText(balance.currency, 32);
  return `${NUMBER.format(balance.balance)} ${currency}`;
}
