import {
  SERVICE_TIME_PRESETS,
  type ServiceTimePreset,
  type ServiceTimePresetName,
} from '../sandbox/emulator-kit/service-time-presets.js';
import { Prng } from '../sandbox/prng.js';
import {
  type FollowUpMix,
  meanFollowUpMs,
  type PlannedFollowUp,
  planFollowUps,
} from './fair-follow-ups.js';

/** What `npm run bench:fair` plays: the community, its pace and the GPUs it plays on. */
export interface FairScenarioOptions extends FollowUpMix {
  /** GPU servers in the pool (the arrival rate keeps them `load` busy). */
  readonly gpus: number;
  /** Members of the three Discord servers together. */
  readonly members: number;
  /** Emulated minutes over which the members' commands arrive. */
  readonly minutes: number;
  /** Share of the pool's GPU time the whole run's work asks for, the flood included. */
  readonly load: number;
  /** Images the flooding member asks for at once (in sets of 4). */
  readonly floodImages: number;
  /** When the flood comes, as a share of the arrival window. */
  readonly floodAt: number;
  /** Share of the requests that ask for the model only the first server has. */
  readonly specialShare: number;
  /** The GPU each server stands for (the emulators' service-time preset). */
  readonly preset: ServiceTimePresetName;
  /** Seconds a GPU takes to load another checkpoint; absent: the preset's. */
  readonly switchSeconds?: number;
  readonly seed: number;
}

/** The scenario's defaults (issue 75: three servers, one twice as busy, 200 members, 40 images). */
export const FAIR_SCENARIO_DEFAULTS = {
  members: 200,
  minutes: 15,
  load: 0.9,
  floodImages: 40,
  floodAt: 0.1,
  specialShare: 0.05,
  upscaleShare: 0.1,
  animateShare: 0.03,
  preset: 'rtx-3060',
  seed: 1,
} as const satisfies Omit<FairScenarioOptions, 'gpus'>;

/** The workflows the bench registers: every server has `base`'s checkpoint, only the first `special`'s. */
export const FAIR_WORKFLOWS = {
  base: 'v1-5-pruned-emaonly.safetensors',
  special: 'dreamshaper_8.safetensors',
} as const;

/** A workflow's name as members pick it (`/imagine workflow:`); `base` sorts first: the default. */
export type FairWorkflow = keyof typeof FAIR_WORKFLOWS;

/** The three Discord servers' shares of the commands: the first is twice as busy. */
export const GUILD_SHARES = [2, 1, 1] as const;

/** One member's `/imagine`, at an emulated time after the start. */
export interface PlannedRequest {
  readonly index: number;
  readonly member: number;
  readonly guild: number;
  /** Emulated ms after the run's start. */
  readonly atMs: number;
  /** Images asked for (`count:`). */
  readonly count: number;
  /** The size and steps typed; absent: the workflow's own (512 × 512, 20 steps). */
  readonly width?: number;
  readonly height?: number;
  readonly steps?: number;
  readonly workflow: FairWorkflow;
  /** One of the flooding member's sets. */
  readonly flood: boolean;
  /** What one of its images takes on the preset's GPU, emulated ms (no model switch). */
  readonly serviceMs: number;
}

/** A seeded community for one pool size: who is where, and every command with its time. */
export interface FairScenario {
  readonly options: FairScenarioOptions;
  /** Each member's Discord server (index into {@link GUILD_SHARES}). */
  readonly memberGuilds: readonly number[];
  readonly floodMember: number;
  readonly windowMs: number;
  /** Sorted by time. */
  readonly requests: readonly PlannedRequest[];
  /** What members press on their delivered images, each numbered after every request. */
  readonly followUps: readonly PlannedFollowUp[];
  /** The GPU time all the requests and follow-ups ask for over the pool's time in the window. */
  readonly offeredLoad: number;
}

/** Sizes members type, with their shares (SD 1.5 sizes, a few large ones). */
const SIZES = [
  { share: 0.4, width: 512, height: 512 },
  { share: 0.25, width: 768, height: 768 },
  { share: 0.1, width: 512, height: 768 },
  { share: 0.1, width: 768, height: 512 },
  { share: 0.15, width: 1024, height: 1024 },
] as const;
const STEPS = [
  { share: 0.5, steps: 20 },
  { share: 0.25, steps: 25 },
  { share: 0.25, steps: 30 },
] as const;
/** Mostly one image; some sets. */
const COUNTS = [
  { share: 0.8, count: 1 },
  { share: 0.1, count: 2 },
  { share: 0.1, count: 4 },
] as const;
/** The workflows' own size and steps (what a member who types none gets). */
export const DEFAULT_IMAGE = { width: 512, height: 512, steps: 20 } as const;

function pick<T extends { share: number }>(items: readonly T[], random: number): T {
  let left = random;
  for (const item of items) {
    left -= item.share;
    if (left < 0) return item;
  }
  return items.at(-1) as T;
}

const mean = <T extends { share: number }>(items: readonly T[], value: (item: T) => number) =>
  items.reduce((sum, item) => sum + item.share * value(item), 0);

/** The GPUs' service times: `preset`'s, its model switch `switchSeconds` when that is given. */
export function scenarioGpu({
  preset,
  switchSeconds,
}: Pick<FairScenarioOptions, 'preset' | 'switchSeconds'>): ServiceTimePreset {
  const times = SERVICE_TIME_PRESETS[preset];
  return switchSeconds === undefined ? times : { ...times, switchSeconds };
}

/** Emulated ms a text-to-image job of this size and steps takes on `preset`'s GPU. */
export function imageServiceMs(
  preset: ServiceTimePresetName,
  image: { readonly width: number; readonly height: number; readonly steps: number },
): number {
  const cost = SERVICE_TIME_PRESETS[preset].kinds['text-to-image'];
  const megapixels = (image.width * image.height) / 1e6;
  return 1000 * (cost.baseSeconds + image.steps * megapixels * cost.perStepPerMegapixel);
}

/** Each member's Discord server: shares of {@link GUILD_SHARES}, in blocks. */
export function memberGuilds(members: number): number[] {
  const total = GUILD_SHARES.reduce((sum, share) => sum + share, 0);
  const bounds: number[] = [];
  let cumulative = 0;
  for (const share of GUILD_SHARES) {
    cumulative += share;
    bounds.push(Math.round((members * cumulative) / total));
  }
  return Array.from({ length: members }, (_, member) => bounds.findIndex((b) => member < b));
}

/**
 * The community for a pool of `options.gpus`: 200 members over three Discord servers (the first
 * with half of them, so twice as busy), Poisson arrivals of `/imagine` from members drawn
 * uniformly (sizes, steps and counts drawn from the mixes above, a share asking for the special
 * model), at a rate that with the flood and the follow-ups (`planFollowUps`: a share of the
 * requests upscaled or animated once delivered) asks for `load` of the pool's GPU time over the
 * window; and one member of the second server asking for `floodImages` at once at `floodAt` of it.
 * Seeded by `seed` and the pool's size: the same pool gets the same community in every mode.
 */
export function fairScenario(options: FairScenarioOptions): FairScenario {
  const random = new Prng((options.seed * 7919 + options.gpus) >>> 0);
  const windowMs = options.minutes * 60_000;
  const guilds = memberGuilds(options.members);
  const floodMember = guilds.indexOf(1);
  const others = guilds.flatMap((_, member) => (member === floodMember ? [] : [member]));
  const service = (image: { width: number; height: number; steps: number }) =>
    imageServiceMs(options.preset, image);
  const meanImageMs = mean(SIZES, (size) =>
    mean(STEPS, ({ steps }) => service({ ...size, steps })),
  );
  const meanRequestMs =
    meanImageMs * mean(COUNTS, ({ count }) => count) +
    meanFollowUpMs(
      SIZES,
      options,
      options.preset,
      COUNTS.find(({ count }) => count === 1)?.share ?? 0,
    );
  const floodSets = Math.ceil(options.floodImages / 4);
  const floodImageMs = service(DEFAULT_IMAGE);
  const floodMs = options.floodImages * floodImageMs;
  const poissonMs = Math.max(0, options.load * options.gpus * windowMs - floodMs);
  const meanGapMs =
    poissonMs > 0 ? (meanRequestMs * windowMs) / poissonMs : Number.POSITIVE_INFINITY;

  const requests: Omit<PlannedRequest, 'index'>[] = [];
  for (let at = -Math.log(1 - random.next()) * meanGapMs; at < windowMs; ) {
    const member = others[Math.floor(random.next() * others.length)] as number;
    const size = pick(SIZES, random.next());
    const { steps } = pick(STEPS, random.next());
    const { count } = pick(COUNTS, random.next());
    const workflow: FairWorkflow = random.next() < options.specialShare ? 'special' : 'base';
    const image = { width: size.width, height: size.height, steps };
    const serviceMs = service(image);
    const guild = guilds[member] as number;
    requests.push({ member, guild, atMs: at, count, ...image, workflow, flood: false, serviceMs });
    at += -Math.log(1 - random.next()) * meanGapMs;
  }
  const floodAtMs = options.floodAt * windowMs;
  for (let set = 0; set < floodSets; set++) {
    const count = Math.min(4, options.floodImages - set * 4);
    requests.push({
      ...{ member: floodMember, guild: 1, atMs: floodAtMs, count, workflow: 'base' },
      ...{ flood: true, serviceMs: floodImageMs },
    });
  }
  const sorted = requests
    .sort((a, b) => a.atMs - b.atMs)
    .map((request, index) => ({ ...request, index }));
  const followUps = planFollowUps(sorted, options, options.preset, options.seed);
  const asked =
    sorted.reduce((sum, r) => sum + r.count * r.serviceMs, 0) +
    followUps.reduce((sum, f) => sum + f.serviceMs, 0);
  return {
    options,
    memberGuilds: guilds,
    floodMember,
    windowMs,
    requests: sorted,
    followUps,
    offeredLoad: asked / (options.gpus * windowMs),
  };
}

/**
 * `scenario` with the same arrivals less the flood's (the requests keep their indices, the
 * follow-ups are the same): what the flood penalty compares each other member's wait against
 * (`floodPenalty`).
 */
export const withoutFlood = (scenario: FairScenario): FairScenario => ({
  ...scenario,
  requests: scenario.requests.filter((request) => !request.flood),
});
