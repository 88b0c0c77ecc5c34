import { type APIEmbed, type APIEmbedField, TimestampStyles, time } from 'discord.js';
import { userText } from '../discord/text.js';
import type { Translator } from '../i18n/translator.js';
import { type BackendNaming, namedTranslator } from '../image-backend/backend-naming.js';
import { accountOf } from '../image-backend/credentials.js';
import { formatCredits, type LiveBalance } from '../keys/live-balance.js';
import type { BalanceReport, PoolSection } from './balance-report.js';
import { ownUsageLine } from './usage-report.js';

/** What `/balance` answers, and whether it must stay private whatever the member asked. */
export interface BalanceAnswer {
  /** True for notices (a rejected key), "no key" answers and failures. */
  readonly private: boolean;
  readonly content: string;
  readonly embeds: readonly APIEmbed[];
}

/** How the title and footer name the backend: as the original service when the report does not say. */
const naming = (report: BalanceReport): BackendNaming =>
  report.backend ?? {
    original: 'yes',
    backend: '',
    named: 'no',
    unit: 'credits',
    accounts: 'balance',
    creates: 'yes',
  };

/** A live balance; for a backend that keeps none, the bot's own record of the key's month. */
function liveText(live: LiveBalance, t: Translator, backend: string): string {
  const usage = live.state === 'ok' ? live.balance.usage : undefined;
  if (usage) return t.t('balance.usageOnly', { backend, ...usage });
  if (live.state === 'ok') return `**${formatCredits(live.balance, t)}**`;
  if (live.state === 'unavailable') return t.t('balance.unavailable', { reason: live.reason });
  return t.t('balance.removed');
}

/** The subject's own key unless it is absent or the service rejected it (then it was removed). */
const liveOwn = ({ own }: BalanceReport) =>
  own.state === 'linked' && own.live.state !== 'rejected' ? own : undefined;

/** The server pool unless the service rejected its key (then it was just removed). */
const livePool = ({ pool }: BalanceReport) => (pool?.live.state === 'rejected' ? undefined : pool);

function ownField(report: BalanceReport, showKey: boolean, t: Translator): APIEmbedField {
  const { subject } = report;
  const own = liveOwn(report);
  const name = t.t(subject.self ? 'balance.yourKey' : 'balance.theirKey');
  if (!own) {
    const pool = livePool(report) ? 'Pool' : '';
    return { name, value: t.t(`balance.noKey${subject.self ? 'Yours' : 'Theirs'}${pool}`) };
  }
  const named = accountOf(own.serviceUsername, own.masked);
  const username = named === undefined ? undefined : userText(named, 100);
  const account =
    username === undefined
      ? showKey && `\`${own.masked}\``
      : showKey
        ? t.t('balance.accountWithKey', { username, masked: own.masked })
        : t.t('balance.account', { username });
  const live = liveText(own.live, t, naming(report).backend);
  return { name, value: account ? `${live}\n${account}` : live };
}

function poolField(report: BalanceReport, pool: PoolSection, t: Translator): APIEmbedField {
  const left = Math.max(0, pool.limit - pool.used);
  const resets = time(new Date(pool.resetsAt), TimestampStyles.RelativeTime);
  const { self } = report.subject;
  const lines = [
    liveText(pool.live, t, naming(report).backend),
    t.t(self ? 'balance.poolYours' : 'balance.poolTheirs', { left, limit: pool.limit, resets }),
  ];
  if (self && pool.usage && pool.usage.month.generations > 0) {
    lines.push(ownUsageLine(pool.usage, t));
  }
  if (liveOwn(report)) lines.push(t.t('balance.poolUnused'));
  return { name: t.t('balance.pool'), value: lines.join('\n') };
}

/** Whether the report is of the original service (its texts as they always were). */
const original = (report: BalanceReport) => naming(report).original === 'yes';

/** Where the figures come from: the backend live, or the bot's own record where it keeps none. */
function footerText(report: BalanceReport, pool: PoolSection | undefined, t: Translator): string {
  if (original(report)) return t.t('balance.footer');
  const recorded = [liveOwn(report)?.live, pool?.live].some(
    (live) => live?.state === 'ok' && live.balance.usage,
  );
  return t.t(recorded ? 'balance.footerRecord' : 'balance.footerOf', naming(report));
}

/**
 * The `/balance` embed in `t`'s language: the subject's own credits and the server pool's; the
 * member's own key shows masked (`sk-…abcd`) only with `showKey` (their private answer).
 */
export function balanceEmbed(report: BalanceReport, showKey: boolean, t: Translator): APIEmbed {
  const fields = [ownField(report, showKey, t)];
  const pool = livePool(report);
  if (pool) fields.push(poolField(report, pool, t));
  const allOk = [report.own, pool].every(
    (part) => !part || !('live' in part) || part.live.state === 'ok',
  );
  return {
    title: original(report) ? t.t('balance.title') : t.t('balance.titleOf', naming(report)),
    ...(report.subject.self
      ? {}
      : { description: t.t('balance.creditsOf', { user: `<@${report.subject.userId}>` }) }),
    color: allOk ? 0x57f287 : 0xfee75c,
    fields,
    footer: { text: footerText(report, pool, t) },
  };
}

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

/**
 * Decides what `/balance` shows: an embed (public when asked and nothing private is said), or a
 * private text when there is no balance. The masked key shows only in the member's own private one.
 * `translators`: the member's for a private answer, the channel's for a public one.
 */
export function planBalanceAnswer(
  report: BalanceReport,
  options: { readonly public: boolean },
  translators: { readonly private: Translator; readonly public: Translator },
): BalanceAnswer {
  const t = namedTranslator(translators.private, naming(report));
  const said = notices(report, t);
  const answered = [liveOwn(report), livePool(report)].flatMap((part) => part?.live ?? []);
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
    embeds: [
      balanceEmbed(
        report,
        showKey,
        isPrivate ? t : namedTranslator(translators.public, naming(report)),
      ),
    ],
  };
}
