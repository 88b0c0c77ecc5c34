import type { APIAutoModerationRule } from 'discord-api-types/v10';

/**
 * Discord's AutoMod keyword matching (docs: "Keyword Matching Strategies"), as the emulator applies
 * it to the bot's messages. Case-insensitive. A keyword's `*` at its start lets it end a word
 * (`*cat`: wildcat), at its end begin one (`cat*`: catch), at both appear anywhere (`*cat*`);
 * without one it is a whole word or phrase. Discord says "surrounded by whitespace"; here any
 * character that is not a letter or digit (or the text's edge) is a boundary, and the words of a
 * phrase are separated by any whitespace. `regex_patterns` are Rust regexes run as JS `RegExp`
 * (flags `iu`, falling back to `i`): a leading `(?ims)` group becomes flags, `\A`/`\z` anchors and
 * `(?P<name>…)` and `\pL` are translated; a pattern JS cannot compile never matches. A match inside a match
 * of an `allow_list` entry (same wildcards) does not count. The bot's `src/automod/` keeps its own
 * copy of these rules (the emulator imports nothing from `src/`); a test runs both on one table.
 */

/** A match found in a text: `[start, end)`. */
interface Span {
  readonly start: number;
  readonly end: number;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const LETTER_BEFORE = '(?<![\\p{L}\\p{N}])';
const LETTER_AFTER = '(?![\\p{L}\\p{N}])';

/** A keyword (or allow-list entry) with its wildcards, as a global regex; undefined when empty. */
export function keywordRegex(keyword: string): RegExp | undefined {
  const lead = keyword.startsWith('*');
  const trail = keyword.length > 1 && keyword.endsWith('*');
  const core = keyword.slice(lead ? 1 : 0, trail ? -1 : undefined).trim();
  if (core === '') return undefined;
  const body = core.split(/\s+/).map(escapeRegex).join('\\s+');
  return new RegExp(`${lead ? '' : LETTER_BEFORE}${body}${trail ? '' : LETTER_AFTER}`, 'giu');
}

/** A Rust-flavoured pattern as a global, case-insensitive JS regex; undefined when JS rejects it. */
export function rustRegex(pattern: string): RegExp | undefined {
  const leading = /^\(\?([imsxU-]+)\)/.exec(pattern);
  let flags = 'gi';
  let source = pattern;
  if (leading) {
    const [on, off = ''] = (leading[1] ?? '').split('-');
    if (on?.includes('m')) flags += 'm';
    if (on?.includes('s')) flags += 's';
    if (off.includes('i')) flags = flags.replace('i', '');
    source = pattern.slice(leading[0].length);
  }
  source = source
    .replace(/(?<!\\)\\A/g, '^')
    .replace(/(?<!\\)\\z/g, '(?![\\s\\S])')
    .replace(/\(\?P</g, '(?<')
    .replace(/(?<!\\)\\([pP])([A-Za-z])/g, '\\$1{$2}');
  for (const extra of ['u', '']) {
    try {
      return new RegExp(source, flags + extra);
    } catch {}
  }
  return undefined;
}

/** Every non-empty match of `regex` in `text`, overlapping ones included. */
function spans(regex: RegExp, text: string): Span[] {
  const found: Span[] = [];
  const global = new RegExp(
    regex.source,
    regex.flags.includes('g') ? regex.flags : `${regex.flags}g`,
  );
  for (let match = global.exec(text); match; match = global.exec(text)) {
    if (match[0].length > 0) found.push({ start: match.index, end: match.index + match[0].length });
    global.lastIndex = match.index + 1;
  }
  return found;
}

/** The keyword rule's first keyword or pattern found in `text` outside its allow list, if any. */
export function keywordHit(
  metadata: APIAutoModerationRule['trigger_metadata'],
  text: string,
): string | undefined {
  const allowed = (metadata.allow_list ?? [])
    .flatMap((entry) => keywordRegex(entry) ?? [])
    .flatMap((regex) => spans(regex, text));
  const free = (span: Span) => !allowed.some((a) => a.start <= span.start && span.end <= a.end);
  const triggers = [
    ...(metadata.keyword_filter ?? []).map((k) => [k, keywordRegex(k)] as const),
    ...(metadata.regex_patterns ?? []).map((p) => [p, rustRegex(p)] as const),
  ];
  for (const [name, regex] of triggers) {
    if (regex && spans(regex, text).some(free)) return name;
  }
  return undefined;
}

/** Who a message is checked for: its channel, and the member whose exemptions count. */
export interface AutoModActor {
  readonly channelId: string;
  readonly roleIds: readonly string[];
  /** Manage Server or Administrator: Discord's AutoMod never acts on such members. */
  readonly exempt: boolean;
}

/**
 * The first enabled MESSAGE_SEND keyword rule with a BLOCK_MESSAGE action that `texts` trigger
 * for `actor` (not exempt by role, channel or permission). Other trigger types (spam, mention
 * spam, Discord's preset lists, member profiles) are not emulated.
 */
export function blockingRule(
  rules: readonly APIAutoModerationRule[],
  actor: AutoModActor,
  texts: readonly string[],
): APIAutoModerationRule | undefined {
  if (actor.exempt) return undefined;
  return rules.find(
    (rule) =>
      rule.enabled &&
      rule.event_type === 1 &&
      rule.trigger_type === 1 &&
      rule.actions.some((action) => action.type === 1) &&
      !rule.exempt_channels.includes(actor.channelId) &&
      !rule.exempt_roles.some((role) => actor.roleIds.includes(role)) &&
      texts.some((text) => keywordHit(rule.trigger_metadata, text) !== undefined),
  );
}
