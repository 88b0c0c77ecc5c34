import type Keyv from 'keyv';
import { KeyvRecords } from './keyv-records.js';
import type { SharedState } from './shared-state.js';

/** A member blocked from the bot in one server, by a moderator. */
export interface MemberBlock {
  readonly userId: string;
  /** When it ends (epoch ms); null: until a moderator lifts it. */
  readonly until: number | null;
  /** The moderator who blocked the member. */
  readonly by: string;
  /** When it was set (epoch ms). */
  readonly at: number;
}

/** The most blocks a server keeps (a select lists them to lift; the oldest go first). */
export const MAX_BLOCKS = 100;

type ServerBlocks = Readonly<Record<string, Omit<MemberBlock, 'userId'>>>;

const activeAt = (now: number) => (block: Omit<MemberBlock, 'userId'>) =>
  block.until === null || block.until > now;

/**
 * The members each server blocked from the bot, one record per server (so `/policy` lists them in
 * one read), each block with its end; an ended block counts as none and is dropped on the next
 * write. Every change is made alone across processes (the shared state's lock).
 */
export class MemberBlocksStore {
  readonly #records: KeyvRecords<ServerBlocks>;
  readonly #now: () => number;

  constructor(
    keyv: Keyv,
    { shared, now = Date.now }: { shared?: Pick<SharedState, 'exclusive'>; now?: () => number },
  ) {
    this.#records = new KeyvRecords(keyv, shared, 'member-blocks:');
    this.#now = now;
  }

  /** The active block of `userId` in `guildId`, or undefined. */
  async get(guildId: string, userId: string): Promise<MemberBlock | undefined> {
    const block = (await this.#records.get(guildId))?.[userId];
    return block && activeAt(this.#now())(block) ? { userId, ...block } : undefined;
  }

  /** The active blocks of `guildId`, soonest end first (blocks without an end last). */
  async list(guildId: string): Promise<MemberBlock[]> {
    const now = this.#now();
    return Object.entries((await this.#records.get(guildId)) ?? {})
      .filter(([, block]) => activeAt(now)(block))
      .map(([userId, block]) => ({ userId, ...block }))
      .sort((a, b) => (a.until ?? Infinity) - (b.until ?? Infinity));
  }

  /** Blocks `userId` in `guildId` for `forMs` (null: until lifted), replacing an earlier block. */
  async block(
    guildId: string,
    userId: string,
    { forMs, by }: { readonly forMs: number | null; readonly by: string },
  ): Promise<MemberBlock> {
    const at = this.#now();
    const block = { until: forMs === null ? null : at + forMs, by, at };
    await this.#records.change(guildId, (current = {}) => {
      const kept = Object.entries(current)
        .filter(([id, old]) => id !== userId && activeAt(at)(old))
        .sort(([, a], [, b]) => a.at - b.at)
        .slice(-(MAX_BLOCKS - 1));
      return { next: Object.fromEntries([...kept, [userId, block]]), result: undefined };
    });
    return { userId, ...block };
  }

  /** Lifts the block of `userId` in `guildId`; whether an active one was lifted. */
  lift(guildId: string, userId: string): Promise<boolean> {
    const now = this.#now();
    return this.#records.change(guildId, (current = {}) => {
      const block = current[userId];
      if (!block) return { result: false };
      const { [userId]: _lifted, ...rest } = current;
      const kept = Object.entries(rest).filter(([, old]) => activeAt(now)(old));
      return {
        next: kept.length === 0 ? null : Object.fromEntries(kept),
        result: activeAt(now)(block),
      };
    });
  }
}
