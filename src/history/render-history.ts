import { type APIEmbed, type APIEmbedField, ButtonStyle, TimestampStyles, time } from 'discord.js';
import { componentId } from '../bot/component-id.js';
import { type ButtonSpec, buttonRow } from '../discord/button-row.js';
import { NO_MENTIONS } from '../discord/discord-rules.js';
import type { Translator } from '../i18n/translator.js';
import type { HistoryEntry } from '../store/generation-history-store.js';
import { entryHeadline, entryTexts } from './history-entry-text.js';

/** Generations on one page of `/history`. */
const HISTORY_PAGE_SIZE = 5;

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
  /**
   * Whether the backend of a generation (its `HistoryEntry.backend`) takes workflows: one that
   * does not shows none. @default every backend takes them
   */
  readonly takesWorkflow?: (entry: HistoryEntry) => boolean;
}

/** The number of pages of `count` generations (at least one). */
const pageCount = (count: number) => Math.max(1, Math.ceil(count / HISTORY_PAGE_SIZE));

function entryField(
  entry: HistoryEntry,
  n: number,
  t: Translator,
  takesWorkflow: boolean,
): APIEmbedField {
  const { workflow, size, state, seed, message, loras } = entryTexts(entry, t, takesWorkflow);
  const when = time(new Date(entry.createdAt), TimestampStyles.RelativeTime);
  const lines = [
    entryHeadline(entry, t, PROMPT_CHARS),
    t.t('history.entryLine', { state, seed, when }),
    ...(loras ? [t.t('history.entryLoras', { loras })] : []),
    message,
  ];
  const name =
    workflow === undefined
      ? t.t('history.entrySized', { n, size })
      : t.t('history.entryName', { n, workflow, size });
  return { name, value: lines.join('\n') };
}

/**
 * One page of `/history`, newest first: each generation's prompt, workflow, size, seed, time and
 * message link; rows of "Again n" and "Show n" buttons, then the pages (each button works after a
 * restart: its custom id carries what it needs).
 */
export function renderHistoryPage(view: HistoryPageView, t: Translator) {
  const pages = pageCount(view.entries.length);
  const page = Math.min(Math.max(0, view.page), pages - 1);
  const start = page * HISTORY_PAGE_SIZE;
  const shown = view.entries.slice(start, start + HISTORY_PAGE_SIZE);
  if (shown.length === 0) {
    const content = t.t('history.empty', { max: view.max, days: view.days });
    return { content, embeds: [], components: [], allowedMentions: NO_MENTIONS };
  }
  const embed: APIEmbed = {
    title: t.t('history.title'),
    fields: shown.map((entry, index) =>
      entryField(entry, start + index + 1, t, view.takesWorkflow?.(entry) ?? true),
    ),
    footer: {
      text: t.t('history.footer', { page: page + 1, pages, count: view.entries.length }),
    },
  };
  /** A button of `action` under each generation shown: "Again n" (if it can be) or "Show n". */
  const rowOf = (action: 'again' | 'show') =>
    buttonRow(
      ...shown.map(
        (entry, index): ButtonSpec => [
          HISTORY_IDS[action].build({ entryId: entry.id }),
          t.t(`history.buttons.${action}`, { n: start + index + 1 }),
          action === 'again' ? ButtonStyle.Primary : ButtonStyle.Secondary,
          action === 'again' && entry.repeat === undefined,
        ],
      ),
    );
  const [again, show] = [rowOf('again'), rowOf('show')];
  const pageButton = (to: number, label: 'previous' | 'next', disabled: boolean) =>
    [
      HISTORY_IDS.page.build({ page: to }),
      t.t(`history.buttons.${label}`),
      ButtonStyle.Secondary,
      disabled,
    ] as const;
  const turn = buttonRow(
    pageButton(page - 1, 'previous', page === 0),
    pageButton(page + 1, 'next', page >= pages - 1),
  );
  return {
    content: '',
    embeds: [embed],
    components: pages > 1 ? [again, show, turn] : [again, show],
    allowedMentions: NO_MENTIONS,
  };
}
