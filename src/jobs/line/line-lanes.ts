import type { BackendPool } from '../../image-backend/backend-pool.js';
import type { BackendRegistry } from '../../image-backend/backend-registry.js';
import { defaultsOf } from '../../image-backend/capabilities.js';
import { gpuWorkOf } from '../../image-backend/gpu-work.js';
import { type GenerationJob, serveOptionsOf } from '../generation-job.js';
import { jobCost } from './job-cost.js';
import { type LaneCapacity, type NewLineEntry, SCOPE_SERVER } from './line-entry.js';

/**
 * Which line a job waits in: a pooled backend's one lane over its servers' slots, shared by every
 * scope (`pool:<backend>`), or its scope's own lane with `GUILD_MAX_ACTIVE_JOBS` slots on a
 * backend that queues its tasks itself (`scope:<scope>`).
 */
export interface Lane {
  readonly id: string;
  /** The backend whose pool it is; absent: a scope's lane. */
  readonly backend?: string;
  readonly pool?: BackendPool;
}

/** What the lanes read of a job. */
export type LaneJob = Pick<
  GenerationJob,
  | 'id'
  | 'scope'
  | 'userId'
  | 'backend'
  | 'request'
  | 'explicitAllowed'
  | 'input'
  | 'weight'
  | 'createdAt'
>;

/** The lanes of a registry's backends, and what each can run now. */
export class LineLanes {
  readonly #pools = new Map<string, Lane>();

  constructor(
    private readonly backends: BackendRegistry,
    /** A scope's slots on a backend without a pool (`GUILD_MAX_ACTIVE_JOBS`). */
    readonly scopeSlots: number,
  ) {
    if (!Number.isInteger(scopeSlots) || scopeSlots < 1) {
      throw new RangeError('a scope needs 1 slot or more');
    }
    for (const { id, backend } of backends.list()) {
      if (backend.pool) this.#pools.set(id, { id: `pool:${id}`, backend: id, pool: backend.pool });
    }
  }

  /** The pooled lanes, one per backend with a pool. */
  pooled(): readonly Lane[] {
    return [...this.#pools.values()];
  }

  /** The lane `job` waits in (a backend no longer configured: its scope's). */
  of(job: Pick<GenerationJob, 'scope' | 'backend'>): Lane {
    const found = this.backends.find(job.backend);
    return (found && this.#pools.get(found.id)) ?? { id: `scope:${job.scope}` };
  }

  /**
   * The servers of `lane` now: a pool's, or the scope's one server with its slots. A pool of one
   * server counts it up whatever its state, as a single server always was: its jobs are sent
   * and fail as they did, never kept waiting for it.
   */
  capacity(lane: Lane): LaneCapacity {
    if (!lane.pool) return { servers: [{ id: SCOPE_SERVER, slots: this.scopeSlots, up: true }] };
    const servers = lane.pool.servers();
    const alone = servers.length === 1;
    return {
      servers: servers.map(({ id, slots, state }) => ({ id, slots, up: alone || state === 'up' })),
    };
  }

  /** Whether a server of `job`'s pool other than `server` is up and can run it now. */
  runsElsewhere(job: LaneJob, server: string): boolean {
    const { pool } = this.of(job);
    const eligible = pool?.eligible(job.request, serveOptionsOf(job.input)) ?? [];
    return eligible.some((id) => id !== server);
  }

  /** The slots of `lane`'s live servers. */
  liveSlots(lane: Lane): number {
    let slots = 0;
    for (const server of this.capacity(lane).servers) if (server.up) slots += server.slots;
    return slots;
  }

  /**
   * `job`'s entry in `lane`: its cost as its backend defaults it, its member's weight (saved at
   * admission) and its scope's, and on a pool the servers that have what it needs, up or down
   * (`BackendPool.serving`, its input image's action read from the job: the bytes are not at hand
   * here): a dispatch gives it a slot of one up, and a job whose servers are all down waits for
   * one to come back. When none has it, any: the server it reaches says what it lacks. On a pool,
   * also the model file it loads (`BackendPool.modelOf`), for the line's model affinity.
   */
  entryOf(lane: Lane, job: LaneJob, scopeWeight: number, owner: string): NewLineEntry {
    const registered = this.backends.find(job.backend);
    const serve = {
      submissionId: job.id,
      ...serveOptionsOf(job.input),
      ...(job.explicitAllowed !== undefined && {
        content: { explicitAllowed: job.explicitAllowed },
      }),
    };
    const capabilities = registered?.backend.capabilities;
    const declared = capabilities ? defaultsOf(capabilities, job.request) : {};
    const own = registered?.backend.parameterDefaults?.(job.request, serve) ?? {};
    const defaults = { ...declared, ...own };
    const work = {
      kind: gpuWorkOf(job.input?.action),
      family: capabilities?.modelFamily?.(job.request),
      frames: capabilities?.imagesIn?.animate?.frames,
    };
    const servers = lane.pool?.serving(job.request, serve);
    const model = lane.pool?.modelOf(job.request, serve);
    return {
      jobId: job.id,
      scope: job.scope,
      member: job.userId,
      cost: jobCost(job.request, defaults, work),
      memberWeight: job.weight ?? 1,
      scopeWeight,
      ...(servers && servers.length > 0 && { servers }),
      ...(model !== undefined && { model }),
      enqueuedAt: job.createdAt,
      owner,
    };
  }

  /**
   * The server whose slot a resumed job holds: the one it was sent to (`GenerationJob.server`, or
   * the pool's reading of its task id), else the pool's first; a scope's lane has one.
   */
  serverOf(lane: Lane, job: Pick<GenerationJob, 'server' | 'taskId'>): string {
    if (!lane.pool) return SCOPE_SERVER;
    const known =
      job.server ?? (job.taskId === undefined ? undefined : lane.pool.serverOf(job.taskId));
    return known ?? lane.pool.servers()[0]?.id ?? SCOPE_SERVER;
  }
}
