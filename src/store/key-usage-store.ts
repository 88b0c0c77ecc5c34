import { createHash } from 'node:crypto';
import type Keyv from 'keyv';
import { KeyvRecords } from './keyv-records.js';
import type { SharedState } from './shared-state.js';
import { DAY_MS, utcPeriod } from './utc-periods.js';

/** A month's record outlives its month by a few days, then expires. */
const KEEP_MS = 35 * DAY_MS;

/** Images made and tokens counted (the port's `KeyUsage`, which the store may not import). */
export interface KeyUsage {
  readonly images: number;
  readonly tokens: number;
}

const NONE: KeyUsage = { images: 0, tokens: 0 };

/**
 * Images and tokens each key used per UTC month, for backends without a balance: one small record
 * per key digest (SHA-256, never the key) and month, expiring after it; changes are exclusive
 * (across processes with Redis).
 */
export class KeyUsageStore {
  readonly #records: KeyvRecords<KeyUsage>;
  readonly #now: () => number;

  constructor(keyv: Keyv, options: { shared: Pick<SharedState, 'exclusive'>; now: () => number }) {
    this.#records = new KeyvRecords(keyv, options.shared, 'key-usage:');
    this.#now = options.now;
  }

  #key(apiKey: string): string {
    const digest = createHash('sha256').update(apiKey.trim()).digest('hex').slice(0, 32);
    return `${digest}:${utcPeriod('monthly', this.#now())}`;
  }

  async add(apiKey: string, used: KeyUsage): Promise<void> {
    await this.#records.change(
      this.#key(apiKey),
      (current = NONE) => ({
        next: { images: current.images + used.images, tokens: current.tokens + used.tokens },
        result: undefined,
      }),
      { ttlMs: KEEP_MS },
    );
  }

  async month(apiKey: string): Promise<KeyUsage> {
    return (await this.#records.get(this.#key(apiKey))) ?? NONE;
  }
}
