import type { AttachmentView, ButtonView, MessageSnapshot } from '../discord/index.js';
import { formatSize } from './format-size.js';
import { plainText } from './plain-text.js';
import { pngDimensions } from './png-dimensions.js';
import { renderEmbed } from './render-embed.js';

function attachmentLine(file: AttachmentView): string {
  const size = pngDimensions(file.bytes) ?? (file.width && file.height ? file : undefined);
  const parts = [file.contentType, formatSize(file.size)];
  if (size) parts.push(`${size.width}×${size.height}`);
  return `📎 ${file.filename} (${parts.join(', ')})`;
}

function buttonText(button: ButtonView): string {
  const label = button.label ?? button.customId ?? 'button';
  const link = button.url ? ` ↗ ${button.url}` : '';
  return `[ ${label}${link}${button.disabled ? ' (disabled)' : ''} ]`;
}

/** How {@link renderSnapshot} names people and channels. */
export interface SnapshotNames {
  /** Shown in "… is thinking". */
  readonly botName: string;
  /** Display names by user or channel id, for mentions. */
  readonly names: ReadonlyMap<string, string>;
}

/**
 * One version of a message as a member sees it: its text, each embed as a bar-prefixed block,
 * attached files with type, size and pixel size, and the buttons on one line.
 */
export function renderSnapshot(message: MessageSnapshot, naming: SnapshotNames): string[] {
  const { botName, names } = naming;
  if (message.loading) return [`${botName} is thinking…`];
  const out = message.content ? plainText(message.content, names).split('\n') : [];
  for (const embed of message.embeds) {
    out.push(...renderEmbed(embed, names).map((line) => (line ? `│ ${line}` : '│')));
  }
  out.push(...message.attachments.map(attachmentLine));
  if (message.buttons.length > 0) out.push(message.buttons.map(buttonText).join(' '));
  return out;
}
