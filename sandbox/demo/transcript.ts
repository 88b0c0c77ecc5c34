import type { Translator } from '../../src/i18n/translator.js';
import { maskApiKey } from '../../src/image-backend/credentials.js';
import type { MessageSnapshot, MessageView, ModalView } from '../discord/index.js';
import { clockTime } from './plain-text.js';
import { renderSnapshot } from './render-snapshot.js';

/** Where transcript lines go (a terminal, a test's array). */
export type LineSink = (line: string) => void;

const INDENT = '    ';
const FULL_KEY = /sk-[0-9a-fA-F]{48}/g;
const seconds = (ms: number) => `+${(ms / 1000).toFixed(2)} s`;

function changedLines(previous: string[], next: string[], t: Translator): string[] {
  const before = new Set(previous);
  const changed = next.filter((line) => !before.has(line) && line !== '│');
  return changed.length > 0 ? changed : [t.t('demo.noChange')];
}

/**
 * The channel as a member reads it, written line by line in `t`'s language: who ran which
 * command, the modals they filled in, each message with author, time and visibility, and a
 * message's edits in order.
 */
export class Transcript {
  readonly lines: string[] = [];

  constructor(
    private readonly sink: LineSink,
    private readonly names: ReadonlyMap<string, string>,
    readonly t: Translator,
  ) {}

  /** Writes one line; a full API key in it is masked (`sk-…abcd`), whatever printed it. */
  line(text = ''): void {
    const safe = text.replace(FULL_KEY, (key) => maskApiKey(key));
    this.lines.push(safe);
    this.sink(safe);
  }

  heading(text: string): void {
    this.line();
    this.line(`── ${text} ${'─'.repeat(Math.max(3, 72 - text.length))}`);
  }

  /** A member's command, as typed in their language: `alice used /imagine prompt: …`. */
  used(member: string, command: string): void {
    this.line(this.t.t('demo.used', { member, command }));
  }

  /** A member's click: `alice clicked [ 🎲 Re-roll ]`. */
  clicked(member: string, label: string): void {
    this.line(this.t.t('demo.clicked', { member, label }));
  }

  /** A member's choice in a select menu: `alice chose “anime” in “Workflow…”`. */
  picked(member: string, menu: string, choice: string): void {
    this.line(this.t.t('demo.picked', { member, menu, choice }));
  }

  /** A modal and what the member typed (`shown` carries the text to print, masked if secret). */
  modal(modal: ModalView, shown: Readonly<Record<string, string>>): void {
    this.line(`${INDENT}${this.t.t('demo.modal', { title: modal.title })}`);
    for (const field of modal.fields) {
      const value = shown[field.customId];
      if (value !== undefined) this.line(`${INDENT}   ${field.label ?? field.customId}: ${value}`);
    }
  }

  /** A message in its current version, with a header line `author · time · visibility`. */
  message(message: MessageView): void {
    const author = this.names.get(message.authorId) ?? `user ${message.authorId}`;
    const marks = [author, clockTime(message.createdAt, this.t.locale)];
    if (message.editedAt) marks.push(this.t.t('demo.edited'));
    if (message.ephemeral) marks.push(this.t.t('demo.onlyYou'));
    this.line(`${INDENT}${marks.join(' · ')}`);
    for (const text of renderSnapshot(message, this.naming())) this.line(`${INDENT}  ${text}`);
  }

  /** Every version of a message in order, each edit showing only what changed. */
  history(message: MessageView, label: string): void {
    const versions: MessageSnapshot[] = message.history;
    const first = versions[0];
    if (!first) return;
    const { t } = this;
    const start = Date.parse(first.at);
    this.line(`${INDENT}${t.t('demo.history', { label, count: versions.length - 1 })}`);
    const names = versions.map((_, index) =>
      index === 0 ? t.t('demo.posted') : t.t('demo.edit', { n: String(index).padStart(2) }),
    );
    const width = Math.max(...names.map((name) => name.length));
    let previous: string[] = [];
    versions.forEach((version, index) => {
      const rendered = renderSnapshot(version, this.naming());
      const shown = index === 0 ? rendered : changedLines(previous, rendered, t);
      const tag = `${(names[index] ?? '').padEnd(width)} ${seconds(Date.parse(version.at) - start).padStart(8)}`;
      shown.forEach((text, row) => {
        this.line(`${INDENT}  ${row === 0 ? tag : ' '.repeat(tag.length)}  ${text}`);
      });
      previous = rendered;
    });
  }

  private naming() {
    return { botName: this.names.get('bot') ?? 'Imagine', names: this.names, t: this.t };
  }
}
