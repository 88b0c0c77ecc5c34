import type { Logger } from './logger.js';

/** One registered release: what it is, and how. */
interface Release {
  readonly name: string;
  readonly release: () => unknown;
}

/**
 * What a process acquired, released in reverse order, each registered where it is made (a failed
 * start releases exactly what it acquired); a failing release is logged, the others still run.
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

  /** Runs every release, last registered first, each awaited; again, the same promise. */
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
