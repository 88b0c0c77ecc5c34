import {
  ActionRowBuilder,
  type APIEmbed,
  MessageFlags,
  StringSelectMenuBuilder,
  StringSelectMenuOptionBuilder,
} from 'discord.js';
import { componentId } from '../bot/component-id.js';
import { NO_MENTIONS } from '../discord/discord-rules.js';
import { EMBED_LIMITS, truncate } from '../discord/text.js';
import type { Translator } from '../i18n/translator.js';
import { cancelChoices, type QueueEntry, type QueueView } from './queue-view.js';

/** The custom id of the select that cancels a queued generation (its value names the job). */
export const QUEUE_IDS = { cancel: componentId('queue', 'cancel') };

/** Discord lists at most 25 options in a select. */
const MAX_OPTIONS = 25;

/**
 * One line: number, requester (a mention string; the message pings no one), workflow, size, time;
 * another member's private generation only as such, with its time.
 */
function line(entry: QueueEntry, label: string, since: string, t: Translator): string {
  if (entry.kind === 'private') return `${label} ${t.t('queue.private')} · ${since}`;
  const mine = entry.mine ? ` ${t.t('queue.mine')}` : '';
  return `${label} <@${entry.requesterId}> · ${entry.workflow} · ${entry.size} · ${since}${mine}`;
}

function section(title: string, lines: readonly string[]): string {
  return `${title}\n${lines.join('\n')}`;
}

/**
 * `/queue`, answered privately, in `t`'s language: this server's generations running and waiting,
 * the reader's own marked, another member's private one shown only as such; for a member who may,
 * a select to take a queued one out of the queue (see `cancelChoices`).
 */
export function renderQueue(view: QueueView, t: Translator) {
  const parts: string[] = [];
  if (view.running.length > 0) {
    parts.push(
      section(
        t.t('queue.running', { count: view.running.length }),
        view.running.map((entry) =>
          line(entry, '▶️', t.t('queue.runningFor', { duration: t.duration(entry.elapsedMs) }), t),
        ),
      ),
    );
  }
  if (view.waiting.length > 0) {
    parts.push(
      section(
        t.t('queue.waiting', { count: view.waiting.length }),
        view.waiting.map((entry, index) =>
          line(
            entry,
            `**${index + 1}.**`,
            t.t('queue.waitingFor', { duration: t.duration(entry.elapsedMs) }),
            t,
          ),
        ),
      ),
    );
  }
  const embed: APIEmbed = {
    title: t.t('queue.title'),
    color: 0x5865f2,
    description: truncate(
      parts.length > 0 ? parts.join('\n\n') : t.t('queue.empty'),
      EMBED_LIMITS.description,
    ),
  };
  const cancellable = cancelChoices(view).slice(0, MAX_OPTIONS);
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
                    .setLabel(`${position}. ${entry.workflow} · ${entry.size}`);
                  return entry.prompt ? option.setDescription(truncate(entry.prompt, 100)) : option;
                }),
              ),
          ),
        ]
      : [];
  return {
    embeds: [embed],
    components,
    flags: MessageFlags.Ephemeral,
    allowedMentions: NO_MENTIONS,
  } as const;
}
