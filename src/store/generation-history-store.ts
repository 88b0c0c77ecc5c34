import type Keyv from 'keyv';
import { KeyvRecords } from './keyv-records.js';
import { namespaceKeys } from './namespace-keys.js';
import type { Fencing, SharedState } from './shared-state.js';

/**
 * One generation a member ran, as their history keeps it: plain JSON, times in epoch ms. What the
 * feature that ran it needs to run it again is kept in `repeat`, opaque here.
 */
export interface HistoryEntry {
  /** The generation's id (the job's), unique per member. */
  readonly id: string;
  readonly taskId?: string;
  readonly state: 'completed' | 'failed' | 'timed_out';
  readonly createdAt: number;
  readonly finishedAt: number;
  /** The prompt as shown (a label for a workflow file); never cut here. */
  readonly prompt: string;
  readonly workflow?: string;
  /** The model that ran, where it is known (the request's, or the one the backend said it ran). */
  readonly model?: string;
  /**
   * The LoRAs it asked for, by the names members read (never a file of the operator's), with
   * their weights; `unapplied`: the backend made the image without it.
   */
  readonly loras?: readonly {
    readonly label: string;
    readonly weight: number;
    readonly unapplied?: true;
  }[];
  readonly width?: number;
  readonly height?: number;
  readonly seed?: number;
  /** Null in a DM or a private channel. */
  readonly guildId: string | null;
  readonly channelId: string;
  /** The message that shows the result, once known; none for a private (ephemeral) reply. */
  readonly messageId?: string;
  /** Whether only the member saw the reply. */
  readonly ephemeral?: boolean;
  /** Who paid: the member's own key, or a server's. */
  readonly paidBy?: { readonly kind: 'user' } | { readonly kind: 'server'; guildId: string };
  /** The image URL the service gave when the generation ended (it may expire). */
  readonly imageUrl?: string;
  /** The image backend that made it; absent for the original service (entries made before backends were named). */
  readonly backend?: string;
  /**
   * What it did with an input image: `describe` made words, not an image (its caption is
   * the prompt); absent: an image from words alone.
   */
  readonly action?:
    | 'edit'
    | 'vary'
    | 'upscale'
    | 'region'
    | 'zoom'
    | 'pan'
    | 'animate'
    | 'describe';
  /** What the feature that ran it needs to run it again (its own JSON); absent when it cannot. */
  readonly repeat?: Readonly<Record<string, unknown>>;
}

/** Options of {@link GenerationHistoryStore}. */
export interface GenerationHistoryStoreOptions {
  /** @default Date.now */
  now?: () => number;
  /** Where a member's record is changed alone (the shared state). @default this process's lock */
  shared?: Pick<SharedState, 'exclusive'>;
  /** How long a generation is kept after it started, in ms. @default 30 days */
  retentionMs?: number;
  /** The history's Keyv fenced by a lease (`StoreConnection.fencedKeyv`), for a fenced `record`. */
  fencedKeyv?: (fencing: Fencing) => Keyv;
}

/**
 * Each member's recent generations, newest first: the last `maxEntries`, each for `retentionMs`,
 * in one keyv record per member (its expiry renewed on every write) changed alone.
 */
export class GenerationHistoryStore {
  /** How many generations a member's history keeps. */
  readonly maxEntries = 50;
  /** How long a generation is kept after it started, in ms (`HISTORY_RETENTION_DAYS`). */
  readonly retentionMs: number;
  readonly #records: KeyvRecords<HistoryEntry[]>;
  readonly #now: () => number;
  readonly #fencedKeyv: ((fencing: Fencing) => Keyv) | undefined;

  constructor(keyv: Keyv, options: GenerationHistoryStoreOptions = {}) {
    this.#records = new KeyvRecords(keyv, options.shared, 'generation-history:');
    this.#now = options.now ?? Date.now;
    this.retentionMs = options.retentionMs ?? 30 * 86_400_000;
    this.#fencedKeyv = options.fencedKeyv;
  }

  /**
   * Adds `entry` to `userId`'s history, or replaces the one of the same id. Given `fencing` (its
   * job's shard's lease), written only while that lease is held.
   * @throws FencedWriteError when the lease is not held with its token any more.
   */
  async record(userId: string, entry: HistoryEntry, fencing?: Fencing): Promise<void> {
    const writer = fencing && this.#fencedKeyv?.(fencing);
    const { maxEntries, retentionMs } = this;
    await this.#records.change(
      userId,
      (entries = []) => {
        const kept = entries.filter((item) => this.#alive(item) && item.id !== entry.id);
        const next = [entry, ...kept]
          .sort((a, b) => b.createdAt - a.createdAt)
          .slice(0, maxEntries);
        return { ...(next.some((item) => this.#alive(item)) && { next }), result: undefined };
      },
      { ttlMs: retentionMs, writer },
    );
  }

  /** `userId`'s generations still kept, newest first. */
  async list(userId: string): Promise<HistoryEntry[]> {
    const entries = (await this.#records.get(userId)) ?? [];
    return entries.filter((item) => this.#alive(item));
  }

  /** One generation of `userId`'s history, if still kept. */
  async get(userId: string, id: string): Promise<HistoryEntry | undefined> {
    return (await this.list(userId)).find((item) => item.id === id);
  }

  /**
   * Deletes from every member's history the generations past the retention (a record's expiry is
   * renewed by each write, so old entries stay in it until pruned). Resolves how many went.
   */
  async prune(): Promise<number> {
    let pruned = 0;
    for (const userId of await namespaceKeys(this.#records.keyv)) {
      pruned += await this.#records.change(
        userId,
        (entries = []) => {
          const kept = entries.filter((item) => this.#alive(item));
          if (kept.length === entries.length) return { result: 0 };
          return { next: kept.length > 0 ? kept : null, result: entries.length - kept.length };
        },
        { ttlMs: this.retentionMs },
      );
    }
    return pruned;
  }

  #alive(entry: HistoryEntry): boolean {
    return entry.createdAt > this.#now() - this.retentionMs;
  }
}
