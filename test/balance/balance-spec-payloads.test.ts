import { describe, expect, it } from 'vitest';
import { keyStatusEmbed } from '../../src/apikey/key-status-embed.js';
import type { BalanceReport } from '../../src/balance/balance-report.js';
import { balanceEmbed } from '../../src/balance/plan-balance-answer.js';
import { GRAPHEMES } from '../helpers/grapheme-samples.js';
import { en } from '../helpers/i18n.js';
import { CALLBACK, expectAccepted, replyBody } from '../helpers/spec-payload.js';

/** `length` UTF-16 units of one grapheme shape after `pad` letters. */
const fill = (grapheme: string, length: number, pad: number) =>
  'x'.repeat(pad) + grapheme.repeat(Math.ceil((length - pad) / grapheme.length));

/** A live balance whose service username and currency are long user text. */
function live(grapheme: string, pad: number) {
  const balance = {
    userId: '1',
    username: fill(grapheme, 300, pad),
    balance: 1234.5,
    currency: fill(grapheme, 80, pad),
  };
  return { state: 'ok', balance } as const;
}

function embeds(grapheme: string, pad: number) {
  const report: BalanceReport = {
    subject: { userId: '1200000000000000002', self: true },
    own: {
      state: 'linked',
      masked: 'sk-…abcd',
      serviceUsername: fill(grapheme, 300, pad),
      live: live(grapheme, pad),
    },
    pool: { live: live(grapheme, pad), used: 1, limit: 5, resetsAt: Date.UTC(2026, 0, 2) },
  };
  const status = {
    masked: 'sk-…abcd',
    serviceUsername: fill(grapheme, 300, pad),
    since: Date.UTC(2026, 0, 1),
    live: live(grapheme, pad),
  };
  return [
    balanceEmbed(report, true, en),
    keyStatusEmbed({ kind: 'personal', ...status }, en),
    keyStatusEmbed({ kind: 'server', ...status, setBy: '42', dailyLimit: 3 }, en),
  ];
}

describe('balance and key embeds pass Discord’s OpenAPI schema', () => {
  for (const [shape, grapheme] of Object.entries(GRAPHEMES)) {
    it(`with ${shape} service usernames and currencies cut at every offset`, () => {
      for (let pad = 0; pad < grapheme.length; pad++) {
        for (const embed of embeds(grapheme, pad)) {
          expectAccepted(CALLBACK, replyBody({ embeds: [embed], flags: 64 }));
        }
      }
    });
  }

  it('really cuts the username and the currency', () => {
    const [balance] = embeds(GRAPHEMES.flag, 1);
    const own = balance?.fields?.[0]?.value ?? '';
    expect(own).toContain(`${GRAPHEMES.flag}…**`);
    expect(own).toMatch(/^\*\*1,234\.5 x(🇯🇵)+…\*\*/u);
  });
});
