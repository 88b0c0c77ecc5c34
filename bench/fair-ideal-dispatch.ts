import type { GenerationRequest } from '../src/image-backend/generation-parameters.js';
import { jobCost } from '../src/jobs/line/job-cost.js';
import type { LaneCapacity, NewLineEntry } from '../src/jobs/line/line-entry.js';
import { MemoryLineStore } from '../src/jobs/line/memory-line-store.js';
import { aloneTimes, LIGHT_MEMBER_IMAGES } from './fair-figures.js';
import { followUpCost, type PlannedFollowUp, VIDEO_MODEL } from './fair-follow-ups.js';
import type { ImageRecord } from './fair-records.js';
import { DEFAULT_IMAGE, FAIR_WORKFLOWS, type PlannedRequest } from './fair-scenario.js';

/** One image of a member's request, or a follow-up on one, as a reference plays it. */
export interface IdealImage {
  /** `<request>-<k>` (a follow-up's own number, k 0): its job id in the line and its run's id on the GPU. */
  readonly id: string;
  /** Its request; a follow-up's: the one whose image it acts on. */
  readonly request: PlannedRequest;
  /** The follow-up it is; absent: an image of `request`. */
  readonly followUp?: PlannedFollowUp;
  /** When it was asked for (emulated ms): its command, or a follow-up's press. */
  readonly askedAt: number;
  /** What it takes on the preset's GPU (no model switch), emulated ms. */
  readonly serviceMs: number;
  /** The servers that have what it needs: all, or server 0 alone for `special`. */
  readonly servers: readonly number[];
}

/** The model file `image` loads on its GPU; absent: none (an upscale keeps what was loaded). */
export function modelOf(image: IdealImage): string | undefined {
  const kind = image.followUp?.kind;
  if (kind === 'upscale') return undefined;
  return kind === 'video' ? VIDEO_MODEL : FAIR_WORKFLOWS[image.request.workflow];
}

/** A waiting image given a free server. */
export interface IdealStart {
  readonly image: IdealImage;
  readonly server: number;
}

/** What decides which waiting image a free GPU runs, told of every command and every end. */
export interface IdealDispatcher {
  /** `images` were asked for at `now` (emulated ms after the start), in the order asked. */
  arrive(images: readonly IdealImage[], now: number): Promise<void>;
  /** `image`'s run ended at `now`: its server is free. */
  ended(image: IdealImage, now: number): Promise<void>;
  /** The images that start at `now` on the free servers (`free`, in the pool's order). */
  dispatch(free: readonly number[], now: number): Promise<readonly IdealStart[]>;
}

/** `image` as the bench records one a member asked for, before it runs. */
export function askedRecord(image: IdealImage): ImageRecord {
  const { request, followUp } = image;
  return {
    request: followUp?.index ?? request.index,
    ...(followUp && { kind: followUp.kind }),
    member: request.member,
    guild: request.guild,
    submittedAt: image.askedAt,
    servers: image.servers,
    outcome: 'lost',
    flood: request.flood,
    expectedServiceMs: image.serviceMs,
  };
}

/** The line's one lane, and the epoch its clock counts the emulated milliseconds from. */
const LANE = 'pool:bench';
const EPOCH = Date.UTC(2026, 0, 1);

const serverId = (server: number) => `gpu${server + 1}`;

/** What a request asks of one image, as the bot's command builds it: what the member typed. */
export function requestOf({ width, height, steps }: PlannedRequest): GenerationRequest {
  return {
    prompt: 'fair',
    ...(width !== undefined && { width }),
    ...(height !== undefined && { height }),
    ...(steps !== undefined && { steps }),
  };
}

/**
 * The bot's own line, with no latency: the real {@link MemoryLineStore} (`decideDispatch` at each
 * instant), each image filed as the bot files a job (`LineLanes.entryOf`): its Discord server the
 * scope, its member the member, its cost `jobCost` of the request with the workflow's own size and
 * steps (a follow-up's `followUpCost`, by its kind), the model file it loads, weights 1, the
 * servers with its model, when it was asked on the line's clock (emulated ms on an epoch); one
 * slot a server, freed the instant its run ends.
 */
export class LineDispatcher implements IdealDispatcher {
  readonly #store = new MemoryLineStore();
  readonly #images = new Map<string, IdealImage>();
  readonly #capacity: LaneCapacity;

  constructor(gpus: number) {
    this.#capacity = {
      servers: Array.from({ length: gpus }, (_, s) => ({ id: serverId(s), slots: 1, up: true })),
    };
  }

  async arrive(images: readonly IdealImage[]): Promise<void> {
    for (const image of images) this.#images.set(image.id, image);
    await this.#store.enqueue(LANE, images.map(entryOf));
  }

  async ended(image: IdealImage): Promise<void> {
    await this.#store.release(LANE, image.id);
    this.#images.delete(image.id);
  }

  async dispatch(_free: readonly number[], now: number): Promise<readonly IdealStart[]> {
    const claims = await this.#store.dispatch(LANE, this.#capacity, EPOCH + now);
    return claims.map((claim) => ({
      image: this.#images.get(claim.jobId) as IdealImage,
      server: this.#capacity.servers.findIndex((server) => server.id === claim.server),
    }));
  }
}

function entryOf(image: IdealImage): NewLineEntry {
  const { request, followUp } = image;
  const card = { ...requestOf(request), prompt: 'fair' };
  const model = modelOf(image);
  return {
    jobId: image.id,
    scope: `guild ${request.guild}`,
    member: `member ${request.member}`,
    cost: followUp ? followUpCost(followUp.kind, card) : jobCost(card, DEFAULT_IMAGE),
    memberWeight: 1,
    scopeWeight: 1,
    servers: image.servers.map(serverId),
    ...(model !== undefined && { model }),
    enqueuedAt: EPOCH + image.askedAt,
    owner: 'bench',
  };
}

interface Waiting {
  readonly image: IdealImage;
  /** When it would end had its member been alone on the pool (emulated ms). */
  readonly aloneEnd: number;
}

/**
 * A bound that ignores turns: each free server, in the pool's order, takes the waiting image it
 * can run whose slowdown would be highest were it started now, (now + service − command) over
 * (its end alone − command), its end alone being the figures' own (`aloneTimes`: its member's
 * images in order of command on a free pool).
 */
export class SlowdownGreedyDispatcher implements IdealDispatcher {
  readonly #waiting: Waiting[] = [];
  readonly #asked = new Map<number, ImageRecord[]>();

  constructor(private readonly gpus: number) {}

  async arrive(images: readonly IdealImage[]): Promise<void> {
    for (const image of images) {
      const record = askedRecord(image);
      const asked = this.#asked.get(record.member) ?? [];
      asked.push(record);
      this.#asked.set(record.member, asked);
      const alone = aloneTimes(asked, this.gpus).at(-1) ?? record.expectedServiceMs;
      this.#waiting.push({ image, aloneEnd: record.submittedAt + alone });
    }
  }

  async ended(): Promise<void> {}

  async dispatch(free: readonly number[], now: number): Promise<readonly IdealStart[]> {
    const starts: IdealStart[] = [];
    const slowdown = ({ image: { askedAt, serviceMs }, aloneEnd }: Waiting) =>
      (now + serviceMs - askedAt) / (aloneEnd - askedAt);
    for (const server of free) {
      let best: number | undefined;
      this.#waiting.forEach((waiting, index) => {
        if (!waiting.image.servers.includes(server)) return;
        const top = best === undefined ? undefined : (this.#waiting[best] as Waiting);
        if (!top || slowdown(waiting) > slowdown(top)) best = index;
      });
      if (best === undefined) continue;
      const [chosen] = this.#waiting.splice(best, 1);
      starts.push({ image: (chosen as Waiting).image, server });
    }
    return starts;
  }
}

/**
 * A bound for the light members' wait that ignores turns and sees ahead: it knows from the start
 * which members ask for at most {@link LIGHT_MEMBER_IMAGES} images in the whole run (the figure's
 * light members), and each free server, in the pool's order, takes the oldest waiting image of
 * theirs it can run, else the oldest of anyone's. No order that does not rank images by their size
 * waits less for them: what it leaves is the light members' own load.
 */
export class LightFirstDispatcher implements IdealDispatcher {
  readonly #waiting: IdealImage[] = [];
  readonly #light: ReadonlySet<number>;

  constructor(requests: readonly PlannedRequest[]) {
    const asked = new Map<number, number>();
    for (const { member, count } of requests) asked.set(member, (asked.get(member) ?? 0) + count);
    this.#light = new Set(
      [...asked].flatMap(([member, count]) => (count <= LIGHT_MEMBER_IMAGES ? [member] : [])),
    );
  }

  async arrive(images: readonly IdealImage[]): Promise<void> {
    this.#waiting.push(...images);
  }

  async ended(): Promise<void> {}

  async dispatch(free: readonly number[]): Promise<readonly IdealStart[]> {
    const starts: IdealStart[] = [];
    for (const server of free) {
      const runs = (image: IdealImage) => image.servers.includes(server);
      let index = this.#waiting.findIndex(
        (image) => runs(image) && this.#light.has(image.request.member),
      );
      if (index < 0) index = this.#waiting.findIndex(runs);
      if (index < 0) continue;
      const [chosen] = this.#waiting.splice(index, 1);
      starts.push({ image: chosen as IdealImage, server });
    }
    return starts;
  }
}
