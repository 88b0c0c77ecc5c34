import { type APIEmbed, type APIEmbedField, TimestampStyles, time } from 'discord.js';
import { userText } from '../discord/text.js';
import type { Translator } from '../i18n/translator.js';
import type { LiveBalance } from '../keys/live-balance.js';
import { formatCredits } from '../keys/live-balance.js';
import type { BalanceReport, OwnKeySection, PoolSection } from './balance-report.js';
import { ownUsageLine } from './usage-report.js';

/** Options of {@link balanceEmbed}. */
export interface BalanceEmbedOptions {
  /** Show the member's own key masked (`sk-…abcd`); only in their private answer. @default false */
  readonly showKey?: boolean;
}

function liveText(live: LiveBalance, t: Translator): string {
  if (live.state === 'ok') return `**${formatCredits(live.balance, t)}**`;
  if (live.state === 'unavailable') return t.t('balance.unavailable', { reason: live.reason });
  return t.t('balance.removed');
}

/** The server pool unless the service rejected its key (then it was just removed). */
const livePool = (report: BalanceReport) =>
  report.pool?.live.state === 'rejected' ? undefined : report.pool;

function ownField(report: BalanceReport, showKey: boolean, t: Translator): APIEmbedField {
  const { own, subject } = report;
  const pool = livePool(report);
  const name = t.t(subject.self ? 'balance.yourKey' : 'balance.theirKey');
  if (own.state === 'none' || own.live.state === 'rejected') {
    const key = subject.self
      ? pool
        ? 'balance.noKeyYoursPool'
        : 'balance.noKeyYours'
      : pool
        ? 'balance.noKeyTheirsPool'
        : 'balance.noKeyTheirs';
    return { name, value: t.t(key) };
  }
  return { name, value: linkedText(own, showKey, t) };
}

function linkedText(
  own: Extract<OwnKeySection, { state: 'linked' }>,
  showKey: boolean,
  t: Translator,
): string {
  const username = userText(own.serviceUsername, 100);
  const account = showKey
    ? t.t('balance.accountWithKey', { username, masked: own.masked })
    : t.t('balance.account', { username });
  return `${liveText(own.live, t)}\n${account}`;
}

function poolField(report: BalanceReport, pool: PoolSection, t: Translator): APIEmbedField {
  const left = Math.max(0, pool.limit - pool.used);
  const resets = time(new Date(pool.resetsAt), TimestampStyles.RelativeTime);
  const lines = [
    liveText(pool.live, t),
    t.t(report.subject.self ? 'balance.poolYours' : 'balance.poolTheirs', {
      left,
      limit: pool.limit,
      resets,
    }),
  ];
  const { usage } = pool;
  if (report.subject.self && usage && usage.month.generations > 0) {
    lines.push(ownUsageLine(usage, t));
  }
  if (report.own.state === 'linked' && report.own.live.state !== 'rejected') {
    lines.push(t.t('balance.poolUnused'));
  }
  return { name: t.t('balance.pool'), value: lines.join('\n') };
}

/**
 * The `/balance` embed, in `t`'s language: the subject's own credits and, beside them, the server
 * pool's.
 */
export function balanceEmbed(
  report: BalanceReport,
  options: BalanceEmbedOptions,
  t: Translator,
): APIEmbed {
  const fields = [ownField(report, options.showKey ?? false, t)];
  const pool = livePool(report);
  if (pool) fields.push(poolField(report, pool, t));
  const allOk = [report.own, pool].every(
    (part) => !part || !('live' in part) || part.live.state === 'ok',
  );
  return {
    title: t.t('balance.title'),
    ...(report.subject.self
      ? {}
      : { description: t.t('balance.creditsOf', { user: `<@${report.subject.userId}>` }) }),
    color: allOk ? 0x57f287 : 0xfee75c,
    fields,
    footer: { text: t.t('balance.footer') },
  };
}
