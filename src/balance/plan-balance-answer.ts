import type { APIEmbed } from 'discord.js';
import type { Translator } from '../i18n/translator.js';
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

function notices(report: BalanceReport, t: Translator): string[] {
  const { own, pool, subject } = report;
  const found: string[] = [];
  if (own.state === 'linked' && own.live.state === 'rejected') {
    found.push(
      subject.self
        ? t.text(own.live.notice)
        : t.t('balance.otherRejected', { user: `<@${subject.userId}>` }),
    );
  }
  if (pool?.live.state === 'rejected') found.push(t.text(pool.live.notice));
  return found.map((notice) => t.t('common.warning', { message: notice }));
}

/** The translators of a `/balance` answer: the member's for a private one, the channel's else. */
export interface BalanceTranslators {
  readonly private: Translator;
  readonly public: Translator;
}

/**
 * Decides what `/balance` shows: an embed (public when asked and nothing private must be said), or
 * a private text when there is no balance to show. The key shows, masked, only in the member's
 * own private answer. A private answer is in the member's language, a public one in the channel's.
 */
export function planBalanceAnswer(
  report: BalanceReport,
  options: { readonly public: boolean },
  translators: BalanceTranslators,
): BalanceAnswer {
  const t = translators.private;
  const said = notices(report, t);
  const answered = lives(report).filter((live) => live.state !== 'rejected');
  if (answered.length === 0) {
    const none = report.subject.self
      ? t.t('keys.missing')
      : t.t('balance.otherNone', { user: `<@${report.subject.userId}>` });
    const lines = said.length > 0 && report.subject.self ? said : [...said, none];
    return { private: true, content: lines.join('\n'), embeds: [] };
  }
  const [first] = answered;
  if (first?.state === 'unavailable' && answered.every((live) => live.state === 'unavailable')) {
    const reason = t.t('common.warning', { message: first.reason });
    return { private: true, content: [...said, reason].join('\n'), embeds: [] };
  }
  const isPrivate = !options.public || said.length > 0;
  const showKey = isPrivate && report.subject.self;
  return {
    private: isPrivate,
    content: said.join('\n'),
    embeds: [balanceEmbed(report, { showKey }, isPrivate ? t : translators.public)],
  };
}
