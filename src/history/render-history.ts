import {
  ActionRowBuilder,
  type APIEmbed,
  type APIEmbedField,
  ButtonBuilder,
  ButtonStyle,
  type InteractionReplyOptions,
} from 'discord.js';
import { componentId } from '../bot/component-id.js';
import { NO_MENTIONS } from '../discord/discord-rules.js';
import type { Translator } from '../i18n/translator.js';
import type { HistoryEntry } from '../store/generation-history-store.js';
import {
  discordTime,
  messageLinkOf,
  promptText,
  seedText,
  sizeText,
  stateText,
  workflowText,
} from './history-entry-text.js';

/** Generations on one page of `/history`. */
export const HISTORY_PAGE_SIZE = 5;

/** The custom ids of `/history`'s buttons, routed to its components (see `commands/history.ts`). */
export const HISTORY_IDS = {
  /** Previous / Next: the page to show. */
  page: componentId('history', 'page', ['page']),
  /** Again n: runs generation `entryId` of the clicker's history again. */
  again: componentId('history', 'again', ['entryId']),
  /** Show n: shows generation `entryId` of the clicker's history. */
  show: componentId('history', 'show', ['entryId']),
};

/** How much of a prompt a page shows. */
const PROMPT_CHARS = 200;

/** What one page of a member's history shows. */
export interface HistoryPageView {
  /** Every generation kept, newest first. */
  readonly entries: readonly HistoryEntry[];
  /** 0-based; clamped to the pages there are. */
  readonly page: number;
  /** How many the history keeps, and for how many days (said when it is empty). */
  readonly max: number;
  readonly days: number;
}

/** The number of pages of `count` generations (at least one). */
export const pageCount = (count: number) => Math.max(1, Math.ceil(count / HISTORY_PAGE_SIZE));

const button = (id: string, label: string, style: ButtonStyle, disabled = false) =>
  new ButtonBuilder().setCustomId(id).setLabel(label).setStyle(style).setDisabled(disabled);

function entryField(entry: HistoryEntry, n: number, t: Translator): APIEmbedField {
  const link = messageLinkOf(entry);
  const lines = [
    promptText(entry, PROMPT_CHARS),
    t.t('history.entryLine', {
      state: stateText(entry, t),
      seed: seedText(entry, t),
      when: discordTime(entry.createdAt),
    }),
    link
      ? t.t('history.messageLink', { url: link })
      : t.t(entry.ephemeral ? 'history.privateReply' : 'history.noMessage'),
  ];
  return {
    name: t.t('history.entryName', {
      n,
      workflow: workflowText(entry, t),
      size: sizeText(entry, t),
    }),
    value: lines.join('\n'),
  };
}

/**
 * One page of `/history`: up to {@link HISTORY_PAGE_SIZE} generations, newest first, each with its
 * prompt (cut, escaped), workflow, size, seed, when and a link to its message; under them a row of
 * "Again n" (run it again) and one of "Show n" buttons, then the pages. Every button carries what
 * it needs in its custom id, so it works after a restart. Private: only the member sees it.
 */
export function renderHistoryPage(view: HistoryPageView, t: Translator): InteractionReplyOptions {
  const pages = pageCount(view.entries.length);
  const page = Math.min(Math.max(0, view.page), pages - 1);
  const start = page * HISTORY_PAGE_SIZE;
  const shown = view.entries.slice(start, start + HISTORY_PAGE_SIZE);
  if (shown.length === 0) {
    return {
      content: t.t('history.empty', { max: view.max, days: view.days }),
      embeds: [],
      components: [],
      allowedMentions: NO_MENTIONS,
    };
  }
  const embed: APIEmbed = {
    title: t.t('history.title'),
    fields: shown.map((entry, index) => entryField(entry, start + index + 1, t)),
    footer: {
      text: t.t('history.footer', { page: page + 1, pages, count: view.entries.length }),
    },
  };
  /** A button of `action` under each generation shown, "Again n" or "Show n". */
  const rowOf = (
    action: 'again' | 'show',
    style: ButtonStyle,
    disabled: (entry: HistoryEntry) => boolean = () => false,
  ) =>
    new ActionRowBuilder<ButtonBuilder>().addComponents(
      shown.map((entry, index) =>
        button(
          HISTORY_IDS[action].build({ entryId: entry.id }),
          t.t(`history.buttons.${action}`, { n: start + index + 1 }),
          style,
          disabled(entry),
        ),
      ),
    );
  const again = rowOf('again', ButtonStyle.Primary, (entry) => entry.repeat === undefined);
  const show = rowOf('show', ButtonStyle.Secondary);
  const turn = new ActionRowBuilder<ButtonBuilder>().addComponents(
    button(
      HISTORY_IDS.page.build({ page: page - 1 }),
      t.t('history.buttons.previous'),
      ButtonStyle.Secondary,
      page === 0,
    ),
    button(
      HISTORY_IDS.page.build({ page: page + 1 }),
      t.t('history.buttons.next'),
      ButtonStyle.Secondary,
      page >= pages - 1,
    ),
  );
  return {
    content: '',
    embeds: [embed],
    components: pages > 1 ? [again, show, turn] : [again, show],
    allowedMentions: NO_MENTIONS,
  };
}
