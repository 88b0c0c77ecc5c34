/** Graphemes of every shape a cut can break, each written out (not found by a segmenter). */
export const GRAPHEMES = {
  ascii: 'a',
  emoji: '🐱',
  combining: 'e\u0301',
  family: '👨‍👩‍👧‍👦',
  flag: '🇯🇵',
  skinTone: '👍🏽',
  keycap: '1️⃣',
  markdown: '*',
} as const;

/** Matches an unpaired UTF-16 surrogate (a pair is one code point under the `u` flag). */
export const LONE_SURROGATE = /\p{Surrogate}/u;

/** A text built from known graphemes, with the UTF-16 offsets where each one ends. */
export function textOf(units: readonly string[]): { text: string; ends: Set<number> } {
  const ends = new Set<number>([0]);
  let at = 0;
  for (const unit of units) {
    at += unit.length;
    ends.add(at);
  }
  return { text: units.join(''), ends };
}
