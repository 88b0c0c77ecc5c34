import type { Logger } from './logger.js';

/** One registered release: what it is, and how. */
interface Release {
  readonly name: string;
  readonly release: () => unknown;
}

/**
 * What a process acquired, released in the reverse order: each resource registers its own release
 * right where it is made or put to work, so stopping is the reverse of starting and a start that
 * fails halfway releases exactly what it had acquired. (Node 24's `AsyncDisposableStack` does the
 * same; this one also logs a release that fails and goes on with the others, and runs on Node 20.)
 */
export class ShutdownStack {
  readonly #releases: Release[] = [];
  #closing: Promise<void> | undefined;

  constructor(private readonly logger: Logger) {}

  /** Registers how to release `resource` (just made) and hands it back. */
  use<T>(name: string, resource: T, release: (resource: T) => unknown): T {
    this.defer(name, () => release(resource));
    return resource;
  }

  /** Registers `release`, run before everything registered earlier. */
  defer(name: string, release: () => unknown): void {
    if (this.#closing) throw new Error(`cannot register ${name}: the stack is closing`);
    this.#releases.push({ name, release });
  }

  /**
   * Runs every release, last registered first, each awaited; one that throws is logged and the
   * next still runs. Calling it again returns the same promise.
   */
  close(): Promise<void> {
    this.#closing ??= (async () => {
      for (const { name, release } of this.#releases.reverse()) {
        try {
          await release();
        } catch (error) {
          this.logger.error('could not release on stop', { resource: name, error });
        }
      }
    })();
    return this.#closing;
  }
}
