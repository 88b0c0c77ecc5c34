import type { APIAutoModerationRule } from 'discord-api-types/v10';
import { RE2JS } from 're2js';

/**
 * Discord's AutoMod keyword matching (docs: "Keyword Matching Strategies"), as the emulator applies
 * it to the bot's messages. Case-insensitive. A keyword's `*` at its start lets it end a word
 * (`*cat`: wildcat), at its end begin one (`cat*`: catch), at both appear anywhere (`*cat*`);
 * without one it is a whole word or phrase. Discord says "surrounded by whitespace"; here any
 * character that is not a letter or digit (or the text's edge) is a boundary, and the words of a
 * phrase are separated by any whitespace. A match inside a match of an `allow_list` entry (same
 * wildcards) does not count.
 *
 * `regex_patterns` are Rust `regex` patterns, which Discord runs in linear time; here they run on
 * RE2 (`re2js`, linear time), whose syntax Rust's follows, with `\d`, `\s` and `\w` made Unicode as
 * Rust's are (`\b`, and `\W`/`\S` inside a class, stay ASCII; Rust's class set operations, `(?x)`
 * and `\p{Letter}`-style names are not RE2's). A pattern RE2 cannot compile never matches. The bot's
 * `src/automod/` keeps its own copy of these rules (the emulator imports nothing from `src/`); a
 * test runs both on one table.
 */

/** A match found in a text: `[start, end)`. */
interface Span {
  readonly start: number;
  readonly end: number;
}

/** A keyword, allow-list entry or pattern, compiled: its first match in `text` from `from`. */
type Find = (text: string, from: number) => Span | undefined;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const LETTER_BEFORE = '(?<![\\p{L}\\p{N}])';
const LETTER_AFTER = '(?![\\p{L}\\p{N}])';

/** A keyword (or allow-list entry) with its wildcards; undefined when empty. Linear: no nested repeat. */
function keywordFind(keyword: string): Find | undefined {
  const lead = keyword.startsWith('*');
  const trail = keyword.length > 1 && keyword.endsWith('*');
  const core = keyword.slice(lead ? 1 : 0, trail ? -1 : undefined).trim();
  if (core === '') return undefined;
  const body = core.split(/\s+/).map(escapeRegex).join('\\s+');
  const regex = new RegExp(
    `${lead ? '' : LETTER_BEFORE}${body}${trail ? '' : LETTER_AFTER}`,
    'giu',
  );
  return (text, from) => {
    regex.lastIndex = from;
    const match = regex.exec(text);
    return match ? { start: match.index, end: match.index + match[0].length } : undefined;
  };
}

const WORD = '\\p{L}\\p{M}\\p{Nd}\\p{Nl}\\p{Pc}';
const SPACE = '\\t\\n\\x0B\\f\\r\\x{85}\\p{Z}';
/** Rust's Unicode `\d`, `\w`, `\s` in RE2: [outside a class, inside one where it can be said]. */
const UNICODE_PERL: Readonly<Record<string, readonly [string, string?]>> = {
  d: ['\\p{Nd}', '\\p{Nd}'],
  D: ['\\P{Nd}', '\\P{Nd}'],
  w: [`[${WORD}]`, WORD],
  W: [`[^${WORD}]`],
  s: [`[${SPACE}]`, SPACE],
  S: [`[^${SPACE}]`],
};

/** A Rust pattern in RE2's syntax, `\d` `\w` `\s` made Unicode. */
function re2Source(pattern: string): string {
  let out = '';
  let classAt = -1;
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i] ?? '';
    if (char === '\\') {
      const next = pattern[i + 1] ?? '';
      out += UNICODE_PERL[next]?.[classAt < 0 ? 0 : 1] ?? char + next;
      i++;
      continue;
    }
    const posix = classAt >= 0 && pattern.startsWith('[:', i) ? pattern.indexOf(':]', i + 2) : -1;
    if (posix >= 0) {
      out += pattern.slice(i, posix + 2);
      i = posix + 1;
      continue;
    }
    if (char === '[' && classAt < 0) classAt = i;
    else if (char === ']' && classAt >= 0 && i > classAt + (pattern[classAt + 1] === '^' ? 2 : 1))
      classAt = -1;
    out += char;
  }
  return out;
}

/** A Rust pattern on RE2, case-insensitive unless `(?-i)`; undefined when RE2 rejects it. */
function patternFind(pattern: string): Find | undefined {
  let regex: RE2JS;
  try {
    regex = RE2JS.compile(re2Source(pattern), RE2JS.CASE_INSENSITIVE);
  } catch {
    return undefined;
  }
  return (text, from) => {
    const matcher = regex.matcher(text);
    return matcher.find(from) ? { start: matcher.start(), end: matcher.end() } : undefined;
  };
}

/** Every non-empty match of `find` in `text`, overlapping ones included. */
function spans(find: Find, text: string): Span[] {
  const found: Span[] = [];
  for (let from = 0, span: Span | undefined; from <= text.length; from = span.start + 1) {
    span = find(text, from);
    if (!span) break;
    if (span.end > span.start) found.push(span);
  }
  return found;
}

/** The keyword rule's first keyword or pattern found in `text` outside its allow list, if any. */
export function keywordHit(
  metadata: APIAutoModerationRule['trigger_metadata'],
  text: string,
): string | undefined {
  const allowed = (metadata.allow_list ?? [])
    .flatMap((entry) => keywordFind(entry) ?? [])
    .flatMap((find) => spans(find, text));
  const free = (span: Span) => !allowed.some((a) => a.start <= span.start && span.end <= a.end);
  const triggers = [
    ...(metadata.keyword_filter ?? []).map((k) => [k, keywordFind(k)] as const),
    ...(metadata.regex_patterns ?? []).map((p) => [p, patternFind(p)] as const),
  ];
  for (const [name, find] of triggers) {
    if (find && spans(find, text).some(free)) return name;
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
