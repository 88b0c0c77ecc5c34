/**
 * One timer for many wake-ups at any times: items kept in a binary heap by when they are due, the
 * earliest armed. Thousands of replies waiting for their next edit cost an entry each here instead
 * of a Node.js timer each (with its arguments and, for each distinct delay, a timer list).
 * An entry cannot be withdrawn: its owner ignores a wake-up it no longer wants (see `wake`).
 */
export class WakeQueue<T> {
  readonly #times: number[] = [];
  readonly #items: T[] = [];
  readonly #wake: (item: T, at: number) => void;
  readonly #now: () => number;
  #armedFor = Number.POSITIVE_INFINITY;
  #timer: NodeJS.Timeout | undefined;

  /**
   * @param wake called once per entry when it is due, with the time it was added for (on the
   *   clock of `now`), oldest first.
   * @param now the clock the times are on.
   */
  constructor(wake: (item: T, at: number) => void, now: () => number) {
    this.#wake = wake;
    this.#now = now;
  }

  /** Wakes `item` at `at` (a time on the clock of `now`), or soon after. */
  add(at: number, item: T): void {
    let index = this.#times.length;
    this.#times.push(at);
    this.#items.push(item);
    while (index > 0) {
      const parent = (index - 1) >> 1;
      if ((this.#times[parent] as number) <= at) break;
      this.#move(parent, index);
      index = parent;
    }
    this.#put(index, at, item);
    this.#arm();
  }

  /** How many entries wait, withdrawn ones included. */
  get size(): number {
    return this.#times.length;
  }

  /** Forgets every entry; none is woken. */
  close(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#armedFor = Number.POSITIVE_INFINITY;
    this.#times.length = 0;
    this.#items.length = 0;
  }

  #arm(): void {
    const next = this.#times[0];
    if (next === undefined || (this.#timer && next >= this.#armedFor)) return;
    clearTimeout(this.#timer);
    this.#armedFor = next;
    this.#timer = setTimeout(WakeQueue.#fired, Math.max(0, next - this.#now()), this);
    this.#timer.unref();
  }

  static #fired<T>(queue: WakeQueue<T>): void {
    queue.#fire();
  }

  /** Wakes what is due: what the timer was armed for, and what the clock has reached since. */
  #fire(): void {
    const reached = Math.max(this.#armedFor, this.#now());
    this.#timer = undefined;
    this.#armedFor = Number.POSITIVE_INFINITY;
    while (this.#times.length > 0 && (this.#times[0] as number) <= reached) {
      const at = this.#times[0] as number;
      const item = this.#items[0] as T;
      this.#removeFirst();
      this.#wake(item, at);
    }
    this.#arm();
  }

  #removeFirst(): void {
    const lastAt = this.#times.pop() as number;
    const lastItem = this.#items.pop() as T;
    const count = this.#times.length;
    if (count === 0) return;
    let index = 0;
    for (;;) {
      let child = 2 * index + 1;
      if (child >= count) break;
      if (
        child + 1 < count &&
        (this.#times[child + 1] as number) < (this.#times[child] as number)
      ) {
        child += 1;
      }
      if ((this.#times[child] as number) >= lastAt) break;
      this.#move(child, index);
      index = child;
    }
    this.#put(index, lastAt, lastItem);
  }

  #move(from: number, to: number): void {
    this.#times[to] = this.#times[from] as number;
    this.#items[to] = this.#items[from] as T;
  }

  #put(index: number, at: number, item: T): void {
    this.#times[index] = at;
    this.#items[index] = item;
  }
}
