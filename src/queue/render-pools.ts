import { type APIEmbed, TimestampStyles, time } from 'discord.js';
import { EMBED_LIMITS, truncate } from '../discord/text.js';
import type { Translator } from '../i18n/translator.js';
import type { LineCounts, OwnPlace, PoolView, ServerView } from './pool-view.js';

/** The most members a manager's counts list; the rest are counted in one line. */
export const SHOWN_MEMBERS = 20;

function serverLine(server: ServerView, t: Translator): string {
  const { number, taken, slots } = server;
  const values = { server: t.t('queue.serverNumber', { number }), taken, slots };
  if (server.activity === 'down') return t.t('queue.serverDown', values);
  if (server.activity === 'idle') return t.t('queue.serverIdle', values);
  return t.t('queue.serverBusy', values);
}

function placeLine({ place, past, startsAt }: OwnPlace, t: Translator): string {
  if (past) return t.t('queue.placePast', { place });
  if (startsAt === undefined) return t.t('queue.placeOnly', { place });
  const at = time(Math.round(startsAt / 1_000), TimestampStyles.RelativeTime);
  return t.t('queue.placeStarts', { place, time: at });
}

function yoursPart(view: PoolView, t: Translator): string {
  const lines = view.mine.map((own) => placeLine(own, t));
  if (view.mineRunning > 0) lines.push(t.t('queue.yoursRunning', { count: view.mineRunning }));
  if (lines.length === 0) lines.push(t.t('queue.yoursNone'));
  return `${t.t('queue.yours')}\n${lines.join('\n')}`;
}

function countsPart(counts: LineCounts, t: Translator): string | undefined {
  const shown = counts.members.slice(0, SHOWN_MEMBERS);
  const lines = shown.map(({ userId, waiting, running }) =>
    t.t('queue.memberCounts', { member: `<@${userId}>`, waiting, running }),
  );
  const more = counts.members.length - shown.length;
  if (more > 0) lines.push(t.t('queue.moreMembers', { count: more }));
  const { hidden } = counts;
  if (hidden.waiting + hidden.running > 0) lines.push(t.t('queue.hiddenCounts', hidden));
  if (counts.elsewhere > 0) lines.push(t.t('queue.elsewhere', { count: counts.elsewhere }));
  return lines.length > 0 ? `${t.t('queue.members')}\n${lines.join('\n')}` : undefined;
}

/**
 * A pooled backend in `/queue`, in `t`'s language: each server busy (slots taken of its slots),
 * idle or down, the line's length, the reader's own places and expected starts, and for a
 * manager the counts per member (mentions drawn as names: the message pings no one); its
 * description within `limit` characters.
 */
export function renderPool(
  view: PoolView,
  t: Translator,
  limit: number = EMBED_LIMITS.description,
): APIEmbed {
  const parts = [
    view.servers.map((server) => serverLine(server, t)).join('\n'),
    t.t('queue.lineLength', { count: view.waiting }),
    yoursPart(view, t),
    ...(view.counts ? [countsPart(view.counts, t)] : []),
  ].filter((part): part is string => part !== undefined && part !== '');
  return {
    title: truncate(t.t('queue.poolTitle', { backend: view.name }), EMBED_LIMITS.title),
    color: 0x57f287,
    description: truncate(parts.join('\n\n'), Math.min(limit, EMBED_LIMITS.description)),
  };
}
