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
 * Cuts `text` to at most `max` UTF-16 units (Discord's limits), ending with an ellipsis when cut.
 * Cuts only between graphemes, so no emoji, flag, ZWJ sequence or accented letter is split (a
 * lone surrogate would make the JSON body invalid).
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

/** Everything Discord would turn into formatting: markdown, headings, lists and masked links. */
const MARKDOWN = {
  heading: true,
  bulletedList: true,
  numberedList: true,
  maskedLink: true,
} as const;
/**
 * What escapeMarkdown's italic pass escapes. Its lookbehinds are tried at every position of the
 * text (about 200 ms for 4,000 characters), so it runs only on text that has one: without, the
 * pass leaves the text as it is (the passes before it add only backslashes and backticks).
 */
const ITALIC_MARKERS = /[*_]/;
/** A URL scheme Discord would link (`https://…`). */
const LINK_SCHEME = /\b([a-z][a-z0-9+.-]*):\/\//gi;
/** `<@…>`, `<@&…>`, `<#…>`, `</command:…>`, `<t:…>` and custom emoji `<:name:id>`: pills and pictures. */
const MENTION_SYNTAX = /<(?=[@#/]|a?:|t:)/g;

/**
 * User text as plain text in a message: markdown, headings, lists and masked links escaped, URLs
 * and mention syntax broken with a backslash (shown as typed, never a link, a pill or a ping).
 */
export function escapeUserText(text: string): string {
  return escapeMarkdown(text, { ...MARKDOWN, italic: ITALIC_MARKERS.test(text) })
    .replace(LINK_SCHEME, '$1\\://')
    .replace(MENTION_SYNTAX, '\\<');
}

/**
 * A short user text (a name) as members read it: cut to `maxVisible` characters as they see them,
 * then escaped — the escaping backslashes take no room on screen, so a name of the longest length
 * allowed is shown whole. For text that must fit a Discord limit, use {@link userText}.
 */
export function shownName(text: string, maxVisible: number): string {
  return escapeUserText(truncate(text, maxVisible));
}

/** {@link escapeUserText} cut to `max` characters (cut first: escaping is slow). */
export function userText(text: string, max: number): string {
  const escaped = escapeUserText(truncate(text, max));
  if (escaped.length <= max) return escaped;
  const room = Math.max(1, max - (escaped.length - Math.min(text.length, max)));
  return truncate(escapeUserText(truncate(text, room)), max);
}
