import type { APIEmbed } from 'discord.js';
import { MissingApiKeyError } from '../keys/errors.js';
import type { LiveBalance } from '../keys/live-balance.js';
import { balanceEmbed } from './balance-embed.js';
import type { BalanceReport } from './balance-report.js';

/** What `/balance` answers, and whether it must stay private whatever the member asked. */
export interface BalanceAnswer {
  /** True for notices (a rejected key), "no key" answers and failures. */
  readonly private: boolean;
  readonly content: string;
  readonly embeds: readonly APIEmbed[];
}

const lives = (report: BalanceReport): LiveBalance[] => [
  ...(report.own.state === 'linked' ? [report.own.live] : []),
  ...(report.pool ? [report.pool.live] : []),
];

function notices(report: BalanceReport): string[] {
  const { own, pool, subject } = report;
  const found: string[] = [];
  if (own.state === 'linked' && own.live.state === 'rejected') {
    found.push(
      subject.self
        ? own.live.notice
        : `The image service rejected <@${subject.userId}>'s key as invalid or revoked, so I unlinked it; they need to link a new one with \`/apikey link\`.`,
    );
  }
  if (pool?.live.state === 'rejected') found.push(pool.live.notice);
  return found.map((notice) => `⚠️ ${notice}`);
}

/**
 * Decides what `/balance` shows: an embed (public when asked and nothing private must be said), or
 * a private text when there is no balance to show. The key shows, masked, only in the member's
 * own private answer.
 */
export function planBalanceAnswer(
  report: BalanceReport,
  options: { readonly public: boolean },
): BalanceAnswer {
  const said = notices(report);
  const answered = lives(report).filter((live) => live.state !== 'rejected');
  if (answered.length === 0) {
    const none = report.subject.self
      ? new MissingApiKeyError().message
      : `<@${report.subject.userId}> has no API key linked, and this server has no server key.`;
    const lines = said.length > 0 && report.subject.self ? said : [...said, none];
    return { private: true, content: lines.join('\n'), embeds: [] };
  }
  if (answered.every((live) => live.state === 'unavailable')) {
    const reason = answered[0]?.state === 'unavailable' ? answered[0].reason : '';
    return { private: true, content: [...said, `⚠️ ${reason}`].join('\n'), embeds: [] };
  }
  const isPrivate = !options.public || said.length > 0;
  const showKey = isPrivate && report.subject.self;
  return {
    private: isPrivate,
    content: said.join('\n'),
    embeds: [balanceEmbed(report, { showKey })],
  };
}
