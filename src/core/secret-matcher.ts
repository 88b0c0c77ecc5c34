/** Code units at the end of a string that name it in the index: the shortest string held. */
export const ANCHOR_LENGTH = 8;

/** The polynomial hashes' base (odd, so every power is invertible modulo 2³²). */
const BASE = 0x5bd1e995 | 1;
/** `BASE` to the power {@link ANCHOR_LENGTH}, modulo 2³². */
const ANCHOR_POWER = power(ANCHOR_LENGTH);

/** A string held: how many times, its length, and its hash with `BASE` to its length. */
interface Held {
  count: number;
  readonly string: string;
  readonly hash: number;
  readonly power: number;
}

/**
 * Finds many fixed strings (each at least {@link ANCHOR_LENGTH} code units) in a text in one pass,
 * in time linear in the text: each string is indexed by the hash of its last
 * {@link ANCHOR_LENGTH} units, and where a window of the text hashes like one, the hash of the
 * text ending there is compared with each string's (polynomial hashes modulo 2³², read from the
 * text's prefix hashes in constant time). A match is never missed; a false one (one in 2³² per
 * indexed window that collides) covers text that is not a string held, which for masking is
 * harmless. Adding or removing a string costs its length; nothing is rebuilt.
 */
export class SecretMatcher {
  /** Held strings by their anchor's hash. */
  readonly #byAnchor = new Map<number, Held[]>();
  /** Held strings by value. */
  readonly #byString = new Map<string, Held>();
  /** How many held anchors fall in each of 2¹⁶ buckets: most windows are turned away here. */
  readonly #buckets = new Uint16Array(65_536);

  constructor(strings: Iterable<string> = []) {
    for (const string of strings) this.add(string);
  }

  /** Holds `string` (again: each add wants its remove). Shorter than the anchor: ignored. */
  add(string: string): void {
    if (string.length < ANCHOR_LENGTH) return;
    const known = this.#byString.get(string);
    if (known) {
      known.count += 1;
      return;
    }
    const held = { count: 1, string, hash: hashOf(string), power: power(string.length) };
    this.#byString.set(string, held);
    const anchor = anchorOf(string);
    const list = this.#byAnchor.get(anchor);
    if (list) list.push(held);
    else this.#byAnchor.set(anchor, [held]);
    this.#buckets[anchor & 0xffff] = (this.#buckets[anchor & 0xffff] as number) + 1;
  }

  /** Lets go of `string` once. */
  remove(string: string): void {
    const held = this.#byString.get(string);
    if (!held) return;
    held.count -= 1;
    if (held.count > 0) return;
    this.#byString.delete(string);
    const anchor = anchorOf(string);
    const rest = (this.#byAnchor.get(anchor) ?? []).filter((other) => other !== held);
    if (rest.length > 0) this.#byAnchor.set(anchor, rest);
    else this.#byAnchor.delete(anchor);
    this.#buckets[anchor & 0xffff] = (this.#buckets[anchor & 0xffff] as number) - 1;
  }

  /**
   * Where any string held occurs in `text`: `[start, end)` pairs, flat and in order, overlapping
   * and adjacent occurrences merged into one span.
   */
  spans(text: string): number[] {
    const spans: number[] = [];
    if (this.#byString.size === 0 || text.length < ANCHOR_LENGTH) return spans;
    let prefix: Int32Array | undefined;
    let anchor = hashOf(text, 0, ANCHOR_LENGTH - 1);
    for (let end = ANCHOR_LENGTH; end <= text.length; end++) {
      const leaving = end > ANCHOR_LENGTH ? text.charCodeAt(end - ANCHOR_LENGTH - 1) : 0;
      anchor =
        (Math.imul(anchor, BASE) + text.charCodeAt(end - 1) - Math.imul(leaving, ANCHOR_POWER)) | 0;
      if (this.#buckets[anchor & 0xffff] === 0) continue;
      for (const held of this.#byAnchor.get(anchor) ?? []) {
        const start = end - held.string.length;
        if (start < 0) continue;
        prefix ??= prefixHashes(text);
        if (windowHash(prefix, start, end, held.power) === held.hash) addSpan(spans, start, end);
      }
    }
    return spans;
  }
}

/** The hashes of each prefix of `text`: the hash of any window is read from two of them. */
function prefixHashes(text: string): Int32Array {
  const prefix = new Int32Array(text.length + 1);
  for (let i = 0; i < text.length; i++)
    prefix[i + 1] = (Math.imul(prefix[i] as number, BASE) + text.charCodeAt(i)) | 0;
  return prefix;
}

/** `BASE` to the power `n`, modulo 2³². */
function power(n: number): number {
  let result = 1;
  for (let i = 0; i < n; i++) result = Math.imul(result, BASE);
  return result;
}

/** The polynomial hash of `text`'s units `[from, to)`. */
function hashOf(text: string, from = 0, to = text.length): number {
  let hash = 0;
  for (let i = from; i < to; i++) hash = (Math.imul(hash, BASE) + text.charCodeAt(i)) | 0;
  return hash;
}

const anchorOf = (string: string) => hashOf(string, string.length - ANCHOR_LENGTH);

/** The hash of the text's units `[from, to)`, from its prefix hashes (`power` is `BASE`^(to − from)). */
const windowHash = (prefix: Int32Array, from: number, to: number, power: number) =>
  ((prefix[to] as number) - Math.imul(prefix[from] as number, power)) | 0;

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
