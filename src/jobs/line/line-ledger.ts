import type { LaneRunner } from './lane-runner.js';
import type { Lane, LaneJob } from './line-lanes.js';

/** A lane as this process works it: its pass runner and its jobs held here. */
export interface LaneWork {
  readonly lane: Lane;
  readonly runner: LaneRunner;
  readonly waiting: Set<string>;
  readonly running: Set<string>;
  /** The last places told, by job id (the order of `/queue`). */
  readonly places: Map<string, number>;
  projectedAt: number;
  /** What the last projection took (ms), and how many waited in the lane then. */
  projectionMs: number;
  projectedWaiting: number;
}

/** A job of this process in the line: waiting, or holding a slot. */
export interface Held {
  readonly job: Readonly<LaneJob>;
  readonly work: LaneWork;
  readonly running: boolean;
}

/** The queues of every scope this process holds (see {@link LineLedger.queues}). */
export interface QueueStats {
  /** Jobs waiting for a slot, in every scope. */
  readonly waiting: number;
  /** Scopes with at least one job waiting. */
  readonly scopes: number;
  /** The most jobs of one scope waiting. */
  readonly longest: number;
}

const memberKey = (job: Pick<LaneJob, 'scope' | 'userId'>) => `${job.scope}\u0000${job.userId}`;

/**
 * This process's jobs in the line, by job, lane and scope: what its scopes ask synchronously (a
 * scope's lives on one process) while the lanes live in the `LineStore`.
 */
export class LineLedger {
  readonly #held = new Map<string, Held>();
  readonly #scopes = new Map<string, { waiting: Set<string>; running: Set<string> }>();
  /** Each member's jobs held in each scope, by `scope` and member id. */
  readonly #members = new Map<string, number>();

  get(jobId: string): Held | undefined {
    return this.#held.get(jobId);
  }

  /** Records `job` as waiting in `work`'s lane, or holding one of its slots. */
  hold(job: Readonly<LaneJob>, work: LaneWork, running: boolean): void {
    this.drop(job.id);
    this.#held.set(job.id, { job, work, running });
    (running ? work.running : work.waiting).add(job.id);
    let scope = this.#scopes.get(job.scope);
    if (!scope) {
      scope = { waiting: new Set(), running: new Set() };
      this.#scopes.set(job.scope, scope);
    }
    (running ? scope.running : scope.waiting).add(job.id);
    const member = memberKey(job);
    this.#members.set(member, (this.#members.get(member) ?? 0) + 1);
  }

  /** How many of `member`'s jobs of `scope` wait or hold a slot here (O(1)). */
  heldBy(scope: string, member: string): number {
    return this.#members.get(memberKey({ scope, userId: member })) ?? 0;
  }

  /** Forgets `jobId`; resolves to what was held. */
  drop(jobId: string): Held | undefined {
    const held = this.#held.get(jobId);
    if (!held) return undefined;
    const { job, work } = held;
    this.#held.delete(jobId);
    work.waiting.delete(jobId);
    work.running.delete(jobId);
    work.places.delete(jobId);
    const scope = this.#scopes.get(job.scope);
    scope?.waiting.delete(jobId);
    scope?.running.delete(jobId);
    if (scope?.waiting.size === 0 && scope.running.size === 0) this.#scopes.delete(job.scope);
    const member = memberKey(job);
    const count = (this.#members.get(member) ?? 1) - 1;
    if (count > 0) this.#members.set(member, count);
    else this.#members.delete(member);
    return held;
  }

  /** The ids of `scope`'s jobs: holding a slot (in the order they got it), and waiting (by place). */
  list(scope: string): { running: string[]; waiting: string[] } {
    const entry = this.#scopes.get(scope);
    const placeOf = (id: string) =>
      this.#held.get(id)?.work.places.get(id) ?? Number.MAX_SAFE_INTEGER;
    const waiting = [...(entry?.waiting ?? [])].sort((a, b) => placeOf(a) - placeOf(b));
    return { running: [...(entry?.running ?? [])], waiting };
  }

  /** How many jobs of `scope` wait. */
  waiting(scope: string): number {
    return this.#scopes.get(scope)?.waiting.size ?? 0;
  }

  /** How many jobs of `scope` hold a slot. */
  running(scope: string): number {
    return this.#scopes.get(scope)?.running.size ?? 0;
  }

  /** The queues of every scope: one pass over the scopes with a job in the line. */
  queues(): QueueStats {
    let waiting = 0;
    let scopes = 0;
    let longest = 0;
    for (const entry of this.#scopes.values()) {
      const length = entry.waiting.size;
      if (length === 0) continue;
      waiting += length;
      scopes += 1;
      longest = Math.max(longest, length);
    }
    return { waiting, scopes, longest };
  }
}
