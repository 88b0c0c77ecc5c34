import type { Translator } from '../../src/i18n/translator.js';
import type { ButtonView, MessageSnapshot } from '../discord/index.js';
import { plainText } from './plain-text.js';
import { fileText, renderCard } from './render-card.js';
import { renderEmbed } from './render-embed.js';

function buttonText(button: ButtonView, t: Translator): string {
  const label = button.label ?? button.customId ?? '?';
  const link = button.url ? ` ↗ ${button.url}` : '';
  return `[ ${label}${link}${button.disabled ? ` ${t.t('demo.disabled')}` : ''} ]`;
}

/** A string select menu of a message, as the member sees it closed. */
interface SelectView {
  readonly placeholder?: string;
  readonly options: readonly { readonly label: string; readonly default?: boolean }[];
}

function selectsOf(components: readonly unknown[]): SelectView[] {
  const found: SelectView[] = [];
  const visit = (node: Record<string, unknown>) => {
    if (node.type === 3) found.push(node as unknown as SelectView);
    for (const child of (node.components as Record<string, unknown>[] | undefined) ?? []) {
      visit(child);
    }
  };
  for (const component of components) visit(component as Record<string, unknown>);
  return found;
}

/**
 * A select menu on one line: `[ Workflow… ⌄ ]`, or the option it shows as chosen; with
 * `open`, what it offers after it.
 */
function selectText(select: SelectView, open: boolean): string {
  const chosen = select.options.filter((option) => option.default).map((option) => option.label);
  const closed = `[ ${chosen.length > 0 ? chosen.join(', ') : (select.placeholder ?? '…')} ⌄ ]`;
  return open ? `${closed} ${select.options.map((option) => option.label).join(' · ')}` : closed;
}

/** How {@link renderSnapshot} names people and channels, and in which language. */
export interface SnapshotNames {
  /** Shown in "… is thinking". */
  readonly botName: string;
  /** Display names by user or channel id, for mentions. */
  readonly names: ReadonlyMap<string, string>;
  /** The transcript's language. */
  readonly t: Translator;
}

/**
 * One version of a message as a member sees it: its text, each embed as a bar-prefixed block, or
 * a components-v2 card (`render-card.ts`), attached files not in a gallery with type, size and
 * pixel size, each select menu on its line (a card's with what it offers), and the buttons on one
 * line.
 */
export function renderSnapshot(message: MessageSnapshot, naming: SnapshotNames): string[] {
  const { botName, names, t } = naming;
  if (message.loading) return [t.t('demo.thinking', { bot: botName })];
  const out = message.content ? plainText(message.content, names, t.locale).split('\n') : [];
  for (const embed of message.embeds) {
    out.push(...renderEmbed(embed, names, t).map((line) => (line ? `│ ${line}` : '│')));
  }
  const card = renderCard(message, names, t);
  out.push(...card);
  const inGallery = new Set(message.gallery.map((item) => item.attachment?.id));
  const loose = message.attachments.filter((file) => !inGallery.has(file.id));
  out.push(...loose.map((file) => `📎 ${fileText(file, t)}`));
  out.push(...selectsOf(message.components).map((select) => selectText(select, card.length > 0)));
  if (message.buttons.length > 0) out.push(message.buttons.map((b) => buttonText(b, t)).join(' '));
  return out;
}
