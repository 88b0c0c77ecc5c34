import {
  ActionRowBuilder,
  type APIEmbed,
  MessageFlags,
  StringSelectMenuBuilder,
  StringSelectMenuOptionBuilder,
} from 'discord.js';
import { componentId } from '../bot/component-id.js';
import { MAX_CHOICES, NO_MENTIONS } from '../discord/discord-rules.js';
import { EMBED_LIMITS, truncate } from '../discord/text.js';
import type { Translator } from '../i18n/translator.js';
import { cancelChoices, type QueueEntry, type QueueView } from './queue-view.js';
import { renderPool } from './render-pools.js';

/** The custom id of the select that cancels a queued generation (its value names the job). */
export const QUEUE_IDS = { cancel: componentId('queue', 'cancel') };

/** One line: number, requester, workflow, size, time; another's private one only as such. */
function line(entry: QueueEntry, label: string, since: string, t: Translator): string {
  if (entry.kind === 'private') return `${label} ${t.t('queue.private')} · ${since}`;
  const mine = entry.mine ? ` ${t.t('queue.mine')}` : '';
  const parts = [`<@${entry.requesterId}>`, entry.workflow, entry.size, since];
  return `${label} ${parts.filter((part) => part !== undefined).join(' · ')}${mine}`;
}

/** The most characters Discord takes in a message's embeds together. */
const EMBEDS_TEXT_LIMIT = 6_000;
/** What the pools' embeds may take of it together: the server's list keeps the rest. */
const POOLS_TEXT_LIMIT = 3_600;

const textOf = (embed: APIEmbed) => (embed.title?.length ?? 0) + (embed.description?.length ?? 0);

/** A waiting generation's number: its place, past the line's projected places `200+`. */
const placeLabel = (entry: QueueEntry) => `**${entry.place ?? ''}${entry.past ? '+' : ''}.**`;

/**
 * `/queue`, privately in `t`'s language: each pooled backend's servers and line (`renderPool`),
 * the server's generations running and waiting, and for a member who may, a select to take a
 * queued one out (see `cancelChoices`).
 */
export function renderQueue(view: QueueView, t: Translator) {
  const section = (part: 'running' | 'waiting', label: (entry: QueueEntry) => string) => {
    const entries = view[part];
    if (entries.length === 0) return [];
    const lines = entries.map((entry) => {
      const duration = t.duration(entry.elapsedMs);
      return line(entry, label(entry), t.t(`queue.${part}For`, { duration }), t);
    });
    return [`${t.t(`queue.${part}`, { count: entries.length })}\n${lines.join('\n')}`];
  };
  const parts = [...section('running', () => '▶️'), ...section('waiting', placeLabel)];
  const share = Math.floor(POOLS_TEXT_LIMIT / Math.max(1, view.pools.length));
  const pools = view.pools.map((pool) => renderPool(pool, t, share));
  const title = t.t('queue.title');
  const room =
    EMBEDS_TEXT_LIMIT - title.length - pools.reduce((sum, pool) => sum + textOf(pool), 0);
  const embed: APIEmbed = {
    title,
    color: 0x5865f2,
    description: truncate(
      parts.length > 0 ? parts.join('\n\n') : t.t('queue.empty'),
      Math.min(EMBED_LIMITS.description, Math.max(0, room)),
    ),
  };
  const cancellable = cancelChoices(view).slice(0, MAX_CHOICES);
  const components =
    cancellable.length > 0
      ? [
          new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(
            new StringSelectMenuBuilder()
              .setCustomId(QUEUE_IDS.cancel.build())
              .setPlaceholder(t.t('queue.cancelPlaceholder'))
              .addOptions(
                cancellable.map(({ position, entry }) => {
                  const option = new StringSelectMenuOptionBuilder()
                    .setValue(entry.jobId)
                    .setLabel(
                      `${position}. ${[entry.workflow, entry.size].filter(Boolean).join(' · ')}`.trim(),
                    );
                  return entry.prompt ? option.setDescription(truncate(entry.prompt, 100)) : option;
                }),
              ),
          ),
        ]
      : [];
  return {
    embeds: [...pools, embed],
    components,
    flags: MessageFlags.Ephemeral,
    allowedMentions: NO_MENTIONS,
  } as const;
}
