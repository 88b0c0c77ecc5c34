/** Distinct code units the alphabet starts with room for; it doubles as strings bring more. */
const FIRST_WIDTH = 128;
/** No state: the answer of a transition the trie does not have. */
const NONE = -1;

/**
 * Finds many fixed strings in a text in one pass (Aho–Corasick over UTF-16 code units): the work
 * is linear in the text's length whatever the strings and the text, so no text can stall it.
 * Strings come and go one at a time: adding one costs its length, removing one nothing, and
 * neither rebuilds what is held. Failure links are worked out as a search first needs them and
 * forgotten (two array fills) at each change, so a burst of new strings costs no search more than
 * the states it reaches.
 */
export class SecretMatcher {
  /** Each code unit's column in the transitions' keys, plus one; 0 where no string has it. */
  readonly #column = new Uint16Array(65_536);
  #width = FIRST_WIDTH;
  #columns = 0;
  /** Every transition, keyed `state * width + column`; state 0 is the root. */
  #next = new Map<number, number>();
  readonly #parent: number[] = [0];
  readonly #unit: number[] = [0];
  readonly #depth: number[] = [0];
  /** How many of the strings held end at each state. */
  readonly #ends: number[] = [0];
  readonly #fail: number[] = [0];
  /** The length of the longest string held ending at each state, by itself or its failure links. */
  readonly #longest: number[] = [0];
  /** The change each state's failure link and longest match were worked out at. */
  readonly #failAt: number[] = [0];
  readonly #longestAt: number[] = [0];
  /** Counts the changes: what was worked out at an earlier one is worked out again. */
  #change = 1;
  /** Units of the strings held: past 4 states a unit, the trie is built again without the rest. */
  #held = 0;
  readonly #strings = new Map<string, number>();

  constructor(strings: Iterable<string> = []) {
    for (const string of strings) this.add(string);
  }

  /** Holds `string` (again: each add wants its remove). */
  add(string: string): void {
    if (string.length === 0) return;
    this.#strings.set(string, (this.#strings.get(string) ?? 0) + 1);
    this.#held += string.length;
    let state = 0;
    for (let i = 0; i < string.length; i++) state = this.#child(state, string.charCodeAt(i));
    this.#ends[state] = (this.#ends[state] ?? 0) + 1;
    this.#forget();
  }

  /** Lets go of `string` once. */
  remove(string: string): void {
    const count = this.#strings.get(string);
    if (count === undefined) return;
    if (count > 1) this.#strings.set(string, count - 1);
    else this.#strings.delete(string);
    this.#held -= string.length;
    let state = 0;
    for (let i = 0; i < string.length; i++) state = this.#transition(state, string.charCodeAt(i));
    this.#ends[state] = (this.#ends[state] ?? 1) - 1;
    if (this.#parent.length > 4 * this.#held + 1_024) this.#rebuild();
    else this.#forget();
  }

  /**
   * Where any string held occurs in `text`: `[start, end)` pairs, flat and in order, overlapping
   * and adjacent occurrences merged into one span.
   */
  spans(text: string): number[] {
    const spans: number[] = [];
    let state = 0;
    for (let i = 0; i < text.length; i++) {
      state = this.#step(state, text.charCodeAt(i));
      const length = state === 0 ? 0 : this.#longestOf(state);
      if (length > 0) addSpan(spans, i + 1 - length, i + 1);
    }
    return spans;
  }

  #child(state: number, unit: number): number {
    if (this.#column[unit] === 0) {
      if (this.#columns === this.#width) this.#widen();
      this.#columns += 1;
      this.#column[unit] = this.#columns;
    }
    const key = state * this.#width + (this.#column[unit] as number) - 1;
    const known = this.#next.get(key);
    if (known !== undefined) return known;
    const to = this.#parent.length;
    this.#next.set(key, to);
    this.#parent.push(state);
    this.#unit.push(unit);
    this.#depth.push((this.#depth[state] as number) + 1);
    this.#ends.push(0);
    this.#fail.push(0);
    this.#longest.push(0);
    this.#failAt.push(0);
    this.#longestAt.push(0);
    return to;
  }

  #transition(state: number, unit: number): number {
    const column = this.#column[unit] as number;
    if (column === 0) return NONE;
    return this.#next.get(state * this.#width + column - 1) ?? NONE;
  }

  #step(from: number, unit: number): number {
    if (this.#column[unit] === 0) return 0;
    let state = from;
    for (;;) {
      const to = this.#transition(state, unit);
      if (to !== NONE) return to;
      if (state === 0) return 0;
      state = this.#failOf(state);
    }
  }

  #failOf(state: number): number {
    if (this.#failAt[state] === this.#change) return this.#fail[state] as number;
    const parent = this.#parent[state] as number;
    const link = parent === 0 ? 0 : this.#step(this.#failOf(parent), this.#unit[state] as number);
    this.#fail[state] = link;
    this.#failAt[state] = this.#change;
    return link;
  }

  #longestOf(state: number): number {
    if (this.#longestAt[state] === this.#change) return this.#longest[state] as number;
    const own = (this.#ends[state] as number) > 0 ? (this.#depth[state] as number) : 0;
    const link = this.#failOf(state);
    const longest = Math.max(own, link === 0 ? 0 : this.#longestOf(link));
    this.#longest[state] = longest;
    this.#longestAt[state] = this.#change;
    return longest;
  }

  /** Every failure link and longest match to be worked out again, as a search needs it. */
  #forget(): void {
    this.#change += 1;
  }

  /** Twice the columns: every transition keyed again. */
  #widen(): void {
    const width = this.#width * 2;
    const next = new Map<number, number>();
    for (const [key, to] of this.#next)
      next.set(Math.floor(key / this.#width) * width + (key % this.#width), to);
    this.#width = width;
    this.#next = next;
  }

  /** The trie built again from the strings held, without the states only removed ones used. */
  #rebuild(): void {
    const strings = [...this.#strings];
    this.#next = new Map();
    const lists = [this.#parent, this.#unit, this.#depth, this.#ends, this.#fail, this.#longest];
    for (const list of [...lists, this.#failAt, this.#longestAt]) list.length = 1;
    this.#strings.clear();
    this.#held = 0;
    for (const [string, count] of strings) for (let i = 0; i < count; i++) this.add(string);
    this.#forget();
  }
}

/**
 * Adds `[start, end)` to flat, ordered, disjoint `spans` whose ends are at most `end`, merging
 * it with every span it overlaps or touches.
 */
function addSpan(spans: number[], start: number, end: number): void {
  let from = start;
  while (spans.length > 0 && from <= (spans[spans.length - 1] as number)) {
    spans.pop();
    from = Math.min(from, spans.pop() as number);
  }
  spans.push(from, end);
}

/** `text` with each of flat, ordered, disjoint `spans` replaced by `marker`. */
export function replaceSpans(text: string, spans: readonly number[], marker: string): string {
  if (spans.length === 0) return text;
  let out = '';
  let copied = 0;
  for (let i = 0; i < spans.length; i += 2) {
    out += text.slice(copied, spans[i]) + marker;
    copied = spans[i + 1] as number;
  }
  return out + text.slice(copied);
}
