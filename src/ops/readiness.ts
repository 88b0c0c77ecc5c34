import { redisFailureReason } from '../store/redis-failure.js';

/** Where the process is in its life: starting (until `ready`), running, or stopping. */
export type Phase = 'starting' | 'running' | 'stopping';

/** What {@link checkReadiness} reads; the app gives it the live parts. */
export interface ReadinessSources {
  phase(): Phase;
  /** The shards this process runs (`SHARD_IDS`, resolved). */
  shards(): readonly number[];
  /** Whether it holds a shard's lease now (`ShardLeases.holds`). */
  holds(shard: number): boolean;
  /** The gateway status of a shard's connection (`Ready`, `Reconnecting`, …); undefined before it opened. */
  shardStatus(shard: number): string | undefined;
  /** Resolves when the store answers (`Stores.ping`). */
  pingStore(): Promise<void>;
  /**
   * Problems that leave this process working for Discord but its members' commands failing (the
   * image service unreachable, say): `/healthz` answers 200 `degraded` with them. @default none
   */
  degraded?(): readonly string[];
  /** Longest wait for the store's answer, in ms. @default 2000 */
  readonly storeTimeoutMs?: number;
}

/**
 * The answer of `/healthz`: ready (with what is `degraded`, when anything is), or why not (one
 * reason a line, for the operator).
 */
export type Readiness =
  | {
      readonly ready: true;
      readonly shards: readonly number[];
      readonly degraded?: readonly string[];
    }
  | { readonly ready: false; readonly reasons: readonly string[] };

/**
 * Why the store did not answer within `timeoutMs`, without its own words (they may name its
 * URL): the failure's `reason`, else `redisFailureReason`.
 */
async function storeProblem(ping: () => Promise<void>, timeoutMs: number) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`store did not answer within ${timeoutMs} ms`), timeoutMs);
  });
  const answered = ping().then(
    () => undefined,
    (error: unknown) => {
      const { reason } = (error ?? {}) as { reason?: unknown };
      return `store unreachable (${typeof reason === 'string' ? reason : redisFailureReason(error)})`;
    },
  );
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether this process does its work now: started, holding each shard's lease with its gateway
 * connection ready, and the store answering; else every problem, one per line.
 */
export async function checkReadiness(sources: ReadinessSources): Promise<Readiness> {
  const reasons: string[] = [];
  const phase = sources.phase();
  if (phase === 'stopping') reasons.push('stopping');
  for (const shard of sources.shards()) {
    if (!sources.holds(shard)) {
      reasons.push(
        phase === 'starting'
          ? `waiting for the lease of shard ${shard}`
          : `lost the lease of shard ${shard}`,
      );
      continue;
    }
    const status = sources.shardStatus(shard);
    if (status !== 'Ready') {
      reasons.push(`shard ${shard} is not connected (${status ?? 'not opened yet'})`);
    }
  }
  if (phase === 'starting' && reasons.length === 0) reasons.push('starting');
  const store = await storeProblem(sources.pingStore, sources.storeTimeoutMs ?? 2_000);
  if (store) reasons.push(store);
  if (reasons.length > 0) return { ready: false, reasons };
  const degraded = sources.degraded?.() ?? [];
  return { ready: true, shards: sources.shards(), ...(degraded.length > 0 && { degraded }) };
}
