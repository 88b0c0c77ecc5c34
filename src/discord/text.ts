import { escapeMarkdown } from 'discord.js';

/** Discord's limits on embed parts. */
export const EMBED_LIMITS = {
  title: 256,
  description: 4096,
  fieldValue: 1024,
  footer: 2048,
} as const;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Cuts `text` to at most `max` UTF-16 units, ending with an ellipsis when cut; only between
 * graphemes, so no emoji or accented letter is split (a lone surrogate is invalid JSON).
 */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max < 1) return '';
  let end = 0;
  for (const { index, segment } of graphemes.segment(text)) {
    if (index + segment.length > max - 1) break;
    end = index + segment.length;
  }
  return `${text.slice(0, end)}…`;
}

/** An embed field whose value is cut to Discord's limit. */
export const embedField = (name: string, value: string) => ({
  name,
  value: truncate(value, EMBED_LIMITS.fieldValue),
});

/** Everything Discord would turn into formatting: markdown, headings, lists and masked links. */
const MARKDOWN = {
  heading: true,
  bulletedList: true,
  numberedList: true,
  maskedLink: true,
} as const;
/** What escapeMarkdown's italic pass escapes: the pass is slow (200 ms for 4,000 characters). */
const ITALIC_MARKERS = /[*_]/;
/** Unicode's mandatory line breaks: LF, VT, FF, CR, CRLF, FS, GS, RS, NEL, LS and PS. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: FS, GS and RS are line breaks to fold.
const LINE_BREAKS = /(?:\r\n|[\n\v\f\r\x1c-\x1e\x85\u2028\u2029])+/g;

/** `text` on one line: each run of line breaks folded into one space. */
export const oneLine = (text: string) => text.replace(LINE_BREAKS, ' ');

/** A URL scheme Discord would link (`https://…`). */
const LINK_SCHEME = /\b([a-z][a-z0-9+.-]*):\/\//gi;
/** `<@…>`, `<@&…>`, `<#…>`, `</command:…>`, `<t:…>` and custom emoji `<:name:id>`: pills and pictures. */
const MENTION_SYNTAX = /<(?=[@#/]|a?:|t:)/g;

/**
 * User text as one line of inert text: line breaks folded (it cannot start a line like the bot's),
 * markdown escaped, URLs and mention syntax broken with a backslash (never a link, pill or ping).
 */
export function escapeUserText(text: string): string {
  const line = oneLine(text);
  return escapeMarkdown(line, { ...MARKDOWN, italic: ITALIC_MARKERS.test(line) })
    .replace(LINK_SCHEME, '$1\\://')
    .replace(MENTION_SYNTAX, '\\<');
}

/**
 * A name as members read it: cut to `maxVisible` characters, then escaped (backslashes take no
 * room on screen). For text that must fit a Discord limit, use {@link userText}.
 */
export function shownName(text: string, maxVisible: number): string {
  return escapeUserText(truncate(text, maxVisible));
}

/** Member text as one line of inert text ({@link escapeUserText}) of at most `max` characters. */
export function userText(text: string, max: number): string {
  const escaped = escapeUserText(truncate(text, max));
  if (escaped.length <= max) return escaped;
  const room = Math.max(1, max - (escaped.length - Math.min(text.length, max)));
  return truncate(escapeUserText(truncate(text, room)), max);
}

/** Where a Discord client opens a message: its server (`@me` in a DM), channel and id. */
export const messageUrl = (guildId: string, channelId: string, messageId: string) =>
  `https://discord.com/channels/${guildId}/${channelId}/${messageId}`;
