/** Code units of UTF-16: a transition's key is its state times this, plus its unit. */
const UNITS = 65_536;

/**
 * Finds many fixed strings in a text in one pass (Aho–Corasick over UTF-16 code units): the work
 * is linear in the text's length whatever the strings and the text, so no text can stall it.
 */
export class SecretMatcher {
  /** Every transition, keyed `state * 65536 + code unit`; state 0 is the root. */
  readonly #next = new Map<number, number>();
  /** Each state's children's code units, while it is built. */
  #children: number[][] = [[]];
  /** Each state's failure link: the longest proper suffix of its path that is a state. */
  #fail: Int32Array = new Int32Array(1);
  /** The length of the longest string ending at each state (its own or by failure links), or 0. */
  #longest: number[] = [0];

  constructor(strings: Iterable<string>) {
    for (const string of strings) if (string.length > 0) this.#insert(string);
    this.#link();
    this.#children = [];
  }

  #insert(string: string): void {
    let state = 0;
    for (let i = 0; i < string.length; i++) {
      const unit = string.charCodeAt(i);
      let to = this.#next.get(state * UNITS + unit);
      if (to === undefined) {
        to = this.#children.length;
        this.#children.push([]);
        this.#longest.push(0);
        this.#next.set(state * UNITS + unit, to);
        this.#children[state]?.push(unit);
      }
      state = to;
    }
    this.#longest[state] = Math.max(this.#longest[state] ?? 0, string.length);
  }

  /** Breadth first: each state's failure link, and the longest string ending there through it. */
  #link(): void {
    this.#fail = new Int32Array(this.#longest.length);
    const queue = (this.#children[0] ?? []).map((unit) => this.#next.get(unit) as number);
    for (let head = 0; head < queue.length; head++) {
      const state = queue[head] as number;
      for (const unit of this.#children[state] ?? []) {
        const child = this.#next.get(state * UNITS + unit) as number;
        const link = this.#step(this.#fail[state] ?? 0, unit);
        this.#fail[child] = link;
        this.#longest[child] = Math.max(this.#longest[child] ?? 0, this.#longest[link] ?? 0);
        queue.push(child);
      }
    }
  }

  #step(from: number, unit: number): number {
    let state = from;
    for (;;) {
      const to = this.#next.get(state * UNITS + unit);
      if (to !== undefined) return to;
      if (state === 0) return 0;
      state = this.#fail[state] ?? 0;
    }
  }

  /** `text` with every occurrence of any string replaced by `marker` (overlapping ones merged). */
  replace(text: string, marker: string): string {
    let state = 0;
    let out = '';
    let copied = 0;
    let start = -1;
    let end = -1;
    for (let i = 0; i < text.length; i++) {
      state = this.#step(state, text.charCodeAt(i));
      const length = this.#longest[state] ?? 0;
      if (length === 0) continue;
      const from = i + 1 - length;
      if (start >= 0 && from <= end) {
        start = Math.min(start, from);
        end = i + 1;
        continue;
      }
      if (start >= 0) {
        out += text.slice(copied, start) + marker;
        copied = end;
      }
      start = from;
      end = i + 1;
    }
    if (start < 0) return text;
    return `${out}${text.slice(copied, start)}${marker}${text.slice(end)}`;
  }
}
