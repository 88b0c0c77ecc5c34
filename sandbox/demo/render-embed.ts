import type { APIEmbed } from 'discord.js';
import { plainText } from './plain-text.js';

function imageLine(label: string, url: string | undefined): string[] {
  if (!url) return [];
  const attached = url.startsWith('attachment://');
  return [
    attached ? `${label}: ${url.slice('attachment://'.length)} (attached)` : `${label}: ${url}`,
  ];
}

function fieldLines(fields: APIEmbed['fields'], names: ReadonlyMap<string, string>): string[] {
  const out: string[] = [];
  let row: string[] = [];
  const flush = () => {
    if (row.length > 0) out.push(row.join('   '));
    row = [];
  };
  for (const field of fields ?? []) {
    const text = `${plainText(field.name, names)}: ${plainText(field.value, names)}`;
    if (field.inline && !text.includes('\n')) {
      row.push(text);
      if (row.length === 3) flush();
    } else {
      flush();
      out.push(...text.split('\n'));
    }
  }
  flush();
  return out;
}

/**
 * An embed as readable lines: author, title (and link), description, fields (inline ones
 * side by side, three per line), image and thumbnail, footer; mentions resolved through `names`.
 */
export function renderEmbed(
  embed: APIEmbed,
  names: ReadonlyMap<string, string> = new Map(),
): string[] {
  const lines = (text: string | undefined) => (text ? plainText(text, names).split('\n') : []);
  const title = embed.title
    ? lines(embed.title).join(' ') + (embed.url ? ` <${embed.url}>` : '')
    : '';
  return [
    ...lines(embed.author?.name),
    ...(title ? [title] : []),
    ...lines(embed.description),
    ...fieldLines(embed.fields, names),
    ...imageLine('image', embed.image?.url),
    ...imageLine('thumbnail', embed.thumbnail?.url),
    ...lines(embed.footer?.text).map((line) => `— ${line}`),
  ];
}
