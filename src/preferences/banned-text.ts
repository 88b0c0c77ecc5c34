import { skeleton, skeletonOf } from './text-skeleton.js';

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

/** The pattern of one entry; undefined when it has nothing left to match (no letter or digit). */
export function bannedPatternOf(entry: string): BannedPattern | undefined {
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

/**
 * The first banned entry `text` contains, matched case-insensitively on both sides' skeletons
 * (see `text-skeleton.ts`): spacing, punctuation and invisible characters between its letters,
 * other cases, accents, fullwidth and mathematical letters, and look-alikes from other scripts or
 * digits do not hide it. An entry matches whole words unless `*` opens its start or end.
 */
export function findBanned(entries: readonly string[], text: string): BannedMatch | undefined {
  const patterns = entries.flatMap((entry) => bannedPatternOf(entry) ?? []);
  if (patterns.length === 0) return undefined;
  const seen = skeleton(text);
  for (const pattern of patterns) {
    let at = seen.text.indexOf(pattern.skeleton);
    while (at !== -1) {
      const end = at + pattern.skeleton.length;
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
      if (wholeChars && startsWord && endsWord) {
        return { entry: pattern.entry, found: text.slice(first, lastEnd) };
      }
      at = seen.text.indexOf(pattern.skeleton, at + 1);
    }
  }
  return undefined;
}

/** Whether `entry` can be matched at all (it has a letter or digit once folded). */
export const isMatchable = (entry: string): boolean =>
  [...entry].some((char) => skeletonOf(char) !== '');
