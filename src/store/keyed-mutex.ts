/**
 * Runs async tasks one at a time per key, in call order (e.g. each read-modify-write of a keyv
 * record); different keys run concurrently. It guards one process only.
 */
export class KeyedMutex {
  readonly #tails = new Map<string, Promise<void>>();

  /**
   * Runs `task` once every earlier task of `key` has settled; resolves or rejects like it. A
   * `SharedState.exclusive` of this process.
   */
  exclusive<T>(key: string, task: () => Promise<T>): Promise<T> {
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
