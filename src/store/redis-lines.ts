import { answeredWithin, closeRedisClient, type RedisClient } from './redis-connections.js';
import type {
  ClaimNotice,
  LaneCommit,
  LaneRecords,
  SharedLines,
  SharedLinesOptions,
  StoredClaim,
  StoredEntry,
} from './shared-lines.js';

/** Prefix of the lines' keys: `imagine:line:<lane>:entries` and its siblings. */
const LINE_PREFIX = 'imagine:line:';
/** The hash of every process's heartbeat: field the owner, value until when it is alive (ms). */
const OWNERS = 'imagine:line-owners';
/** The channel of the claims made for an owner's entries: this prefix and the owner. */
const DISPATCHED = 'imagine:line-dispatched:';
/** A heartbeat is forgotten this long after it lapsed (a process's id is never reused). */
const FORGET_OWNER_MS = 24 * 60 * 60_000;

const keysOf = (lane: string) =>
  ['entries', 'claims', 'meta', 'flows'].map((kind) => `${LINE_PREFIX}${lane}:${kind}`) as [
    string,
    string,
    string,
    string,
  ];

/**
 * The meta hash of the lane whose entries, claims or flows hash `key` is (undefined for any other
 * key): a field erased there must bump the lane's version, so a dispatch decided on an older read
 * does not commit.
 */
export function laneMetaOf(key: string): string | undefined {
  const cut = key.lastIndexOf(':');
  const erasable = ['entries', 'claims', 'flows'].includes(key.slice(cut + 1));
  return key.startsWith(LINE_PREFIX) && erasable ? `${key.slice(0, cut)}:meta` : undefined;
}

/** `text` split at its first `count` bars, the rest kept whole (data may hold bars). */
function fields(text: string, count: number): string[] {
  const parts: string[] = [];
  let from = 0;
  for (let index = 0; index < count; index += 1) {
    const bar = text.indexOf('|', from);
    parts.push(text.slice(from, bar));
    from = bar + 1;
  }
  parts.push(text.slice(from));
  return parts;
}

/** What {@link RedisLines} runs on. */
export interface RedisLinesConnections {
  /** The scripts' connection (fails fast while Redis is unreachable). */
  readonly redis: RedisClient;
  /** The renewals' connection (waits for Redis, so a renewal in a short outage lands after). */
  readonly patient: RedisClient;
  /** Opens the connection of the watch (subscribed), once. */
  readonly subscriber: () => RedisClient;
}

/**
 * {@link SharedLines} on Redis: each lane four hashes (entries, claims, meta with its version,
 * flows) changed by one Lua script each (`LINE_SCRIPTS`), a dispatch committed only at the version
 * it read; this process's heartbeat in `imagine:line-owners` and its claims renewed every third of
 * `leaseMs`, each renewal also the sweep of its claims; claims made for it published on its channel.
 */
export class RedisLines implements SharedLines {
  readonly owner: string;
  readonly #connections: RedisLinesConnections;
  readonly #leaseMs: number;
  readonly #now: () => number;
  readonly #failed: (error: unknown) => void;
  /** The lanes this process added to or holds a claim in: renewed and swept. */
  readonly #lanes = new Set<string>();
  readonly #watchers = new Set<(lane: string, claims: readonly ClaimNotice[]) => void>();
  readonly #timer: NodeJS.Timeout;
  #beating: Promise<void>;
  #subscribed: Promise<void> | undefined;
  /** The watch's connection, once opened. */
  #subscriber: RedisClient | undefined;
  #closing: Promise<void> | undefined;
  /** Whether the last renewal failed (a run of failures is told once). */
  #failing = false;

  constructor(connections: RedisLinesConnections, owner: string, options: SharedLinesOptions) {
    this.#connections = connections;
    this.owner = owner;
    this.#leaseMs = options.leaseMs;
    this.#now = options.now ?? Date.now;
    this.#failed = options.failed ?? (() => undefined);
    this.#beating = this.#heartbeat().then(() => undefined, this.#failed);
    this.#timer = setInterval(() => void this.#renew(), Math.max(1, options.leaseMs / 3));
    this.#timer.unref();
  }

  async read(lane: string): Promise<LaneRecords> {
    this.#lanes.add(lane);
    const [entries, claims, meta, flows] = keysOf(lane);
    const [entryFields, claimFields, metaFields, flowFields, owners] = (await answeredWithin(
      this.#connections.redis
        .multi()
        .hGetAll(entries)
        .hGetAll(claims)
        .hGetAll(meta)
        .hGetAll(flows)
        .hGetAll(OWNERS)
        .exec(),
    )) as unknown as Record<string, string>[];
    const at = this.#now();
    const live = new Set(
      Object.entries(owners ?? {})
        .filter(([, until]) => Number(until) > at)
        .map(([owner]) => owner),
    );
    const number = (name: string) => Number(metaFields?.[name] ?? 0);
    return {
      version: number('version'),
      at,
      clock: number('clock'),
      turns: number('turns'),
      entries: Object.entries(entryFields ?? {}).map(([jobId, value]): StoredEntry => {
        const [seq, enqueuedAt, owner, data] = fields(value, 3);
        return {
          jobId,
          seq: Number(seq),
          enqueuedAt: Number(enqueuedAt),
          owner: `${owner}`,
          data: `${data}`,
        };
      }),
      claims: Object.entries(claimFields ?? {}).map(([jobId, value]): StoredClaim => {
        const [until, owner, data] = fields(value, 2);
        const ends = Number(until);
        return { jobId, owner: `${owner}`, until: ends, live: ends > at, data: `${data}` };
      }),
      flows: flowFields ?? {},
      live,
    };
  }

  async add(lane: string, entries: readonly Omit<StoredEntry, 'seq'>[]): Promise<void> {
    if (entries.length === 0) return;
    this.#lanes.add(lane);
    await this.#beating;
    const args = entries.flatMap(({ jobId, enqueuedAt, owner, data }) => [
      jobId,
      String(enqueuedAt),
      owner,
      data,
    ]);
    await answeredWithin(this.#connections.redis.lineAdd(...keysOf(lane), ...args));
  }

  async withdraw(lane: string, jobId: string): Promise<boolean> {
    const redis = this.#connections.redis;
    return (await answeredWithin(redis.lineWithdraw(...keysOf(lane), jobId, this.owner))) === 1;
  }

  async occupy(lane: string, jobId: string, data: string): Promise<void> {
    this.#lanes.add(lane);
    const until = this.#now() + this.#leaseMs;
    await answeredWithin(
      this.#connections.redis.lineOccupy(...keysOf(lane), jobId, until, this.owner, data),
    );
  }

  release(lane: string, jobId: string): Promise<string | undefined> {
    return answeredWithin(this.#connections.redis.lineRelease(...keysOf(lane), jobId, this.owner));
  }

  async commit(lane: string, commit: LaneCommit): Promise<boolean> {
    const until = String(commit.at + this.#leaseMs);
    const flows = Object.entries(commit.flows);
    const args = [
      String(commit.version),
      String(commit.at),
      String(commit.clock),
      String(commit.turns),
      DISPATCHED,
      lane,
      this.owner,
      String(commit.expired.length),
      ...commit.expired,
      String(commit.claims.length),
      ...commit.claims.flatMap(({ jobId, owner, data }) => [jobId, until, owner, data]),
      String(flows.length),
      ...flows.flat(),
      String(commit.forget.length),
      ...commit.forget,
    ];
    const committed = await answeredWithin(
      this.#connections.redis.lineCommit(...keysOf(lane), ...args),
    );
    return committed === 1;
  }

  watch(claimed: (lane: string, claims: readonly ClaimNotice[]) => void): () => void {
    this.#watchers.add(claimed);
    // Until it listens (or when it cannot), the sweeps tell what was published.
    this.#subscribed ??= this.#subscribe().catch((error: unknown) => {
      if (!this.#closing) this.#failed(error);
    });
    return () => this.#watchers.delete(claimed);
  }

  close(): Promise<void> {
    this.#closing ??= (async () => {
      clearInterval(this.#timer);
      this.#watchers.clear();
      const { redis, patient } = this.#connections;
      const client = redis.isReady ? redis : patient;
      await answeredWithin(client.hDel(OWNERS, this.owner)).catch(() => undefined);
      if (this.#subscriber) await closeRedisClient(this.#subscriber);
    })();
    return this.#closing;
  }

  #tell(lane: string, claims: readonly ClaimNotice[]): void {
    for (const watcher of this.#watchers) watcher(lane, claims);
  }

  async #subscribe(): Promise<void> {
    const subscriber = this.#connections.subscriber();
    this.#subscriber = subscriber;
    await subscriber.connect();
    await subscriber.subscribe(`${DISPATCHED}${this.owner}`, (message) => {
      const cut = message.indexOf('\n');
      const data = message.slice(cut + 1);
      const { jobId } = JSON.parse(data) as { jobId: string };
      this.#tell(message.slice(0, cut), [{ jobId, data }]);
    });
  }

  #heartbeat(): Promise<number> {
    const now = this.#now();
    return answeredWithin(
      this.#connections.patient.lineHeartbeat(
        OWNERS,
        this.owner,
        now + this.#leaseMs,
        now - FORGET_OWNER_MS,
      ),
    );
  }

  /** Renews the heartbeat and this process's claims in each lane; tells the watchers of the latter. */
  async #renew(): Promise<void> {
    if (this.#closing) return;
    try {
      await this.#heartbeat();
      const until = this.#now() + this.#leaseMs;
      for (const lane of this.#lanes) {
        const [, claims] = keysOf(lane);
        const mine = await answeredWithin(
          this.#connections.patient.lineRenew(claims, this.owner, until),
        );
        const notices: ClaimNotice[] = [];
        for (let index = 0; index + 1 < mine.length; index += 2) {
          notices.push({ jobId: `${mine[index]}`, data: `${mine[index + 1]}` });
        }
        if (!this.#closing) this.#tell(lane, notices);
      }
      this.#failing = false;
    } catch (error) {
      if (!this.#failing) this.#failed(error);
      this.#failing = true;
    }
  }
}
