import type Keyv from 'keyv';
import { KeyedMutex } from './keyed-mutex.js';
import type { SharedState } from './shared-state.js';

/** What a change of a record decides: what to write (`null` deletes it, absent leaves it) and its result. */
export interface RecordChange<Value, Result> {
  readonly next?: Value | null | undefined;
  readonly result: Result;
}

/**
 * The records of one keyv namespace, all of one shape, each change a read and a write made alone
 * under `lock` (named `lockPrefix` + key): the shared state's `exclusive`, or this process's.
 */
export class KeyvRecords<Value> {
  readonly keyv: Keyv<Value>;
  readonly #lock: Pick<SharedState, 'exclusive'>;
  readonly #lockPrefix: string;

  constructor(
    keyv: Keyv,
    lock: Pick<SharedState, 'exclusive'> = new KeyedMutex(),
    lockPrefix = '',
  ) {
    this.keyv = keyv as Keyv<Value>;
    this.#lock = lock;
    this.#lockPrefix = lockPrefix;
  }

  /** The record of `key`, or undefined. */
  get(key: string): Promise<Value | undefined> {
    return this.keyv.get(key);
  }

  /** Writes what `decide` makes of `key`'s record, kept `ttlMs`, through `writer` if given. */
  change<Result>(
    key: string,
    decide: (current: Value | undefined) => RecordChange<Value, Result>,
    { ttlMs, writer = this.keyv }: { ttlMs?: number | undefined; writer?: Keyv | undefined } = {},
  ): Promise<Result> {
    return this.#lock.exclusive(`${this.#lockPrefix}${key}`, async () => {
      const { next, result } = decide(await this.keyv.get(key));
      if (next === null) await writer.delete(key);
      else if (next !== undefined) await writer.set(key, next, ttlMs);
      return result;
    });
  }
}
