import type { APIAutoModerationRule } from 'discord.js';

/**
 * Discord's AutoMod keyword matching (its "Keyword Matching Strategies"), as the bot applies a
 * server's rules to prompts. Case-insensitive. `*` at a keyword's start lets it end a word (`*cat`:
 * wildcat), at its end begin one (`cat*`: catch), at both appear anywhere (`*cat*`); without one it
 * is a whole word or phrase. A boundary is the text's edge or any character that is not a letter
 * or digit (Discord says "whitespace": `cat!` matches `cat` here), and a phrase's words match across
 * any whitespace. `regex_patterns` are Rust regexes, run as JS `RegExp` (flags `iu`, else `i`): a
 * leading `(?ims)` becomes flags, `\A`, `\z` and `(?P<name>…)` and `\pL` are translated; `\w`, `\d` and `\b`
 * stay ASCII where Rust's are Unicode; a pattern JS cannot compile never matches. A hit inside a
 * match of an `allow_list` entry (same wildcards) does not count. The Discord emulator keeps its
 * own copy (`sandbox/discord/state/automod-match.ts`); `test/automod/automod-match.test.ts` runs
 * both on one table.
 */

/** A match found in a text: `[start, end)`. */
interface Span {
  readonly start: number;
  readonly end: number;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const NOT_AFTER_LETTER = '(?<![\\p{L}\\p{N}])';
const NOT_BEFORE_LETTER = '(?![\\p{L}\\p{N}])';

/** A keyword (or allow-list entry) with its wildcards, as a global regex; undefined when empty. */
export function keywordRegex(keyword: string): RegExp | undefined {
  const lead = keyword.startsWith('*');
  const trail = keyword.length > 1 && keyword.endsWith('*');
  const core = keyword.slice(lead ? 1 : 0, trail ? -1 : undefined).trim();
  if (core === '') return undefined;
  const body = core.split(/\s+/).map(escapeRegex).join('\\s+');
  const before = lead ? '' : NOT_AFTER_LETTER;
  return new RegExp(`${before}${body}${trail ? '' : NOT_BEFORE_LETTER}`, 'giu');
}

/** A Rust-flavoured pattern as a global, case-insensitive JS regex; undefined when JS rejects it. */
export function rustRegex(pattern: string): RegExp | undefined {
  const leading = /^\(\?([imsxU-]+)\)/.exec(pattern);
  let flags = 'gi';
  let source = pattern;
  if (leading) {
    const [on = '', off = ''] = (leading[1] ?? '').split('-');
    if (on.includes('m')) flags += 'm';
    if (on.includes('s')) flags += 's';
    if (off.includes('i')) flags = flags.replace('i', '');
    source = pattern.slice(leading[0].length);
  }
  source = source
    .replace(/(?<!\\)\\A/g, '^')
    .replace(/(?<!\\)\\z/g, '(?![\\s\\S])')
    .replace(/\(\?P</g, '(?<')
    .replace(/(?<!\\)\\([pP])([A-Za-z])/g, '\\$1{$2}');
  for (const unicode of ['u', '']) {
    try {
      return new RegExp(source, flags + unicode);
    } catch {
      // Not valid in this mode: try the next, else the pattern never matches.
    }
  }
  return undefined;
}

/** Every non-empty match of the global `regex` in `text`, overlapping ones included. */
function spans(regex: RegExp, text: string): Span[] {
  const found: Span[] = [];
  regex.lastIndex = 0;
  for (let match = regex.exec(text); match; match = regex.exec(text)) {
    if (match[0].length > 0) found.push({ start: match.index, end: match.index + match[0].length });
    regex.lastIndex = match.index + 1;
  }
  return found;
}

/** A rule's keywords, patterns and allow list, compiled once. */
export interface CompiledRule {
  readonly rule: APIAutoModerationRule;
  readonly triggers: readonly { readonly source: string; readonly regex: RegExp }[];
  readonly allowed: readonly RegExp[];
}

/** Compiles a rule's keyword filter, regex patterns and allow list. */
export function compileRule(rule: APIAutoModerationRule): CompiledRule {
  const { keyword_filter = [], regex_patterns = [], allow_list = [] } = rule.trigger_metadata;
  const triggers = [
    ...keyword_filter.map((source) => ({ source, regex: keywordRegex(source) })),
    ...regex_patterns.map((source) => ({ source, regex: rustRegex(source) })),
  ].flatMap(({ source, regex }) => (regex ? [{ source, regex }] : []));
  return { rule, triggers, allowed: allow_list.flatMap((entry) => keywordRegex(entry) ?? []) };
}

/** The rule's keyword or pattern `text` holds outside its allow list, with what matched. */
export function ruleHit(
  compiled: CompiledRule,
  text: string,
): { readonly keyword: string; readonly found: string } | undefined {
  const allowed = compiled.allowed.flatMap((regex) => spans(regex, text));
  const free = (span: Span) => !allowed.some((a) => a.start <= span.start && span.end <= a.end);
  for (const { source, regex } of compiled.triggers) {
    const hit = spans(regex, text).find(free);
    if (hit) return { keyword: source, found: text.slice(hit.start, hit.end) };
  }
  return undefined;
}

/** Who asks, where: what a rule's exemptions read. */
export interface RulePlace {
  readonly channelId?: string | null;
  readonly roleIds?: readonly string[];
}

/**
 * Whether a rule applies to prompts here: enabled, about messages sent (MESSAGE_SEND), a keyword
 * rule (KEYWORD; Discord's preset lists are not public, spam and mention rules are not about
 * prompts), blocking (a BLOCK_MESSAGE action: alert-only rules let messages through), and neither
 * the channel nor one of the member's roles exempt.
 */
export function ruleApplies(rule: APIAutoModerationRule, place: RulePlace): boolean {
  return (
    rule.enabled &&
    rule.event_type === 1 &&
    rule.trigger_type === 1 &&
    rule.actions.some((action) => action.type === 1) &&
    !(place.channelId && rule.exempt_channels.includes(place.channelId)) &&
    !rule.exempt_roles.some((role) => place.roleIds?.includes(role))
  );
}
