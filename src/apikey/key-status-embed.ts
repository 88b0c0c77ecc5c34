import { type APIEmbed, type APIEmbedField, TimestampStyles, time } from 'discord.js';
import { userText } from '../discord/text.js';
import type { LiveBalance } from '../keys/live-balance.js';
import { formatCredits } from '../keys/live-balance.js';

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

function balanceField(live: KeyStatusView['live']): APIEmbedField {
  if (live.state === 'ok') return { name: 'Balance', value: `**${formatCredits(live.balance)}**` };
  return {
    name: 'Balance',
    value: `Unavailable right now: ${live.reason}\nThe key stays linked; the stored details above are current.`,
  };
}

/** The embed of `/apikey status` and `/apikey server status`. */
export function keyStatusEmbed(view: KeyStatusView): APIEmbed {
  const since = new Date(view.since);
  const fields: APIEmbedField[] = [
    { name: 'Key', value: `\`${view.masked}\``, inline: true },
    { name: 'Service user', value: userText(view.serviceUsername, 100), inline: true },
    {
      name: view.kind === 'server' ? 'Set' : 'Linked',
      value: `${time(since, TimestampStyles.RelativeTime)} (${time(since, TimestampStyles.ShortDateTime)})${view.setBy ? ` by <@${view.setBy}>` : ''}`,
    },
    balanceField(view.live),
  ];
  if (view.dailyLimit !== undefined) {
    fields.push({
      name: 'Daily limit',
      value: `${view.dailyLimit} generation${view.dailyLimit === 1 ? '' : 's'} per member per day (resets at 00:00 UTC). Change it with \`/apikey server limit\`.`,
    });
  }
  return {
    title: view.kind === 'server' ? 'Server key' : 'Your API key',
    color: COLORS[view.live.state],
    fields,
    footer: {
      text:
        view.kind === 'server'
          ? 'Members without a key of their own generate on this key.'
          : 'Stored encrypted; only the last four characters are ever shown.',
    },
  };
}
