import { describe, expect, it } from 'vitest';
import type { BalanceReport, PoolSection } from '../../src/balance/balance-report.js';
import { planBalanceAnswer } from '../../src/balance/plan-balance-answer.js';
import type { LiveBalance } from '../../src/keys/live-balance.js';
import { en } from '../helpers/i18n.js';

const ok = (balance: number): LiveBalance => ({
  state: 'ok',
  balance: { userId: '7', username: 'alice', balance, currency: 'credits' },
});
const down: LiveBalance = { state: 'unavailable', reason: { key: 'service.timeout' } };
const rejected: LiveBalance = {
  state: 'rejected',
  notice: { key: 'keys.rejectedOwn', values: { masked: 'sk-…abcd' } },
};
const DOWN = 'The image service did not answer in time. Try again in a few minutes.';
const REJECTED =
  'The image service rejected your API key (sk-…abcd) as invalid or revoked, so I unlinked it. Link a working key with `/apikey link` or create one with `/apikey generate`.';
const both = { private: en, public: en };
/** The answer in English, whatever its privacy. */
const planBalanceAnswerEn = (report: BalanceReport, options: { public: boolean }) =>
  planBalanceAnswer(report, options, both);
const self = { userId: '1', self: true };
const member = { userId: '2', self: false };
const linked = (live: LiveBalance) =>
  ({ state: 'linked', masked: 'sk-…abcd', serviceUsername: 'alice', live }) as const;
const pool = (live: LiveBalance): PoolSection => ({
  live,
  used: 4,
  limit: 3,
  resetsAt: 86_400_000,
});
const names = (report: BalanceReport, options = { public: false }) =>
  planBalanceAnswerEn(report, options).embeds[0]?.fields?.map((field) => field.name);

describe('planBalanceAnswer', () => {
  it('shows the own key masked only in a private answer', () => {
    const report: BalanceReport = { subject: self, own: linked(ok(5)) };
    const secret = planBalanceAnswerEn(report, { public: false });
    expect(secret.private).toBe(true);
    expect(secret.embeds[0]?.fields?.[0]?.value).toBe(
      '**5 credits**\nAccount **alice** · `sk-…abcd`',
    );
    const shown = planBalanceAnswerEn(report, { public: true });
    expect(shown.private).toBe(false);
    expect(JSON.stringify(shown.embeds)).not.toContain('sk-');
  });

  it('never shows a member’s key, not even privately', () => {
    const answer = planBalanceAnswerEn({ subject: member, own: linked(ok(5)) }, { public: false });
    expect(answer.embeds[0]?.description).toBe('Credits of <@2>');
    expect(JSON.stringify(answer.embeds)).not.toContain('sk-');
  });

  it('puts the pool beside the own key, never counting below zero left', () => {
    const report: BalanceReport = { subject: self, own: { state: 'none' }, pool: pool(ok(1e6)) };
    const answer = planBalanceAnswerEn(report, { public: true });
    expect(answer.private).toBe(false);
    expect(names(report)).toEqual(['Your key', 'Server pool']);
    expect(answer.embeds[0]?.fields?.[1]?.value).toBe(
      '**1,000,000 credits**\nYour generations on it today: **0 of 3** left (resets <t:86400:R>).',
    );
    expect(answer.embeds[0]?.fields?.[0]?.value).toContain('Generations here use the server key.');
  });

  it('answers privately when there is nothing to show', () => {
    expect(
      planBalanceAnswerEn({ subject: self, own: { state: 'none' } }, { public: true }),
    ).toEqual({
      private: true,
      content:
        'You have no API key linked. Link yours with `/apikey link`, or create one with `/apikey generate`.',
      embeds: [],
    });
    expect(
      planBalanceAnswerEn({ subject: member, own: { state: 'none' } }, { public: true }),
    ).toMatchObject({
      private: true,
      content: '<@2> has no API key linked, and this server has no server key.',
    });
  });

  it('keeps notices private and shows them once', () => {
    const alone = planBalanceAnswerEn({ subject: self, own: linked(rejected) }, { public: true });
    expect(alone).toEqual({ private: true, content: `⚠️ ${REJECTED}`, embeds: [] });
    const withPool = planBalanceAnswerEn(
      { subject: self, own: linked(rejected), pool: pool(ok(3)) },
      { public: true },
    );
    expect(withPool.private).toBe(true);
    expect(withPool.content).toBe(`⚠️ ${REJECTED}`);
    expect(withPool.embeds).toHaveLength(1);
  });

  it('says the service is unavailable when no balance could be read, and shows partial answers', () => {
    expect(planBalanceAnswerEn({ subject: self, own: linked(down) }, { public: true })).toEqual({
      private: true,
      content: `⚠️ ${DOWN}`,
      embeds: [],
    });
    const partial = planBalanceAnswerEn(
      { subject: self, own: linked(ok(1)), pool: pool(down) },
      { public: true },
    );
    expect(partial.private).toBe(false);
    expect(partial.embeds[0]?.color).toBe(0xfee75c);
    expect(partial.embeds[0]?.fields?.[1]?.value).toContain(`Unavailable right now: ${DOWN}`);
  });
});
