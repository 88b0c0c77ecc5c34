import { quantile } from './distribution.js';
import { IMAGE_KINDS, type ImageKind } from './fair-follow-ups.js';
import type { FairRecords, ImageRecord } from './fair-records.js';
import { overlap } from './spans.js';

/** The window the service lag is measured over (the Virtual Token Counter artifact's 60 s). */
export const LAG_WINDOW_MS = 60_000;

/** Whether the image entered the bot (answered, not refused). */
const entered = (image: ImageRecord) =>
  image.outcome !== 'refused' && image.outcome !== 'unanswered';

/** Ms an image holds a GPU: its run's, else what the preset says it takes. */
const serviceOf = (image: ImageRecord) =>
  image.run ? image.run.endedAt - image.run.startedAt : image.expectedServiceMs;

/** When the image stopped waiting: its start on a GPU, else its end, else the run's end. */
const startOf = (image: ImageRecord, endMs: number) =>
  image.run?.startedAt ?? image.closedAt ?? endMs;

/** The service lag of one run, in seconds of GPU time. */
export interface ServiceLag {
  /** The largest lag of a client with work in a window. */
  readonly maxS: number;
  /** The mean over every (window, client with work) pair. */
  readonly meanS: number;
  /** Windows × clients measured. */
  readonly count: number;
}

/** How {@link serviceLag} windows and weighs its clients. */
export interface LagOptions {
  readonly windowMs?: number;
  /** What a client's weight counts (its members with work in the window); absent: 1 each. */
  readonly weighBy?: (image: ImageRecord) => number;
}

/**
 * The service lag between the clients (members, or Discord servers) that both had work in the
 * bot in the same window (backlogged: waiting or running; Sheng et al., OSDI 2024, Virtual Token
 * Counter; their artifact's `plot_6.2_work_diff.py`): in each `windowMs` window, a client with an
 * image waiting or running in it received `service` (GPU time its images ran in the window) and
 * asked `demand` (the whole service of those images); its lag is min(the most any client received −
 * its service, its demand − its service), at least 0. A client weighs 1, or with `weighBy` (a
 * Discord server by its members) the number of its `weighBy` keys with work in the window, as the
 * line shares a server among its members waiting: service and demand are counted per weight.
 */
export function serviceLag(
  records: FairRecords,
  clientOf: (image: ImageRecord) => number,
  { windowMs = LAG_WINDOW_MS, weighBy }: LagOptions = {},
): ServiceLag | undefined {
  const images = records.images.filter(entered);
  const lags: number[] = [];
  for (let from = 0; from < records.endMs; from += windowMs) {
    const window = [from, Math.min(records.endMs, from + windowMs)] as const;
    const service = new Map<number, number>();
    const demand = new Map<number, number>();
    const backlogged = new Set<number>();
    const keys = new Map<number, Set<number>>();
    for (const image of images) {
      const client = clientOf(image);
      const start = startOf(image, records.endMs);
      const end = image.run?.endedAt ?? start;
      if (image.submittedAt >= window[1] || end <= window[0]) continue;
      backlogged.add(client);
      if (weighBy) keys.set(client, (keys.get(client) ?? new Set()).add(weighBy(image)));
      const ran = image.run ? overlap(window, [[image.run.startedAt, image.run.endedAt]]) : 0;
      service.set(client, (service.get(client) ?? 0) + ran);
      demand.set(client, (demand.get(client) ?? 0) + serviceOf(image));
    }
    if (backlogged.size < 2) continue;
    const weight = (client: number) => keys.get(client)?.size ?? 1;
    const got = (client: number) => (service.get(client) ?? 0) / weight(client);
    const top = Math.max(...[...backlogged].map(got));
    for (const client of backlogged) {
      const owed = (demand.get(client) ?? 0) / weight(client) - got(client);
      lags.push(Math.max(0, Math.min(top - got(client), owed)));
    }
  }
  if (lags.length === 0) return undefined;
  return {
    maxS: Math.max(...lags) / 1000,
    meanS: lags.reduce((sum, lag) => sum + lag, 0) / lags.length / 1000,
    count: lags.length,
  };
}

/** The mean slowdown of the images of one size bucket. */
export interface SizeBucket {
  /** Its images' service times, seconds: the shortest and the longest. */
  readonly fromS: number;
  readonly toS: number;
  readonly meanSlowdown: number;
  readonly count: number;
}

/**
 * The mean slowdown ((end − command) / service) of the entered images by size (Wierman and
 * Harchol-Balter, SIGMETRICS 2003): their service times in three buckets of as many images each,
 * shortest first. A fair policy keeps each bucket's mean at most 1/(1 − load).
 */
export function slowdownBySize(records: FairRecords): SizeBucket[] {
  const done = records.images
    .filter((image) => entered(image) && image.run)
    .map((image) => {
      const service = serviceOf(image);
      const took = (image.run?.endedAt ?? 0) - image.submittedAt;
      return { service, slowdown: service > 0 ? took / service : 1 };
    })
    .sort((a, b) => a.service - b.service);
  const buckets: SizeBucket[] = [];
  for (let part = 0; part < 3; part++) {
    const slice = done.slice(
      Math.floor((part * done.length) / 3),
      Math.floor(((part + 1) * done.length) / 3),
    );
    if (slice.length === 0) continue;
    buckets.push({
      fromS: (slice[0]?.service ?? 0) / 1000,
      toS: (slice.at(-1)?.service ?? 0) / 1000,
      meanSlowdown: slice.reduce((sum, each) => sum + each.slowdown, 0) / slice.length,
      count: slice.length,
    });
  }
  return buckets;
}

/** What a flood added to other members' waits, from the same arrivals played with and without it. */
export interface FloodPenalty {
  /** Images paired (asked by a member other than the flooder while the flood waited). */
  readonly count: number;
  /** The 95th percentile of (wait with the flood − wait without), seconds. */
  readonly p95S: number | undefined;
  /**
   * The longest service time of a still image (a video left out: it is a job, not an image) in
   * the run with the flood, seconds: the bound's unit.
   */
  readonly longestS: number;
}

/** Each entered image by its request and its place among that request's images. */
function byRequest(records: FairRecords): Map<string, ImageRecord> {
  const seen = new Map<number, number>();
  const keyed = new Map<string, ImageRecord>();
  for (const image of records.images) {
    const nth = seen.get(image.request) ?? 0;
    seen.set(image.request, nth + 1);
    if (entered(image)) keyed.set(`${image.request}:${nth}`, image);
  }
  return keyed;
}

/**
 * Flood isolation, paired (start-time fair queueing's bound, Goyal, Vin and Cheng, SIGCOMM
 * 1996): for each image of another member asked while the flood waited (from its first command to
 * its last image's start), its wait with the flood minus its wait in `without` (the same arrivals
 * less the flood's), matched by request; undefined when the run had no flood.
 */
export function floodPenalty(
  withFlood: FairRecords,
  without: FairRecords,
): FloodPenalty | undefined {
  const flood = withFlood.images.filter((image) => image.flood);
  if (flood.length === 0) return undefined;
  const from = Math.min(...flood.map((image) => image.submittedAt));
  const to = Math.max(...flood.map((image) => startOf(image, withFlood.endMs)));
  const alone = byRequest(without);
  const penalties: number[] = [];
  for (const [key, image] of byRequest(withFlood)) {
    if (image.flood || image.submittedAt < from || image.submittedAt >= to) continue;
    const twin = alone.get(key);
    if (!twin) continue;
    const wait = startOf(image, withFlood.endMs) - image.submittedAt;
    const waitAlone = startOf(twin, without.endMs) - twin.submittedAt;
    penalties.push(wait - waitAlone);
  }
  penalties.sort((a, b) => a - b);
  const stills = withFlood.images.filter((image) => entered(image) && image.kind !== 'video');
  const longest = Math.max(...stills.map(serviceOf));
  const p95 = quantile(penalties, 0.95);
  return {
    count: penalties.length,
    p95S: p95 === undefined ? undefined : p95 / 1000,
    longestS: longest / 1000,
  };
}

/** The images of one kind (text to image, upscale, video) in a run. */
export interface KindFigures {
  readonly kind: ImageKind;
  /** Images of the kind asked for (a follow-up: pressed). */
  readonly asked: number;
  readonly delivered: number;
  /** Mean command (or press) → start on a GPU of those that entered the bot, seconds. */
  readonly meanWaitS: number | undefined;
  /** Mean (end − command) / service of those that ran. */
  readonly meanSlowdown: number | undefined;
  /** Mean run time of those that ran, seconds. */
  readonly meanServiceS: number | undefined;
}

const meanOf = (values: readonly number[]) =>
  values.length > 0 ? values.reduce((sum, value) => sum + value, 0) / values.length : undefined;

/**
 * Each kind's images (`IMAGE_KINDS`, one absent from the run left out): how many, their mean
 * wait, slowdown and service, so a reader sees the follow-ups' long jobs beside the pictures.
 */
export function figuresByKind(records: FairRecords): KindFigures[] {
  return IMAGE_KINDS.flatMap((kind): KindFigures[] => {
    const images = records.images.filter((image) => (image.kind ?? 'text-to-image') === kind);
    if (images.length === 0) return [];
    const waits = images
      .filter(entered)
      .map((image) => startOf(image, records.endMs) - image.submittedAt);
    const ran = images.filter((image) => entered(image) && image.run);
    const slowdowns = ran.map((image) => {
      const service = serviceOf(image);
      return service > 0 ? ((image.run?.endedAt ?? 0) - image.submittedAt) / service : 1;
    });
    const seconds = (ms: number | undefined) => (ms === undefined ? undefined : ms / 1000);
    return [
      {
        kind,
        asked: images.length,
        delivered: images.filter((image) => image.outcome === 'delivered').length,
        meanWaitS: seconds(meanOf(waits)),
        meanSlowdown: meanOf(slowdowns),
        meanServiceS: seconds(meanOf(ran.map(serviceOf))),
      },
    ];
  });
}
