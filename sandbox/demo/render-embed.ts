import type { APIEmbed } from 'discord.js';
import type { Translator } from '../../src/i18n/translator.js';
import { plainText } from './plain-text.js';

function imageLine(t: Translator, kind: 'image' | 'thumbnail', url: string | undefined): string[] {
  if (!url) return [];
  const attached = url.startsWith('attachment://');
  const name = attached ? t.t('demo.attached', { name: url.slice('attachment://'.length) }) : url;
  return [t.t(`demo.${kind}`, { name })];
}

function fieldLines(
  fields: APIEmbed['fields'],
  names: ReadonlyMap<string, string>,
  locale: string,
): string[] {
  const out: string[] = [];
  let row: string[] = [];
  const flush = () => {
    if (row.length > 0) out.push(row.join('   '));
    row = [];
  };
  for (const field of fields ?? []) {
    const text = `${plainText(field.name, names, locale)}: ${plainText(field.value, names, locale)}`;
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
 * An embed as readable lines, labels in `t`'s language: author, title (and link), description,
 * fields (inline ones side by side, three per line), image and thumbnail, footer; mentions
 * resolved through `names`.
 */
export function renderEmbed(
  embed: APIEmbed,
  names: ReadonlyMap<string, string>,
  t: Translator,
): string[] {
  const lines = (text: string | undefined) =>
    text ? plainText(text, names, t.locale).split('\n') : [];
  const title = embed.title
    ? lines(embed.title).join(' ') + (embed.url ? ` <${embed.url}>` : '')
    : '';
  return [
    ...lines(embed.author?.name),
    ...(title ? [title] : []),
    ...lines(embed.description),
    ...fieldLines(embed.fields, names, t.locale),
    ...imageLine(t, 'image', embed.image?.url),
    ...imageLine(t, 'thumbnail', embed.thumbnail?.url),
    ...lines(embed.footer?.text).map((line) => `— ${line}`),
  ];
}
