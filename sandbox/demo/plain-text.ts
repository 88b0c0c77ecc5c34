const TIMESTAMP = /<t:(\d+)(?::[tTdDfFR])?>/g;
const LINK = /\[([^\]]+)\]\((\S+?)\)/g;
const USER_MENTION = /<@!?(\d+)>/g;
const CHANNEL_MENTION = /<#(\d+)>/g;

/** The clock time a member would read, 24-hour, in the local time zone and `locale`'s digits. */
export function clockTime(at: Date | string | number, locale = 'en-GB'): string {
  return new Date(at).toLocaleTimeString(locale, { hour12: false });
}

/**
 * Discord markdown as a terminal shows it: bold/underline markers dropped, masked links as
 * `text <url>`, timestamps `<t:…>` as clock times in `locale`, mentions as `@name` / `#channel`
 * (from `names`, ids to display names).
 */
export function plainText(
  markdown: string,
  names: ReadonlyMap<string, string> = new Map(),
  locale = 'en-GB',
): string {
  return markdown
    .replace(USER_MENTION, (_, id: string) => `@${names.get(id) ?? 'unknown-user'}`)
    .replace(CHANNEL_MENTION, (_, id: string) => `#${names.get(id) ?? 'unknown-channel'}`)
    .replaceAll('**', '')
    .replaceAll('__', '')
    .replace(LINK, '$1 <$2>')
    .replace(TIMESTAMP, (_, seconds: string) => clockTime(Number(seconds) * 1000, locale));
}
