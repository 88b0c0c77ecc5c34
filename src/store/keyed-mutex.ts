/**
 * Runs async tasks one at a time per key, in call order; different keys run concurrently. Keyv has
 * no atomic read-modify-write, so every such update of one record goes through the same key here.
 * It guards one process only.
 */
export class KeyedMutex {
  readonly #tails = new Map<string, Promise<void>>();

  /** Runs `task` once every earlier task of `key` has settled; resolves or rejects like it. */
  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.#tails.get(key) ?? Promise.resolve();
    const result = previous.then(task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.#tails.set(key, tail);
    void tail.then(() => {
      if (this.#tails.get(key) === tail) this.#tails.delete(key);
    });
    return result;
  }

  /** How many keys have a task queued or running. */
  get size(): number {
    return this.#tails.size;
  }
}
