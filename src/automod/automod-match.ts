import type { APIAutoModerationRule } from 'discord.js';
import { RE2JS } from 're2js';

/**
 * Discord's AutoMod keyword matching (its "Keyword Matching Strategies"), as the bot applies a
 * server's rules to prompts. Case-insensitive. `*` at a keyword's start lets it end a word (`*cat`:
 * wildcat), at its end begin one (`cat*`: catch), at both appear anywhere (`*cat*`); without one it
 * is a whole word or phrase. A boundary is the text's edge or any character that is not a letter
 * or digit (Discord says "whitespace": `cat!` matches `cat` here), and a phrase's words match across
 * any whitespace. A hit inside a match of an `allow_list` entry (same wildcards) does not count.
 *
 * `regex_patterns` are Rust `regex` patterns; Discord runs them in linear time, so a pattern such as
 * `(a+)+$` is legal there. They run here on RE2 (`re2js`, linear time, no backtracking), whose syntax
 * Rust's follows (`(?imsU)` flags, `(?P<n>…)`, `\A`, `\z`, `\pL`, `\p{Greek}`, `[[:alpha:]]`);
 * `\d`, `\s` and `\w` are made Unicode as in Rust (RE2's are ASCII). What remains different: `\b`
 * and `\B`, and `\W`/`\S` inside a class, stay ASCII; Rust's class set operations (`&&`, `--`,
 * `~~`), nested classes, `\<`, `\>`, `\b{start}` and long property names (`\p{Letter}`) are not
 * RE2's; `(?x)`, `(?u)` and `(?R)` and repeats above 1000 do not compile. A pattern that does not
 * compile is not applied ({@link CompiledRule.unapplied}), never an error.
 *
 * The work of one screening is bounded: each search by {@link AUTOMOD_SEARCH_MAX}, all of them by
 * {@link AUTOMOD_SCREEN_MS} ({@link MatchBudget}).
 * The Discord emulator keeps its own copy (`sandbox/discord/state/automod-match.ts`);
 * `test/automod/automod-match.test.ts` runs both on one table.
 */

/** A match found in a text: `[start, end)`. */
interface Span {
  readonly start: number;
  readonly end: number;
}

/**
 * The most one search may cost: its pattern's size (RE2's program size; a keyword's length) times
 * the characters it may read, an upper bound of a linear-time search. A longer search is not run
 * and its pattern counts as matching (the prompt is refused, never let through unread): 4,000
 * characters (the longest prompt) against a pattern of 1,000 instructions. About 0.2 s of one core
 * on a loaded 2-core machine (`npx tsx bench/automod-match-cost.ts`, bench/README.md).
 * @default 4_000_000
 */
export const AUTOMOD_SEARCH_MAX = 4_000_000;

/**
 * How long one screening (a generation's texts against a server's rules) may keep the main thread,
 * in milliseconds: once past it, no further search is run and the pattern it would have run counts
 * as matching. With {@link AUTOMOD_SEARCH_MAX}, a screening takes at most this plus one search.
 * @default 250
 */
export const AUTOMOD_SCREEN_MS = 250;

/** When a screening must stop searching ({@link AUTOMOD_SCREEN_MS}), on its clock. */
export interface MatchBudget {
  readonly now: () => number;
  readonly deadline: number;
}

/** A fresh budget for one screening, on `now` (milliseconds). @default performance.now */
export function matchBudget(now: () => number = () => performance.now()): MatchBudget {
  return { now, deadline: now() + AUTOMOD_SCREEN_MS };
}

/**
 * One keyword, allow-list entry or pattern, compiled: its first match in `text` from `from`, and
 * its size (what reading one character costs of a {@link MatchBudget}).
 */
export interface Finder {
  readonly weight: number;
  find(text: string, from: number): Span | undefined;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const NOT_AFTER_LETTER = '(?<![\\p{L}\\p{N}])';
const NOT_BEFORE_LETTER = '(?![\\p{L}\\p{N}])';

/**
 * A keyword (or allow-list entry) with its wildcards; undefined when empty. Escaped text and
 * `\s+` between words: no nested repeat, so V8's `RegExp` runs it in linear time.
 */
function keywordFinder(keyword: string): Finder | undefined {
  const lead = keyword.startsWith('*');
  const trail = keyword.length > 1 && keyword.endsWith('*');
  const core = keyword.slice(lead ? 1 : 0, trail ? -1 : undefined).trim();
  if (core === '') return undefined;
  const body = core.split(/\s+/).map(escapeRegex).join('\\s+');
  const before = lead ? '' : NOT_AFTER_LETTER;
  const regex = new RegExp(`${before}${body}${trail ? '' : NOT_BEFORE_LETTER}`, 'giu');
  return {
    weight: core.length,
    find(text, from) {
      regex.lastIndex = from;
      const match = regex.exec(text);
      return match ? { start: match.index, end: match.index + match[0].length } : undefined;
    },
  };
}

const WORD = '\\p{L}\\p{M}\\p{Nd}\\p{Nl}\\p{Pc}';
const SPACE = '\\t\\n\\x0B\\f\\r\\x{85}\\p{Z}';
/** Rust's Unicode `\d`, `\w`, `\s` in RE2: outside a class, and inside one where it can be said. */
const UNICODE_PERL: Readonly<Record<string, readonly [string, string?]>> = {
  d: ['\\p{Nd}', '\\p{Nd}'],
  D: ['\\P{Nd}', '\\P{Nd}'],
  w: [`[${WORD}]`, WORD],
  W: [`[^${WORD}]`],
  s: [`[${SPACE}]`, SPACE],
  S: [`[^${SPACE}]`],
};

/** A Rust pattern in RE2's syntax: `\d`, `\w`, `\s` (and negations outside classes) made Unicode. */
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
    const first = classAt + (pattern[classAt + 1] === '^' ? 2 : 1);
    if (char === '[' && classAt < 0) classAt = i;
    else if (char === ']' && classAt >= 0 && i > first) classAt = -1;
    out += char;
  }
  return out;
}

/** A Rust `regex` pattern on RE2, case-insensitive unless `(?-i)`. @throws when RE2 rejects it. */
export function patternFinder(pattern: string): Finder {
  const regex = RE2JS.compile(re2Source(pattern), RE2JS.CASE_INSENSITIVE);
  return {
    weight: regex.programSize(),
    find(text, from) {
      const matcher = regex.matcher(text);
      return matcher.find(from) ? { start: matcher.start(), end: matcher.end() } : undefined;
    },
  };
}

/**
 * Visits the non-empty matches of `finder` in `text`, overlapping ones included, until `visit`
 * says stop; `'spent'` when the next search would cost more than {@link AUTOMOD_SEARCH_MAX} or
 * `budget` is past its deadline (it is not run).
 */
function eachMatch(
  finder: Finder,
  text: string,
  budget: MatchBudget,
  visit: (span: Span) => boolean,
): 'spent' | undefined {
  for (let from = 0; from <= text.length; ) {
    const cost = finder.weight * (text.length - from + 1);
    if (cost > AUTOMOD_SEARCH_MAX || budget.now() > budget.deadline) return 'spent';
    const span = finder.find(text, from);
    if (!span) return undefined;
    if (span.end > span.start && visit(span)) return undefined;
    from = span.start + 1;
  }
  return undefined;
}

/** A rule's keywords, patterns and allow list, compiled once. */
export interface CompiledRule {
  readonly rule: APIAutoModerationRule;
  readonly triggers: readonly { readonly source: string; readonly finder: Finder }[];
  readonly allowed: readonly Finder[];
  /** The rule's patterns RE2 cannot compile, with why: not applied. */
  readonly unapplied: readonly { readonly pattern: string; readonly reason: string }[];
}

/** Compiles a rule's keyword filter, regex patterns and allow list. */
export function compileRule(rule: APIAutoModerationRule): CompiledRule {
  const { keyword_filter = [], regex_patterns = [], allow_list = [] } = rule.trigger_metadata;
  const triggers = keyword_filter.flatMap((source) => {
    const finder = keywordFinder(source);
    return finder ? [{ source, finder }] : [];
  });
  const unapplied: { pattern: string; reason: string }[] = [];
  for (const source of regex_patterns) {
    try {
      triggers.push({ source, finder: patternFinder(source) });
    } catch (error) {
      unapplied.push({ pattern: source, reason: error instanceof Error ? error.message : '?' });
    }
  }
  const allowed = allow_list.flatMap((entry) => keywordFinder(entry) ?? []);
  return { rule, triggers, allowed, unapplied };
}

/**
 * The rule's keyword or pattern `text` holds outside its allow list, with what matched. A keyword
 * or pattern whose search is not run ({@link AUTOMOD_SEARCH_MAX}, `budget`'s deadline) counts as
 * found (from where its search stood), and allow-list matches not yet found do not count.
 */
export function ruleHit(
  compiled: CompiledRule,
  text: string,
  budget: MatchBudget = matchBudget(),
): { readonly keyword: string; readonly found: string } | undefined {
  const allowed: Span[] = [];
  for (const finder of compiled.allowed) {
    eachMatch(finder, text, budget, (span) => {
      allowed.push(span);
      return false;
    });
  }
  const free = (span: Span) => !allowed.some((a) => a.start <= span.start && span.end <= a.end);
  for (const { source, finder } of compiled.triggers) {
    let hit: Span | undefined;
    let from = 0;
    const spent = eachMatch(finder, text, budget, (span) => {
      from = span.start + 1;
      hit = free(span) ? span : undefined;
      return hit !== undefined;
    });
    if (hit) return { keyword: source, found: text.slice(hit.start, hit.end) };
    if (spent) return { keyword: source, found: text.slice(from, from + 100) };
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
