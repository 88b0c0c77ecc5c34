import unhomoglyph from 'unhomoglyph';

/**
 * Look-alikes the Unicode confusables list leaves apart but people swap to slip a word past a
 * filter: digits and signs for letters, and i, l, 1, | and ! for each other. Applied after the
 * confusables (so `0` has already become `o`).
 */
const SWAPS: Readonly<Record<string, string>> = {
  '@': 'a',
  '4': 'a',
  '3': 'e',
  $: 's',
  '5': 's',
  '7': 't',
  l: 'i',
  '|': 'i',
  '!': 'i',
};

/** Accents and other marks that combine with a Latin, Greek or Cyrillic letter (é → e). */
const LATIN_MARKS = /[\u0300-\u036f]/g;

/** What is kept of a text: letters and digits (what is not is spacing, punctuation, symbols). */
const KEPT = /[\p{L}\p{N}]/u;

const folded = new Map<string, string>();

/**
 * One character's skeleton: compatibility forms unfolded (fullwidth, mathematical letters,
 * ligatures: NFKC/NFKD), accents dropped, lower case, then Unicode's confusables mapped to their
 * prototype (Cyrillic а → a, 0 → o, m → rn; the `unhomoglyph` package, Unicode confusables.txt)
 * and {@link SWAPS}. Empty for spacing, punctuation and symbols.
 */
function skeletonOf(char: string): string {
  let shown = folded.get(char);
  if (shown !== undefined) return shown;
  const base = char.normalize('NFKD').replace(LATIN_MARKS, '').toLowerCase();
  shown = [...unhomoglyph(base).toLowerCase()]
    .map((c) => SWAPS[c] ?? c)
    .filter((c) => KEPT.test(c))
    .join('');
  if (folded.size < 10_000) folded.set(char, shown);
  return shown;
}

/**
 * A text as matching sees it: the skeleton of every character run together, and for each of its
 * UTF-16 units the index in `text` of the character it came from.
 */
export interface Skeleton {
  readonly text: string;
  readonly from: readonly number[];
}

/** The {@link Skeleton} of `text`. */
export function skeleton(text: string): Skeleton {
  let out = '';
  const from: number[] = [];
  let index = 0;
  for (const char of text) {
    const shown = skeletonOf(char);
    out += shown;
    for (let i = 0; i < shown.length; i += 1) from.push(index);
    index += char.length;
  }
  return { text: out, from };
}
