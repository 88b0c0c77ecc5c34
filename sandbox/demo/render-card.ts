import type { Translator } from '../../src/i18n/translator.js';
import type { AttachmentView, MessageSnapshot } from '../discord/index.js';
import { plainText } from './plain-text.js';
import { pngDimensions } from './png-dimensions.js';

type Node = Record<string, unknown>;

/** A file as a line: name, type, size and pixel size. */
export function fileText(file: AttachmentView, t: Translator): string {
  const size = pngDimensions(file.bytes) ?? (file.width && file.height ? file : undefined);
  const parts = [file.contentType, t.bytes(file.size)];
  if (size) parts.push(`${size.width}×${size.height}`);
  return `${file.filename} (${parts.join(', ')})`;
}

/**
 * A components-v2 message's layout as a member reads it, top to bottom and bar-prefixed inside a
 * Container: each Text Display (a `## ` heading as its plain text, small print kept as `-#`), each
 * Media Gallery item as `🖼️` with its file and alt text, a separator as a rule. Buttons and selects
 * are left to the caller (drawn as for any message).
 */
export function renderCard(
  message: MessageSnapshot,
  names: ReadonlyMap<string, string>,
  t: Translator,
): string[] {
  const out: string[] = [];
  const visit = (node: Node, depth: number) => {
    const bar = depth > 0 ? '│ ' : '';
    if (node.type === 10) {
      const text = plainText(String(node.content), names, t.locale).replace(/^## /gm, '');
      out.push(...text.split('\n').map((line) => `${bar}${line}`.trimEnd()));
    }
    if (node.type === 14) out.push(`${bar}────────`);
    for (const item of (node.items as Node[] | undefined) ?? []) {
      const url = String((item.media as Node | undefined)?.url ?? '');
      const name = /^attachment:\/\/(.+)$/.exec(url)?.[1];
      const file = message.attachments.find((a) => a.filename === name);
      const alt = typeof item.description === 'string' ? ` — “${item.description}”` : '';
      out.push(`${bar}🖼️ ${file ? fileText(file, t) : url}${alt}`);
    }
    if (node.type === 17 || node.type === 9) {
      for (const child of (node.components as Node[] | undefined) ?? []) visit(child, depth + 1);
    }
  };
  for (const component of message.components) visit(component as unknown as Node, 0);
  return out;
}
