import type Keyv from 'keyv';
import { withDefaults } from '../core/with-defaults.js';
import { LocalSharedState } from './local-shared-state.js';
import type { Fencing, SharedState } from './shared-state.js';

/** Who paid for a generation: the member's own key, or a server's key. */
export type HistoryPayer = { readonly kind: 'user' } | { readonly kind: 'server'; guildId: string };

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
  readonly paidBy?: HistoryPayer;
  /** The image URL the service gave when the generation ended (it may expire). */
  readonly imageUrl?: string;
  /** What the feature that ran it needs to run it again (its own JSON); absent when it cannot. */
  readonly repeat?: Readonly<Record<string, unknown>>;
}

/** Options of {@link GenerationHistoryStore}. */
export interface GenerationHistoryStoreOptions {
  /** How many generations a member's history keeps, newest first. @default 50 */
  maxEntries?: number;
  /** How long a generation is kept after it started, in ms. @default 30 days */
  retentionMs?: number;
  /** @default Date.now */
  now?: () => number;
  /**
   * Where a member's record is changed alone: the store's shared state, so that processes on one
   * Redis never write over each other's entries. @default a lock of this process
   */
  shared?: Pick<SharedState, 'exclusive'>;
  /**
   * On a store several processes share, the history's Keyv as the holder of a lease writes it
   * (see `Stores.fencedKeyv`): a {@link GenerationHistoryStore.record} given a fencing writes
   * through it. @default none (every write is made)
   */
  fencedKeyv?: (fencing: Fencing) => Keyv;
}

const DAY_MS = 86_400_000;

const HISTORY_DEFAULTS = { maxEntries: 50, retentionMs: 30 * DAY_MS, now: Date.now } as const;

/** The name a member's record is changed under, in {@link SharedState.exclusive}. */
const exclusiveName = (userId: string) => `generation-history:${userId}`;

/**
 * Each member's recent generations, newest first: the last `maxEntries`, each for `retentionMs`.
 * One keyv record per member (its expiry renewed on every write), so a store copies it as it is;
 * each change of it is a read and a write made alone through the shared state's `exclusive`, so
 * processes on one Redis recording the same member at once keep every entry.
 */
export class GenerationHistoryStore {
  readonly #keyv: Keyv<HistoryEntry[]>;
  readonly #settings: Required<Omit<GenerationHistoryStoreOptions, 'shared' | 'fencedKeyv'>>;
  readonly #shared: Pick<SharedState, 'exclusive'>;
  readonly #fencedKeyv: ((fencing: Fencing) => Keyv) | undefined;

  constructor(keyv: Keyv, options: GenerationHistoryStoreOptions = {}) {
    const { shared = new LocalSharedState(), fencedKeyv, ...settings } = options;
    this.#keyv = keyv as Keyv<HistoryEntry[]>;
    this.#settings = withDefaults(HISTORY_DEFAULTS, settings);
    this.#shared = shared;
    this.#fencedKeyv = fencedKeyv;
  }

  /** How many generations a member's history keeps. */
  get maxEntries(): number {
    return this.#settings.maxEntries;
  }

  /** How long a generation is kept, in ms. */
  get retentionMs(): number {
    return this.#settings.retentionMs;
  }

  /**
   * Adds `entry` to `userId`'s history, or replaces the one of the same id (recording is
   * idempotent). Given `fencing` (the lease of the shard whose job it records), the write is made
   * only while that lease is held, atomically on a shared store.
   * @throws FencedWriteError when the lease is not held with its token any more.
   */
  async record(userId: string, entry: HistoryEntry, fencing?: Fencing): Promise<void> {
    const writer = (fencing && this.#fencedKeyv?.(fencing)) ?? this.#keyv;
    await this.#shared.exclusive(exclusiveName(userId), async () => {
      const kept = (await this.#fresh(userId)).filter((item) => item.id !== entry.id);
      const next = [entry, ...kept]
        .sort((a, b) => b.createdAt - a.createdAt)
        .slice(0, this.#settings.maxEntries);
      if (!next.some((item) => this.#alive(item))) return;
      await writer.set(userId, next, this.#settings.retentionMs);
    });
  }

  /** `userId`'s generations still kept, newest first. */
  list(userId: string): Promise<HistoryEntry[]> {
    return this.#fresh(userId);
  }

  /** One generation of `userId`'s history, if still kept. */
  async get(userId: string, id: string): Promise<HistoryEntry | undefined> {
    return (await this.#fresh(userId)).find((item) => item.id === id);
  }

  async #fresh(userId: string): Promise<HistoryEntry[]> {
    const entries = (await this.#keyv.get(userId)) ?? [];
    return entries.filter((item) => this.#alive(item));
  }

  #alive(entry: HistoryEntry): boolean {
    return entry.createdAt > this.#settings.now() - this.#settings.retentionMs;
  }
}
