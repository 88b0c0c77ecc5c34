import type { Logger } from '../../core/logger.js';
import { ORIGINAL_BACKEND_ID } from '../../image-backend/backend-registry.js';
import { gpuWorkOf } from '../../image-backend/gpu-work.js';
import type { GenerationJob } from '../generation-job.js';
import type { LineRules } from './fair-choice.js';
import { LaneRunner } from './lane-runner.js';
import type { LineClaim, NewLineEntry } from './line-entry.js';
import type { Lane, LaneJob, LineLanes } from './line-lanes.js';
import { type LaneWork, LineLedger, type QueueStats } from './line-ledger.js';
import { LINE_PLACES, projectLine } from './line-projection.js';
import type { LineStore } from './line-store.js';
import { LIGHT_MEMBER_JOBS, type LineWatch, type MemberLoad } from './line-watch.js';
import { MemoryLineStore } from './memory-line-store.js';
import { type PoolLoad, poolLoadOf } from './pool-load.js';
import { ServicePace } from './service-pace.js';

export type { QueueStats } from './line-ledger.js';

/** What a {@link JobLine} needs. */
export interface JobLineDependencies {
  /**
   * Where pooled backends' lanes live (a pool's servers' slots: on Redis, shared by every
   * process); every scope's lane on a hosted backend stays in this process's memory (a scope's
   * jobs live in the process holding its shard).
   */
  readonly store: LineStore;
  readonly lanes: LineLanes;
  /** A scope's share of a pooled lane (`FAIR_SERVER_WEIGHTS`). */
  readonly scopeWeight: (scope: string) => number;
  /** The aging's grace and model affinity's bound (`FAIR_AGING_AFTER_MS`, `FAIR_MODEL_WAIT_MS`). */
  readonly rules: LineRules;
  /** This process, as the owner of the entries it adds. */
  readonly owner: string;
  readonly now: () => number;
  readonly logger: Logger;
  /** A job of this process got a slot (on `server` of a pool): run it now. */
  readonly dispatched: (jobId: string, server: string | undefined) => void;
  /** A waiting job's place in its line (past `LINE_PLACES`: one more) and expected start. */
  readonly placed: (jobId: string, place: number, startsAt: number | undefined) => void;
  /** Told of each dispatch and each pool slot freed (the operations metrics), when served. */
  readonly watch?: LineWatch;
}

/** A scope's jobs waiting in a lane, and the slots new ones would take at once (`JobLine.room`). */
export interface QueueRoom {
  readonly waiting: number;
  readonly free: number;
}

/** How many of a scope's jobs would wait once `count` more are added to `room`. */
export const waitingWith = (room: QueueRoom, count: number): number =>
  room.waiting + Math.max(0, count - Math.max(0, room.free));

/**
 * How long a running job handed to its shard's next holder keeps its slot here at most (ms): the
 * holder takes its claim as it resumes it, within the handover's few seconds.
 */
export const HANDOVER_KEEP_MS = 60_000;

/** The soonest a lane projects again for an estimate that passed, in ms. */
const MIN_REDRAW_MS = 5_000;
/** The longest a lane's projection is put off under load, in ms. */
const MAX_PROJECTION_GAP_MS = 2_000;

/**
 * Every job of this process in its line (`LineLanes`): added waiting, given a slot by the fair
 * choice (`dispatched`), told its place and start (`placed`) after each change, freed when it
 * ends. A lane's dispatches and projections run one pass at a time (`LaneRunner`); in a lane of
 * more than `LINE_PLACES` waiting, a projection waits 100 times what the last took (at most 2 s). A pool's server
 * changing state dispatches its lane again, with its waiting jobs' servers read afresh.
 */
export class JobLine {
  readonly #deps: JobLineDependencies;
  readonly #ledger = new LineLedger();
  readonly #lanes = new Map<string, LaneWork>();
  readonly #pace = new ServicePace();
  /** The scopes' lanes on hosted backends (`store` holds the pools'). */
  readonly #scopes = new MemoryLineStore();
  /** Each waiting job's member load when it joined (see `MemberLoad`). */
  readonly #loads = new Map<string, MemberLoad>();
  /** Running jobs handed to their shard's next holder, whose slots are kept until then (ms). */
  readonly #handedOver = new Map<string, number>();
  readonly #unsubscribe: (() => void)[] = [];
  #closed = false;

  constructor(deps: JobLineDependencies) {
    this.#deps = deps;
    for (const lane of deps.lanes.pooled()) {
      const stop = lane.pool?.onChange(() => void this.#refresh(lane));
      if (stop) this.#unsubscribe.push(stop);
    }
    const watching = deps.store.watch?.(deps.owner, (lane, claims) => {
      const work = this.#lanes.get(lane);
      if (!work) return;
      for (const claim of claims) this.#claimed(work, claim);
      // A sweep: a slot may have come free elsewhere without a word (a killed process's claim lapsed).
      if (work.waiting.size > 0) void work.runner.kick();
    });
    if (watching) this.#unsubscribe.push(watching);
  }

  /**
   * Adds `jobs` to their lines (`front`: ahead of the rest); resolves once each lane dispatched
   * and projected with them. A job already in the line here is left as it is.
   */
  async enqueue(jobs: readonly Readonly<LaneJob>[], { front = false } = {}): Promise<void> {
    const added = new Map<LaneWork, NewLineEntry[]>();
    for (const job of jobs) {
      if (this.#ledger.get(job.id)) continue;
      const work = this.#work(this.#deps.lanes.of(job));
      this.#ledger.hold(job, work, false);
      const held = this.#ledger.heldBy(job.scope, job.userId);
      this.#loads.set(job.id, held > LIGHT_MEMBER_JOBS ? 'heavy' : 'light');
      const entry = this.#entryOf(work.lane, job);
      added.set(work, [...(added.get(work) ?? []), front ? { ...entry, front } : entry]);
    }
    for (const [work, entries] of added)
      await this.#storeOf(work.lane).enqueue(work.lane.id, entries);
    await Promise.all([...added.keys()].map((work) => work.runner.kick()));
  }

  /**
   * Takes a waiting job out of its line: 'withdrawn'; 'dispatching' when a dispatch took it and
   * its slot is on its way here (it will be run: end it there); 'not-waiting' otherwise.
   */
  async withdraw(jobId: string): Promise<'withdrawn' | 'dispatching' | 'not-waiting'> {
    const held = this.#ledger.get(jobId);
    if (!held || held.running) return 'not-waiting';
    if (!(await this.#storeOf(held.work.lane).withdraw(held.work.lane.id, jobId))) {
      return this.#ledger.get(jobId)?.running === false ? 'dispatching' : 'not-waiting';
    }
    this.#ledger.drop(jobId);
    this.#loads.delete(jobId);
    await held.work.runner.kick();
    return 'withdrawn';
  }

  /** Holds a slot for a job already sent (resumed): on its server, whatever the free slots. */
  async occupy(job: Readonly<LaneJob & Pick<GenerationJob, 'server' | 'taskId'>>): Promise<void> {
    if (this.#ledger.get(job.id)?.running) return;
    const work = this.#work(this.#deps.lanes.of(job));
    this.#ledger.hold(job, work, true);
    const { owner, now, lanes } = this.#deps;
    const { cost } = this.#entryOf(work.lane, job);
    const server = lanes.serverOf(work.lane, job);
    await this.#storeOf(work.lane).occupy(work.lane.id, {
      jobId: job.id,
      server,
      owner,
      scope: job.scope,
      cost,
      at: now(),
    });
  }

  /**
   * Gives `jobId` up to its shard's next holder: a waiting job leaves the line (the holder adds
   * it again); a running one on a shared pool keeps its slot, its GPU still busy with it, until
   * the holder takes the claim as it resumes the job (`occupy`) or {@link HANDOVER_KEEP_MS} passed.
   */
  async handOver(jobId: string): Promise<void> {
    const held = this.#ledger.get(jobId);
    if (held?.running && held.work.lane.pool && this.#deps.store.watch) {
      const now = this.#deps.now();
      for (const [id, until] of this.#handedOver) if (until <= now) this.#handedOver.delete(id);
      this.#ledger.drop(jobId);
      this.#handedOver.set(jobId, now + HANDOVER_KEEP_MS);
      return;
    }
    await this.release(jobId);
  }

  /**
   * Frees `jobId`'s slot or place (it ended); a job that ran to its image
   * (`completed`) tells the line's pace how long its cost took. Resolves once its lane dispatched.
   */
  async release(jobId: string, { completed = false } = {}): Promise<void> {
    const held = this.#ledger.drop(jobId);
    this.#loads.delete(jobId);
    if (!held) return;
    const { now, watch } = this.#deps;
    const store = this.#storeOf(held.work.lane);
    const lane = held.work.lane.id;
    if (held.running) {
      const claim = await store.release(lane, jobId);
      if (claim && completed) {
        const kind = gpuWorkOf(held.job.input?.action);
        this.#pace.ran(held.job.backend ?? '', claim.cost, now() - claim.at, kind);
      }
      if (claim && held.work.lane.pool) {
        const backend = held.job.backend ?? ORIGINAL_BACKEND_ID;
        const at = now();
        const heldMs = Math.max(0, at - claim.at);
        watch?.released({ jobId, backend, server: claim.server, heldMs, at });
      }
    } else {
      await store.withdraw(lane, jobId);
    }
    await held.work.runner.kick();
  }

  /** How long an animation holds a slot of `backend`, going by the last ones here (ms); undefined until one finished. */
  animationMs(backend: string): number | undefined {
    return this.#pace.videoMs(backend);
  }

  /** Whether a server of `job`'s pool other than `server` is up and can run it now. */
  runsElsewhere(job: Readonly<LaneJob>, server: string): boolean {
    return this.#deps.lanes.runsElsewhere(job, server);
  }

  /** The ids of `scope`'s jobs here: holding a slot (in the order they got it), and waiting (by place). */
  list(scope: string): { running: string[]; waiting: string[] } {
    return this.#ledger.list(scope);
  }

  /** How many jobs of `scope` wait here. */
  waiting(scope: string): number {
    return this.#ledger.waiting(scope);
  }

  /**
   * `scope`'s room on `backend`'s lane now: its jobs waiting, and the slots new ones would take at
   * once. A pool's are read from its store: on Redis, every process's jobs counted (none free
   * while any waits).
   */
  async room(scope: string, backend?: string): Promise<QueueRoom> {
    const { lanes } = this.#deps;
    const lane = lanes.of({ scope, backend });
    const waiting = this.waiting(scope);
    if (!lane.pool) return { waiting, free: lanes.scopeSlots - this.#ledger.running(scope) };
    const state = await this.#storeOf(lane).read(lane.id);
    const free = state.entries.size > 0 ? 0 : lanes.liveSlots(lane) - state.claims.size;
    return { waiting, free: Math.max(0, free) };
  }

  /** The queues of every scope here. */
  queues(): QueueStats {
    return this.#ledger.queues();
  }

  /**
   * Each pooled backend's servers with the slots taken on them and its line's length, `scope`'s
   * waiting jobs counted apart (every process's, as its store has them).
   */
  async poolLoads(scope?: string): Promise<PoolLoad[]> {
    const { lanes, store } = this.#deps;
    return Promise.all(
      lanes
        .pooled()
        .flatMap(({ id, backend, pool }) =>
          backend === undefined || !pool
            ? []
            : [store.read(id).then((state) => poolLoadOf(backend, pool.servers(), state, scope))],
        ),
    );
  }

  /** Stops dispatching and projecting (the jobs stay in the store's lanes). */
  close(): void {
    this.#closed = true;
    for (const unsubscribe of this.#unsubscribe.splice(0)) unsubscribe();
    for (const work of this.#lanes.values()) work.runner.close();
  }

  #entryOf(lane: Lane, job: Readonly<LaneJob>): NewLineEntry {
    const { lanes, scopeWeight, owner } = this.#deps;
    return lanes.entryOf(lane, job, scopeWeight(job.scope), owner);
  }

  #work(lane: Lane): LaneWork {
    const known = this.#lanes.get(lane.id);
    if (known) return known;
    const runner = new LaneRunner(
      () => this.#pass(work),
      (error) => this.#deps.logger.warn('the line could not dispatch', { lane: lane.id, error }),
      () => {
        if (!lane.pool && work.waiting.size === 0 && work.running.size === 0) {
          this.#lanes.delete(lane.id);
        }
      },
    );
    const work: LaneWork = {
      lane,
      runner,
      waiting: new Set(),
      running: new Set(),
      places: new Map(),
      projectedAt: 0,
      projectionMs: 0,
      projectedWaiting: 0,
    };
    if (this.#closed) runner.close();
    this.#lanes.set(lane.id, work);
    return work;
  }

  /** Dispatches the lane's free slots, then projects its places when due. */
  async #pass(work: LaneWork): Promise<void> {
    const { lanes, now, rules } = this.#deps;
    const store = this.#storeOf(work.lane);
    const capacity = lanes.capacity(work.lane);
    const claims = await store.dispatch(work.lane.id, capacity, now(), rules);
    for (const claim of claims) this.#claimed(work, claim);
    if (work.waiting.size === 0) return;
    const { projectionMs, projectedWaiting } = work;
    const gap =
      projectedWaiting > LINE_PLACES ? Math.min(MAX_PROJECTION_GAP_MS, projectionMs * 100) : 0;
    const wait = work.projectedAt + gap - now();
    if (wait > 0) work.runner.later(wait);
    else await this.#project(work);
  }

  #claimed(work: LaneWork, claim: LineClaim): void {
    if (claim.owner !== this.#deps.owner || this.#closed) return;
    const held = this.#ledger.get(claim.jobId);
    if (held?.running) return;
    if (!held) {
      const kept = this.#handedOver.get(claim.jobId);
      if (kept !== undefined && this.#deps.now() < kept) return;
      this.#handedOver.delete(claim.jobId);
      void this.#storeOf(work.lane)
        .release(work.lane.id, claim.jobId)
        .then(() => work.runner.kick());
      return;
    }
    this.#ledger.hold(held.job, work, true);
    const server = work.lane.pool ? claim.server : undefined;
    const load = this.#loads.get(claim.jobId) ?? 'light';
    this.#loads.delete(claim.jobId);
    this.#deps.watch?.dispatched({
      jobId: claim.jobId,
      at: claim.at,
      backend: held.job.backend ?? ORIGINAL_BACKEND_ID,
      ...(server !== undefined && { server }),
      waitedMs: Math.max(0, claim.at - held.job.createdAt),
      load,
    });
    this.#deps.dispatched(claim.jobId, server);
  }

  async #project(work: LaneWork): Promise<void> {
    const { lanes, now } = this.#deps;
    const state = await this.#storeOf(work.lane).read(work.lane.id);
    const started = performance.now();
    const pace = {
      msPerCost: (jobId: string) => {
        const job = this.#ledger.get(jobId)?.job;
        const backend = job?.backend ?? work.lane.backend ?? '';
        return this.#pace.of(backend, gpuWorkOf(job?.input?.action));
      },
      servers: lanes.capacity(work.lane).servers,
    };
    const at = now();
    const places = projectLine(state, at, pace, this.#deps.rules);
    work.projectionMs = performance.now() - started;
    work.projectedAt = at;
    work.projectedWaiting = state.entries.size;
    const told = new Set<string>();
    let soonest = Number.POSITIVE_INFINITY;
    for (const { jobId, place, startsAt } of places) {
      if (!work.waiting.has(jobId)) continue;
      told.add(jobId);
      work.places.set(jobId, place);
      this.#deps.placed(jobId, place, startsAt);
      if (startsAt !== undefined) soonest = Math.min(soonest, startsAt);
    }
    // An estimate that passed with nothing changed is drawn again a second after.
    if (soonest < Number.POSITIVE_INFINITY) {
      work.runner.later(Math.max(MIN_REDRAW_MS, soonest - at + 1_000));
    }
    for (const jobId of work.waiting) {
      if (told.has(jobId)) continue;
      work.places.set(jobId, LINE_PLACES + 1);
      this.#deps.placed(jobId, LINE_PLACES + 1, undefined);
    }
  }

  /** Where `lane` lives: a pool's in `store`, a scope's in this process. */
  #storeOf(lane: Lane): LineStore {
    return lane.pool ? this.#deps.store : this.#scopes;
  }

  /** A pool's server changed state: its waiting jobs' servers are read again, its lane dispatched. */
  async #refresh(lane: Lane): Promise<void> {
    const work = this.#lanes.get(lane.id);
    if (!work || this.#closed) return;
    const entries = [...work.waiting].flatMap((id) => {
      const held = this.#ledger.get(id);
      return held ? [this.#entryOf(lane, held.job)] : [];
    });
    try {
      if (entries.length > 0) await this.#storeOf(lane).enqueue(lane.id, entries);
    } catch (error) {
      this.#deps.logger.warn('could not read the servers of waiting jobs again', { error });
    }
    await work.runner.kick();
  }
}
