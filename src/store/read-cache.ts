import { LRUCache } from 'lru-cache';

/** Options of {@link ReadCache}. */
export interface ReadCacheOptions {
  /** Keys kept (least recently read dropped first). @default 10_000 */
  maxEntries?: number;
  /**
   * Every key the namespace holds, listed once (again after a `clear`): then a key outside the
   * list and never written since is absent without a read. @default none: every miss is read
   */
  listKeys?: () => Promise<readonly string[]>;
}

/** What a key holds as the database returned it; `absent` stands for "no record". */
type Entry = { readonly value: string } | { readonly absent: true };

/**
 * The raw text records of one namespace only this process writes (SQLite), as last read: a miss
 * reads through (shared by concurrent callers of the key) and is kept unless a write began or ended
 * meanwhile. Writes drop their keys before and after they run, so no read is older than a write
 * that resolved.
 */
export class ReadCache {
  readonly #entries: LRUCache<string, Entry>;
  /** Reads under way, shared by every caller of the same key meanwhile (one query per key). */
  readonly #reading = new Map<string, { epoch: number; read: Promise<unknown> }>();
  /** Bumped by every write's start and end: a read that saw it change keeps nothing. */
  #epoch = 0;
  readonly #listKeys: (() => Promise<readonly string[]>) | undefined;
  /** Every key that may exist (listed, plus every key written since); undefined until listed. */
  #keys: Set<string> | undefined;
  #listing = false;

  constructor(options: ReadCacheOptions = {}) {
    this.#entries = new LRUCache({ max: options.maxEntries ?? 10_000 });
    this.#listKeys = options.listKeys;
  }

  /** The record of `key`: from memory, or `read` (kept when no write overlapped it). */
  async get<Value>(
    key: string,
    read: () => Promise<Value | undefined>,
  ): Promise<Value | undefined> {
    const entry = this.#entries.get(key);
    if (entry) return 'absent' in entry ? undefined : (entry.value as Value);
    if (this.#keys && !this.#keys.has(key)) return undefined;
    if (!this.#keys) this.#list();
    const epoch = this.#epoch;
    const under = this.#reading.get(key);
    if (under && under.epoch === epoch) return under.read as Promise<Value | undefined>;
    const reading = read();
    this.#reading.set(key, { epoch, read: reading });
    try {
      const value = await reading;
      if (epoch === this.#epoch) {
        if (value === undefined || value === null) this.#entries.set(key, { absent: true });
        else if (typeof value === 'string') this.#entries.set(key, { value });
      }
      return value;
    } finally {
      if (this.#reading.get(key)?.read === reading) this.#reading.delete(key);
    }
  }

  /** Runs a write of `keys` (all of the namespace when undefined), keeping none of them meanwhile. */
  async write<Result>(
    keys: readonly string[] | undefined,
    run: () => Promise<Result>,
  ): Promise<Result> {
    this.#drop(keys);
    try {
      return await run();
    } finally {
      this.#drop(keys);
    }
  }

  /** How many keys are kept (for tests and figures). */
  get size(): number {
    return this.#entries.size;
  }

  /** Lists the keys, kept only if no write began or ended meanwhile. */
  #list(): void {
    const list = this.#listKeys;
    if (!list || this.#listing) return;
    this.#listing = true;
    const epoch = this.#epoch;
    list()
      .then(
        (keys) => {
          if (epoch === this.#epoch) this.#keys = new Set(keys);
        },
        () => undefined,
      )
      .finally(() => {
        this.#listing = false;
      });
  }

  #drop(keys: readonly string[] | undefined): void {
    this.#epoch += 1;
    if (keys === undefined) this.#keys = undefined;
    else for (const key of keys) this.#keys?.add(key);
    if (keys === undefined) this.#entries.clear();
    else for (const key of keys) this.#entries.delete(key);
  }
}
