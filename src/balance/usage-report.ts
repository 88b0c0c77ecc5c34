import type { APIEmbed } from 'discord.js';
import { EMBED_LIMITS, truncate } from '../discord/text.js';
import type { Translator } from '../i18n/translator.js';
import { formatCredits } from '../keys/live-balance.js';
import {
  type MemberUsage,
  USAGE_PERIODS,
  type UsageCount,
  type UsagePeriod,
  type UsageSummary,
} from '../store/usage-history-store.js';

/** Members listed one per line; the rest are counted. */
const MAX_LINES = 40;

const credits = (count: UsageCount, t: Translator) =>
  formatCredits({ balance: count.credits, currency: 'credits' }, t);

/** A member's (or the totals') three periods, as the `usage.line` family's values. */
const periodValues = (periods: Readonly<Record<UsagePeriod, UsageCount>>, t: Translator) =>
  Object.fromEntries(
    Object.keys(USAGE_PERIODS).map((period) => {
      const count = periods[period as UsagePeriod];
      const values = { generations: count.generations, credits: credits(count, t) };
      return [period, t.t('usage.count', values)];
    }),
  ) as Record<UsagePeriod, string>;

/** A member's own line in `/balance`: their use of the server key in each period. */
export const ownUsageLine = (usage: MemberUsage, t: Translator): string =>
  t.t('usage.yours', periodValues(usage, t));

/**
 * `/balance usage`: each member's generations and credits on the server key today, in 7 and in
 * 30 days (most first, as mentions that ping no one), then the totals.
 */
export function usageEmbed(
  summary: UsageSummary,
  options: { readonly creditsPerGeneration: number },
  t: Translator,
): APIEmbed {
  const shown = summary.members.slice(0, MAX_LINES);
  const lines = shown.map((member) =>
    t.t('usage.line', { user: `<@${member.userId}>`, ...periodValues(member, t) }),
  );
  const hidden = summary.members.length - shown.length;
  if (hidden > 0) lines.push(t.t('usage.more', { count: hidden }));
  if (summary.members.length === 0) lines.push(t.t('usage.none'));
  lines.push('', t.t('usage.total', periodValues(summary.totals, t)));
  return {
    title: t.t('usage.title'),
    color: 0x5865f2,
    description: truncate(
      `${t.t('usage.description')}\n\n${lines.join('\n')}`,
      EMBED_LIMITS.description,
    ),
    footer: {
      text: t.t('usage.footer', {
        credits: credits({ generations: 1, credits: options.creditsPerGeneration }, t),
      }),
    },
  };
}
