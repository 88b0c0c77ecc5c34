import { quantile } from './distribution.js';
import {
  type FloodPenalty,
  figuresByKind,
  type KindFigures,
  type ServiceLag,
  type SizeBucket,
  serviceLag,
  slowdownBySize,
} from './fair-measures.js';
import type { FairRecords, ImageOutcome, ImageRecord, RunRecord } from './fair-records.js';
import { length, overlap, type Span, subtract, union } from './spans.js';

/** A light member asks for at most this many images in the whole run. */
export const LIGHT_MEMBER_IMAGES = 3;

/** One run's figures (issue 75), every time in emulated seconds. */
export interface FairFigures {
  /** Images asked for, by what the member saw. */
  readonly images: Readonly<Record<ImageOutcome, number>> & { readonly asked: number };
  /** Mean run time of the jobs that ran to an end: one image's service time. */
  readonly serviceS: number | undefined;
  /**
   * Of the GPU time during which work a server could run waited (and the server was up), the
   * share it was busy. Undefined when nothing waited.
   */
  readonly busyWhileWaiting: number | undefined;
  /** Images per emulated second while any image waited (each counted by its run's share then). */
  readonly throughput: number | undefined;
  /**
   * Work done per emulated second while any image waited: each ended run counted by its image's
   * service time on the preset (no model switch) and its share then, in GPU-seconds per second.
   * Pools of different sizes play communities of different mixes (each seeded by its size), so
   * this, not images per second, says how a pool scales.
   */
  readonly work: number | undefined;
  /** Jain's index over members' slowdowns (below). */
  readonly jain: number | undefined;
  /**
   * Members' slowdowns: the time their images took from command to end over the time they would
   * have taken alone on the pool (one image alone: (wait + service) / service).
   */
  readonly slowdown: {
    readonly members: number;
    readonly p50: number | undefined;
    readonly p95: number | undefined;
    readonly max: number | undefined;
    readonly flooder: number | undefined;
  };
  /** The flood: its first command to the end of its last image. */
  readonly flood: { readonly fromS: number; readonly toS: number } | undefined;
  /** Waits (command → start on a GPU) of light members' images asked for during the flood. */
  readonly lightWait: { readonly count: number; readonly p95S: number | undefined };
  /** Jobs run to an end more than once (a prompt id on two servers or twice on one), past the first. */
  readonly runTwice: number;
  /** Runs a kill or restart cut. */
  readonly cut: number;
  /** Submissions refused by, and runs on, a server lacking the job's model. */
  readonly wrongModel: number;
  /** Checkpoints the GPUs loaded per 100 runs ended. */
  readonly switchesPer100: number | undefined;
  /** The service lag between members, and between Discord servers (per member with work), with work waiting (`serviceLag`). */
  readonly lag: { readonly members?: ServiceLag; readonly guilds?: ServiceLag };
  /** The longest single image's service time (s): the lag's and the flood penalty's unit. */
  readonly largestS: number | undefined;
  /** The mean slowdown of the short, middle and long thirds of the images (`slowdownBySize`). */
  readonly bySize: readonly SizeBucket[];
  /** Each kind's images (text to image, and the follow-ups: upscale, video), `figuresByKind`. */
  readonly byKind: readonly KindFigures[];
  /** What the flood added to others' waits, where the run was also played without it (`floodPenalty`). */
  readonly isolation?: FloodPenalty;
  /**
   * Its work done while work waits over the no-bot line's on the same community with model
   * switches free (`--switch-seconds 0`): what switching checkpoints cost, the bot's own latency
   * with it.
   */
  readonly workAgainstFreeSwitches?: number;
}

/** Whether the image entered the bot: answered and not refused (else it never waited anywhere). */
export const entered = (image: ImageRecord) =>
  image.outcome !== 'refused' && image.outcome !== 'unanswered';

/** When the image stopped waiting: its start on a GPU, else when it ended, else the run's end. */
const waitEnd = (image: ImageRecord, endMs: number) =>
  image.run?.startedAt ?? image.closedAt ?? endMs;

/** When the image was done for its member: its run's end, else when it ended, else the run's end. */
const doneAt = (image: ImageRecord, endMs: number) => image.run?.endedAt ?? image.closedAt ?? endMs;

const serviceOf = (image: ImageRecord) =>
  image.run ? image.run.endedAt - image.run.startedAt : image.expectedServiceMs;

/** Jain's fairness index of `values`: 1 when all are equal, 1/n when one holds everything. */
export function jainIndex(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sum = values.reduce((total, value) => total + value, 0);
  const squares = values.reduce((total, value) => total + value * value, 0);
  return squares === 0 ? 1 : (sum * sum) / (values.length * squares);
}

/**
 * Ms from command to end of each of `images` had their member been alone on a pool of `gpus`
 * servers: in order of command, each on the eligible server free first, for its service time.
 */
export function aloneTimes(images: readonly ImageRecord[], gpus: number): number[] {
  const free = new Array<number>(gpus).fill(Number.NEGATIVE_INFINITY);
  const ordered = [...images].sort((a, b) => a.submittedAt - b.submittedAt);
  return ordered.map((image) => {
    const servers = image.servers.filter((server) => server < gpus);
    const candidates = servers.length > 0 ? servers : [...free.keys()];
    const server = candidates.reduce((best, s) => ((free[s] ?? 0) < (free[best] ?? 0) ? s : best));
    const start = Math.max(image.submittedAt, free[server] ?? 0);
    free[server] = start + serviceOf(image);
    return (free[server] as number) - image.submittedAt;
  });
}

/** Each member's slowdown: Σ (done − command) over Σ the same alone on the pool. */
export function memberSlowdowns(records: FairRecords): Map<number, number> {
  const byMember = new Map<number, ImageRecord[]>();
  for (const image of records.images) {
    if (!entered(image)) continue;
    byMember.set(image.member, [...(byMember.get(image.member) ?? []), image]);
  }
  const slowdowns = new Map<number, number>();
  for (const [member, images] of byMember) {
    const took = images.reduce((sum, i) => sum + doneAt(i, records.endMs) - i.submittedAt, 0);
    const alone = aloneTimes(images, records.gpus).reduce((sum, ms) => sum + ms, 0);
    if (alone > 0) slowdowns.set(member, took / alone);
  }
  return slowdowns;
}

/** The spans during which each server could take work: the run less its kills. */
function upSpans(records: FairRecords, server: number): Span[] {
  const downs = union(records.downs.filter((d) => d.server === server).map((d) => [d.from, d.to]));
  return subtract([[0, records.endMs]], downs);
}

/** Waiting spans of the images that entered the bot. */
function waitingSpans(records: FairRecords, accept: (image: ImageRecord) => boolean): Span[] {
  return union(
    records.images
      .filter((image) => entered(image) && accept(image))
      .map((image) => [image.submittedAt, waitEnd(image, records.endMs)] as Span),
  );
}

/**
 * Σ over servers of the time it was busy while work it could run waited and it was up, over
 * Σ of that waiting time.
 */
export function busyWhileWaiting(records: FairRecords): number | undefined {
  let busy = 0;
  let waiting = 0;
  for (let server = 0; server < records.gpus; server++) {
    const waits = waitingSpans(records, (image) => image.servers.includes(server));
    const up = upSpans(records, server);
    const window = union(waits.flatMap((span) => up.map((u) => clip(span, u))));
    const runs = union(
      records.runs
        .filter((run) => run.server === server)
        .map((run) => [run.startedAt, run.endedAt ?? records.endMs] as Span),
    );
    waiting += length(window);
    busy += window.reduce((sum, span) => sum + overlap(span, runs), 0);
  }
  return waiting > 0 ? busy / waiting : undefined;
}

const clip = (a: Span, b: Span): Span => [Math.max(a[0], b[0]), Math.min(a[1], b[1])];

/**
 * What ended runs did per emulated second while any image waited, each counted by `worth(run)`
 * times the share of it that fell then.
 */
function doneWhileWaiting(
  records: FairRecords,
  worth: (run: RunRecord, took: number) => number,
): number | undefined {
  const waits = waitingSpans(records, () => true);
  const total = length(waits);
  if (total === 0) return undefined;
  let done = 0;
  for (const run of records.runs) {
    if (run.outcome !== 'ended' || run.endedAt === undefined) continue;
    const took = run.endedAt - run.startedAt;
    if (took > 0) done += (worth(run, took) * overlap([run.startedAt, run.endedAt], waits)) / took;
  }
  return (done / total) * 1000;
}

/** Images per emulated second while any image waited: each ended run counted by its share then. */
export const throughputWhileWaiting = (records: FairRecords) => doneWhileWaiting(records, () => 1);

/**
 * GPU-seconds of work per emulated second while any image waited: each ended run counted by its
 * image's service time on the preset (`expectedServiceMs`; a run of no known request by what it
 * took) and its share then.
 */
export function workWhileWaiting(records: FairRecords): number | undefined {
  const service = new Map(records.images.map((image) => [image.request, image.expectedServiceMs]));
  const worth = (run: RunRecord, took: number) =>
    ((run.request !== undefined ? service.get(run.request) : undefined) ?? took) / 1000;
  return doneWhileWaiting(records, worth);
}

/** Every figure of one run. */
export function fairFigures(records: FairRecords, floodMember: number): FairFigures {
  const counts = { asked: 0, delivered: 0, failed: 0, refused: 0, unanswered: 0, lost: 0 };
  for (const image of records.images) {
    counts.asked += 1;
    counts[image.outcome] += 1;
  }
  const ended = records.runs.filter((run) => run.outcome === 'ended' && run.endedAt !== undefined);
  const serviceMs =
    ended.length > 0
      ? ended.reduce((sum, run) => sum + ((run.endedAt as number) - run.startedAt), 0) /
        ended.length
      : undefined;

  const slowdowns = memberSlowdowns(records);
  const sortedSlowdowns = [...slowdowns.values()].sort((a, b) => a - b);

  const floodImages = records.images.filter((image) => image.flood);
  const flood =
    floodImages.length > 0
      ? {
          from: Math.min(...floodImages.map((image) => image.submittedAt)),
          to: Math.max(...floodImages.map((image) => doneAt(image, records.endMs))),
        }
      : undefined;
  const asked = new Map<number, number>();
  for (const image of records.images) asked.set(image.member, (asked.get(image.member) ?? 0) + 1);
  const lightWaits = flood
    ? records.images
        .filter(
          (image) =>
            entered(image) &&
            (asked.get(image.member) ?? 0) <= LIGHT_MEMBER_IMAGES &&
            image.submittedAt >= flood.from &&
            image.submittedAt < flood.to,
        )
        .map((image) => waitEnd(image, records.endMs) - image.submittedAt)
        .sort((a, b) => a - b)
    : [];

  const endedPerId = new Map<string, number>();
  for (const run of ended) endedPerId.set(run.id, (endedPerId.get(run.id) ?? 0) + 1);
  const runTwice = [...endedPerId.values()].reduce((sum, n) => sum + Math.max(0, n - 1), 0);
  const ranWithout = records.images.filter(
    (image) => image.run && !image.servers.includes(image.run.server),
  ).length;

  const seconds = (ms: number | undefined) => (ms === undefined ? undefined : ms / 1000);
  const services = records.images.filter(entered).map(serviceOf);
  const members = serviceLag(records, (image) => image.member);
  const guilds = serviceLag(records, (image) => image.guild, { weighBy: (image) => image.member });
  return {
    images: counts,
    serviceS: seconds(serviceMs),
    busyWhileWaiting: busyWhileWaiting(records),
    throughput: throughputWhileWaiting(records),
    work: workWhileWaiting(records),
    jain: jainIndex(sortedSlowdowns),
    slowdown: {
      members: sortedSlowdowns.length,
      p50: quantile(sortedSlowdowns, 0.5),
      p95: quantile(sortedSlowdowns, 0.95),
      max: sortedSlowdowns.at(-1),
      flooder: slowdowns.get(floodMember),
    },
    flood: flood && { fromS: flood.from / 1000, toS: flood.to / 1000 },
    lightWait: { count: lightWaits.length, p95S: seconds(quantile(lightWaits, 0.95)) },
    runTwice,
    cut: records.runs.filter((run) => run.outcome === 'cut').length,
    wrongModel: records.refusedForModel + ranWithout,
    switchesPer100: ended.length > 0 ? (100 * records.switches) / ended.length : undefined,
    lag: { ...(members && { members }), ...(guilds && { guilds }) },
    largestS: seconds(services.length > 0 ? Math.max(...services) : undefined),
    bySize: slowdownBySize(records),
    byKind: figuresByKind(records),
  };
}
