import { skeleton } from './text-skeleton.js';

/** Most entries a server's list may hold. */
export const MAX_BANNED_ENTRIES = 200;

/** Longest entry, in characters. */
export const MAX_BANNED_LENGTH = 100;

/** One banned word or phrase, ready to match. */
interface BannedPattern {
  /** As the managers typed it. */
  readonly entry: string;
  readonly skeleton: string;
  /** `*` before it: it may end a longer word. */
  readonly openStart: boolean;
  /** `*` after it: it may start a longer word. */
  readonly openEnd: boolean;
}

/** What {@link findBanned} found: the entry, and the text it matched as it was written. */
export interface BannedMatch {
  readonly entry: string;
  readonly found: string;
}

/**
 * Letters of scripts that put spaces between words, and digits: a banned word must not be glued
 * to one of these (so `ass` does not match `class`). Other scripts (Chinese, Japanese, Korean,
 * Thai) write words together, so their entries match inside any text.
 */
const SPACED_WORD =
  /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Armenian}\p{Nd}]/u;

/** A letter of any script. */
const LETTER = /\p{L}/u;

/** The pattern of one entry; undefined when it has nothing left to match (no letter or digit). */
function bannedPatternOf(entry: string): BannedPattern | undefined {
  const trimmed = entry.trim();
  const shown = skeleton(trimmed).text;
  if (shown === '') return undefined;
  return {
    entry: trimmed,
    skeleton: shown,
    openStart: trimmed.startsWith('*'),
    openEnd: trimmed.endsWith('*'),
  };
}

/** The character of `text` just before index `end`. */
const charBefore = (text: string, end: number) =>
  [...text.slice(Math.max(0, end - 2), end)].at(-1) ?? '';

/** The character of `text` at index `start`. */
const charAt = (text: string, start: number) => [...text.slice(start, start + 2)][0] ?? '';

/** Where a skeleton is found in a text's skeleton, from index `from` on. */
type Search = (text: string, from: number) => { at: number; end: number } | undefined;

/**
 * How `shown` (a skeleton: letters and digits only) is searched: as it is, or `stretched`, each
 * run of one letter matching that many or more (`sex` in `seeexxx`, but `ass` never in `as`).
 */
function searchOf(shown: string, stretched: boolean): Search {
  if (!stretched) {
    return (text, from) => {
      const at = text.indexOf(shown, from);
      return at === -1 ? undefined : { at, end: at + shown.length };
    };
  }
  const runs = [...shown].reduce<[string, number][]>((all, char) => {
    const last = all.at(-1);
    if (last?.[0] === char) last[1] += 1;
    else all.push([char, 1]);
    return all;
  }, []);
  const pattern = new RegExp(runs.map(([char, n]) => `${char}{${n},}`).join(''), 'gu');
  return (text, from) => {
    pattern.lastIndex = from;
    const found = pattern.exec(text);
    return found ? { at: found.index, end: found.index + found[0].length } : undefined;
  };
}

/**
 * The first banned entry `text` contains, matched case-insensitively on both sides' skeletons
 * (see `text-skeleton.ts`): spacing, punctuation and invisible characters between its letters,
 * other cases, accents, fullwidth and mathematical letters, and look-alikes from other scripts or
 * digits do not hide it; `stretched`, neither do letters repeated (`nuuude`). An entry matches
 * whole words unless `*` opens its start or end.
 */
export function findBanned(
  entries: readonly string[],
  text: string,
  options: { readonly stretched?: boolean } = {},
): BannedMatch | undefined {
  return bannedMatcher(entries, options)(text);
}

/** {@link findBanned} with `entries` prepared once, for a list checked again and again. */
export function bannedMatcher(
  entries: readonly string[],
  { stretched = false }: { readonly stretched?: boolean } = {},
): (text: string) => BannedMatch | undefined {
  const patterns = entries.flatMap((entry) => {
    const pattern = bannedPatternOf(entry);
    return pattern ? [{ pattern, search: searchOf(pattern.skeleton, stretched) }] : [];
  });
  return (text) => (patterns.length === 0 ? undefined : firstBanned(patterns, text));
}

function firstBanned(
  patterns: readonly { readonly pattern: BannedPattern; readonly search: Search }[],
  text: string,
): BannedMatch | undefined {
  const seen = skeleton(text);
  for (const { pattern, search } of patterns) {
    let hit = search(seen.text, 0);
    while (hit !== undefined) {
      const { at, end } = hit;
      const first = seen.from[at] ?? 0;
      const last = seen.from[end - 1] ?? 0;
      const lastEnd = last + charAt(text, last).length;
      const wholeChars =
        (at === 0 || seen.from[at - 1] !== first) &&
        (end === seen.text.length || seen.from[end] !== last);
      const startsWord =
        pattern.openStart || first === 0 || !SPACED_WORD.test(charBefore(text, first));
      const endsWord =
        pattern.openEnd || lastEnd >= text.length || !SPACED_WORD.test(charAt(text, lastEnd));
      const found = text.slice(first, lastEnd);
      if (wholeChars && startsWord && endsWord && isWordFor(pattern.entry, found)) {
        return { entry: pattern.entry, found };
      }
      hit = search(seen.text, at + 1);
    }
  }
  return undefined;
}

/**
 * A number is not a word: digits stand for letters only beside a letter (`s3x`, `l0l1`), so a
 * prompt's `1011` or `455` (a room, a year, a bench's job number) is not `loli` or `ass`. An entry
 * that is itself a number still matches one.
 */
const isWordFor = (entry: string, found: string): boolean =>
  LETTER.test(found) || !LETTER.test(entry);

/** Whether `entry` can be matched at all (it has a letter or digit once folded). */
export const isMatchable = (entry: string): boolean => bannedPatternOf(entry) !== undefined;
