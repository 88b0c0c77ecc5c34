import { type APIEmbed, type APIEmbedField, TimestampStyles, time } from 'discord.js';
import { userText } from '../discord/text.js';
import type { Translator } from '../i18n/translator.js';
import { accountOf } from '../image-backend/credentials.js';
import { formatCredits, type LiveBalance } from '../keys/live-balance.js';

/** What a key status shows: stored facts plus the live balance (never the key itself). */
export interface KeyStatusView {
  /** `personal` for a member's own key, `server` for the server key. */
  readonly kind: 'personal' | 'server';
  /** `sk-…abcd`. */
  readonly masked: string;
  readonly serviceUsername: string;
  /** When it was linked or set, epoch milliseconds. */
  readonly since: number;
  /** Server key only: the Discord user id of the manager who set it. */
  readonly setBy?: string;
  /** Server key only: generations per member per day. */
  readonly dailyLimit?: number;
  /** The balance asked of the service now; `rejected` is never rendered (the key is gone). */
  readonly live: Exclude<LiveBalance, { state: 'rejected' }>;
}

const COLORS = { ok: 0x57f287, unavailable: 0xfee75c } as const;

function balanceField(live: KeyStatusView['live'], t: Translator): APIEmbedField {
  const name = t.t('apikey.status.balance');
  if (live.state === 'ok') return { name, value: `**${formatCredits(live.balance, t)}**` };
  return { name, value: t.t('apikey.status.unavailable', { reason: live.reason }) };
}

/** The embed of `/apikey status` and `/apikey server status`, in `t`'s language. */
export function keyStatusEmbed(view: KeyStatusView, t: Translator): APIEmbed {
  const since = new Date(view.since);
  const when = {
    relative: time(since, TimestampStyles.RelativeTime),
    date: time(since, TimestampStyles.ShortDateTime),
  };
  const server = view.kind === 'server';
  const account = accountOf(view.serviceUsername, view.masked);
  const fields: APIEmbedField[] = [
    { name: t.t('apikey.status.key'), value: `\`${view.masked}\``, inline: true },
    ...(account === undefined
      ? []
      : [{ name: t.t('apikey.status.serviceUser'), value: userText(account, 100), inline: true }]),
    {
      name: t.t(server ? 'apikey.status.set' : 'apikey.status.linked'),
      value: view.setBy
        ? t.t('apikey.status.whenBy', { ...when, user: `<@${view.setBy}>` })
        : t.t('apikey.status.when', when),
    },
    balanceField(view.live, t),
  ];
  if (view.dailyLimit !== undefined) {
    fields.push({
      name: t.t('apikey.status.dailyLimit'),
      value: t.t('apikey.status.dailyLimitValue', { limit: view.dailyLimit }),
    });
  }
  return {
    title: t.t(server ? 'apikey.status.titleServer' : 'apikey.status.titlePersonal'),
    color: COLORS[view.live.state],
    fields,
    footer: {
      text: t.t(server ? 'apikey.status.footerServer' : 'apikey.status.footerPersonal'),
    },
  };
}
