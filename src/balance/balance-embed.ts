import { type APIEmbed, type APIEmbedField, TimestampStyles, time } from 'discord.js';
import { userText } from '../discord/text.js';
import type { LiveBalance } from '../keys/live-balance.js';
import { formatCredits } from '../keys/live-balance.js';
import type { BalanceReport, OwnKeySection, PoolSection } from './balance-report.js';

/** Options of {@link balanceEmbed}. */
export interface BalanceEmbedOptions {
  /** Show the member's own key masked (`sk-…abcd`); only in their private answer. @default false */
  readonly showKey?: boolean;
}

const HOW_TO_LINK = 'Link yours with `/apikey link`, or create one with `/apikey generate`.';

function liveText(live: LiveBalance): string {
  if (live.state === 'ok') return `**${formatCredits(live.balance)}**`;
  if (live.state === 'unavailable') return `Unavailable right now: ${live.reason}`;
  return 'No longer valid: it was removed.';
}

/** The server pool unless the service rejected its key (then it was just removed). */
const livePool = (report: BalanceReport) =>
  report.pool?.live.state === 'rejected' ? undefined : report.pool;

function ownField(report: BalanceReport, showKey: boolean): APIEmbedField {
  const { own, subject } = report;
  const pool = livePool(report);
  const name = subject.self ? 'Your key' : 'Their key';
  if (own.state === 'none' || own.live.state === 'rejected') {
    const fallback = pool ? ' Generations here use the server key.' : '';
    const value = subject.self
      ? `No key linked. ${HOW_TO_LINK}${fallback}`
      : `No key linked.${fallback}`;
    return { name, value };
  }
  return { name, value: linkedText(own, showKey) };
}

function linkedText(own: Extract<OwnKeySection, { state: 'linked' }>, showKey: boolean): string {
  const account = `Account **${userText(own.serviceUsername, 100)}**${showKey ? ` · \`${own.masked}\`` : ''}`;
  return `${liveText(own.live)}\n${account}`;
}

function poolField(report: BalanceReport, pool: PoolSection): APIEmbedField {
  const whose = report.subject.self ? 'Your' : 'Their';
  const left = Math.max(0, pool.limit - pool.used);
  const resets = time(new Date(pool.resetsAt), TimestampStyles.RelativeTime);
  const lines = [
    liveText(pool.live),
    `${whose} generations on it today: **${left} of ${pool.limit}** left (resets ${resets}).`,
  ];
  if (report.own.state === 'linked' && report.own.live.state !== 'rejected') {
    lines.push('Used only by members without a key of their own.');
  }
  return { name: 'Server pool', value: lines.join('\n') };
}

/** The `/balance` embed: the subject's own credits and, beside them, the server pool's. */
export function balanceEmbed(report: BalanceReport, options: BalanceEmbedOptions = {}): APIEmbed {
  const fields = [ownField(report, options.showKey ?? false)];
  const pool = livePool(report);
  if (pool) fields.push(poolField(report, pool));
  const allOk = [report.own, pool].every(
    (part) => !part || !('live' in part) || part.live.state === 'ok',
  );
  return {
    title: 'Image-service credits',
    ...(report.subject.self ? {} : { description: `Credits of <@${report.subject.userId}>` }),
    color: allOk ? 0x57f287 : 0xfee75c,
    fields,
    footer: { text: 'Balances are live from the image service.' },
  };
}
