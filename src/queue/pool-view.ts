import { ORIGINAL_BACKEND_ID } from '../image-backend/backend-registry.js';
import type { GenerationJob } from '../jobs/generation-job.js';
import { LINE_PLACES } from '../jobs/line/line-projection.js';
import type { PoolLoad } from '../jobs/line/pool-load.js';

/** Whether a job's reply is private (see `queue-view.ts`'s `IsPrivateGeneration`). */
type IsPrivate = (job: GenerationJob) => boolean;

/** What a pool server is doing: running jobs on some of its slots, none, or out of the pool. */
export type ServerActivity = 'busy' | 'idle' | 'down';

/** One server of a pool as `/queue` shows it. */
export interface ServerView {
  /**
   * Its place in the operator's list, from 1: members read "GPU 2", never a host, port or URL
   * (a community's GPU server often has no authentication of its own; the log names its host).
   */
  readonly number: number;
  readonly activity: ServerActivity;
  /** Its slots held by jobs (on a down server: those sent before it fell silent). */
  readonly taken: number;
  readonly slots: number;
}

/** One of the reader's images waiting in a pool's line. */
export interface OwnPlace {
  /** 1-based place in the whole line (every server's jobs), or the places projected when `past`. */
  readonly place: number;
  /** Behind the first `place` (the line projects no further). */
  readonly past?: true;
  /** When it should start (epoch ms); absent while the line's pace is unknown. */
  readonly startsAt?: number;
}

/** How many generations one member of the server has in a pool's line. */
export interface MemberCount {
  readonly userId: string;
  readonly waiting: number;
  readonly running: number;
}

/** What a manager sees of a pool's line beyond their own images. */
export interface LineCounts {
  /** This server's members with generations there, most waiting first. */
  readonly members: readonly MemberCount[];
  /** Other members' private generations, counted together (their members are not shown). */
  readonly hidden: { readonly waiting: number; readonly running: number };
  /** Images of other servers (or direct messages) waiting in the same line. */
  readonly elsewhere: number;
}

/** A pooled backend's servers and line, as `/queue` shows them to its reader. */
export interface PoolView {
  /** The backend's name, as the operator named it. */
  readonly name: string;
  readonly servers: readonly ServerView[];
  /** Images waiting in the line, from every server using the backend. */
  readonly waiting: number;
  /** The reader's images here waiting, by place; and how many of theirs run. */
  readonly mine: readonly OwnPlace[];
  readonly mineRunning: number;
  /** For a manager: every member's counts. */
  readonly counts?: LineCounts;
}

/** Who reads the pools: a manager (Manage Server) also sees the counts per member. */
export interface PoolReader {
  readonly userId: string;
  readonly manager: boolean;
}

function activityOf(server: PoolLoad['servers'][number]): ServerActivity {
  if (server.state === 'down') return 'down';
  return server.taken > 0 ? 'busy' : 'idle';
}

function placeOf(job: GenerationJob): OwnPlace {
  const place = job.queuePosition ?? LINE_PLACES + 1;
  const past = place > LINE_PLACES;
  return {
    place: past ? LINE_PLACES : place,
    ...(past && { past: true }),
    ...(job.queueEta !== undefined && !past && { startsAt: job.queueEta }),
  };
}

function countsOf(
  load: PoolLoad,
  jobs: { running: readonly GenerationJob[]; waiting: readonly GenerationJob[] },
  reader: PoolReader,
  isPrivate: IsPrivate,
): LineCounts {
  const members = new Map<string, { waiting: number; running: number }>();
  const hidden = { waiting: 0, running: 0 };
  const add = (job: GenerationJob, part: 'waiting' | 'running') => {
    if (job.userId !== reader.userId && isPrivate(job)) {
      hidden[part] += 1;
      return;
    }
    const counts = members.get(job.userId) ?? { waiting: 0, running: 0 };
    counts[part] += 1;
    members.set(job.userId, counts);
  };
  for (const job of jobs.waiting) add(job, 'waiting');
  for (const job of jobs.running) add(job, 'running');
  return {
    members: [...members]
      .map(([userId, counts]) => ({ userId, ...counts }))
      .sort((a, b) => b.waiting - a.waiting || b.running - a.running),
    hidden,
    elsewhere: Math.max(0, load.waiting - load.scopeWaiting),
  };
}

/**
 * The `/queue` view of a pooled backend's `load` for `reader`, from the server's jobs there: each
 * server busy, idle or down with its slots taken, the line's length, the reader's own places and
 * starts, and for a manager the counts per member (another's private ones only together).
 */
export function poolViewOf(
  load: PoolLoad,
  name: string,
  jobs: { running: readonly GenerationJob[]; waiting: readonly GenerationJob[] },
  reader: PoolReader,
  isPrivate: IsPrivate,
): PoolView {
  const here = (list: readonly GenerationJob[]) =>
    list.filter((job) => (job.backend ?? ORIGINAL_BACKEND_ID) === load.backend);
  const pooled = { running: here(jobs.running), waiting: here(jobs.waiting) };
  const mine = pooled.waiting
    .filter((job) => job.userId === reader.userId)
    .map(placeOf)
    .sort((a, b) => a.place - b.place);
  return {
    name,
    servers: load.servers.map((server, index) => ({
      number: index + 1,
      activity: activityOf(server),
      taken: server.taken,
      slots: server.slots,
    })),
    waiting: load.waiting,
    mine,
    mineRunning: pooled.running.filter((job) => job.userId === reader.userId).length,
    ...(reader.manager && { counts: countsOf(load, pooled, reader, isPrivate) }),
  };
}
