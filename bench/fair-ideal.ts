import { type FairFigures, fairFigures } from './fair-figures.js';
import type { PlannedFollowUp } from './fair-follow-ups.js';
import type { FairBackend } from './fair-gpus.js';
import {
  askedRecord,
  type IdealDispatcher,
  type IdealImage,
  LightFirstDispatcher,
  LineDispatcher,
  modelOf,
  SlowdownGreedyDispatcher,
} from './fair-ideal-dispatch.js';
import type { FairRecords, ImageRecord, RunRecord } from './fair-records.js';
import {
  FAIR_WORKFLOWS,
  type FairScenario,
  type PlannedRequest,
  scenarioGpu,
} from './fair-scenario.js';

/**
 * The references: the bot's own line decided with no latency, the slowdown-greedy bound and the
 * light-first bound.
 */
export const IDEAL_POLICIES = {
  line: {
    label: 'line, no bot',
    dispatcher: ({ options }: FairScenario) => new LineDispatcher(options.gpus),
  },
  'slowdown-greedy': {
    label: 'slowdown-greedy',
    dispatcher: ({ options }: FairScenario) => new SlowdownGreedyDispatcher(options.gpus),
  },
  'light-first': {
    label: 'light-first',
    dispatcher: ({ requests }: FairScenario) => new LightFirstDispatcher(requests),
  },
} as const satisfies Record<
  string,
  { label: string; dispatcher: (scenario: FairScenario) => IdealDispatcher }
>;

export type IdealPolicy = keyof typeof IDEAL_POLICIES;

/** One reference played on one pool size. */
export interface IdealRun {
  readonly mode: IdealPolicy;
  readonly gpus: number;
  /** `line, no bot 2 GPUs`, `slowdown-greedy 4 GPUs`. */
  readonly label: string;
  readonly records: FairRecords;
  readonly figures: FairFigures;
  /** Real ms it took. */
  readonly wallMs: number;
}

/** The model file each GPU has loaded at start: ComfyUI none, the WebUI its first checkpoint. */
const LOADED_AT_START: Readonly<Record<FairBackend, string | undefined>> = {
  comfyui: undefined,
  'sd-webui': FAIR_WORKFLOWS.base,
};

const everyServer = (gpus: number) => Array.from({ length: gpus }, (_, s) => s);

/** The images of `request`, one per image as the bot files them. */
export function imagesOf(request: PlannedRequest, gpus: number): IdealImage[] {
  const servers = request.workflow === 'special' ? [0] : everyServer(gpus);
  return Array.from({ length: request.count }, (_, k) => ({
    id: `${request.index}-${k}`,
    request,
    askedAt: request.atMs,
    serviceMs: request.serviceMs,
    servers,
  }));
}

/** `followUp` on `request`'s first image, pressed at `askedAt`: any server runs it. */
export function followUpImage(
  followUp: PlannedFollowUp,
  request: PlannedRequest,
  askedAt: number,
  gpus: number,
): IdealImage {
  const { serviceMs } = followUp;
  const id = `${followUp.index}-0`;
  return { id, request, followUp, askedAt, serviceMs, servers: everyServer(gpus) };
}

interface Run {
  readonly image: IdealImage;
  readonly server: number;
  readonly startedAt: number;
  readonly endedAt: number;
}

/**
 * `scenario` played on its pool with `dispatcher` deciding and no latency anywhere: every image
 * filed at its command, every GPU given its next image the instant its run ends, each follow-up
 * filed its think time after its request's first image ends (here, delivered then). A run takes
 * the image's service time on the preset's GPU, plus the preset's switch when the model file it
 * loads is not the one the GPU loaded last (as the emulators charge it; an upscale loads none).
 * Recorded as the emulators and the Discord emulator would have: each image delivered at its
 * run's end.
 */
export async function playIdeal(
  scenario: FairScenario,
  dispatcher: IdealDispatcher,
  backend: FairBackend,
): Promise<FairRecords> {
  const { gpus } = scenario.options;
  const switchMs = scenarioGpu(scenario.options).switchSeconds * 1000;
  const loaded = Array.from({ length: gpus }, () => LOADED_AT_START[backend]);
  const running: (Run | undefined)[] = Array.from({ length: gpus }, () => undefined);
  const done = new Map<string, Run>();
  const { requests } = scenario;
  const followUps = new Map(scenario.followUps.map((followUp) => [followUp.of, followUp]));
  const pressed: IdealImage[] = [];
  let next = 0;
  let now = 0;
  let switches = 0;
  for (;;) {
    for (const run of running) {
      if (!run || run.endedAt > now) continue;
      running[run.server] = undefined;
      done.set(run.image.id, run);
      await dispatcher.ended(run.image, now);
      const followUp = !run.image.followUp && run.image.id.endsWith('-0');
      const planned = followUp ? followUps.get(run.image.request.index) : undefined;
      if (planned) {
        pressed.push(followUpImage(planned, run.image.request, now + planned.thinkMs, gpus));
      }
    }
    const arrived: IdealImage[] = [];
    for (; next < requests.length && (requests[next] as PlannedRequest).atMs <= now; next++) {
      arrived.push(...imagesOf(requests[next] as PlannedRequest, gpus));
    }
    pressed.sort((a, b) => a.askedAt - b.askedAt);
    while (pressed.length > 0 && (pressed[0] as IdealImage).askedAt <= now) {
      arrived.push(pressed.shift() as IdealImage);
    }
    if (arrived.length > 0) await dispatcher.arrive(arrived, now);
    const free = running.flatMap((run, server) => (run ? [] : [server]));
    for (const { image, server } of free.length > 0 ? await dispatcher.dispatch(free, now) : []) {
      const model = modelOf(image);
      const switching = model !== undefined && loaded[server] !== model;
      if (switching) switches += 1;
      if (model !== undefined) loaded[server] = model;
      const endedAt = now + image.serviceMs + (switching ? switchMs : 0);
      running[server] = { image, server, startedAt: now, endedAt };
    }
    const upcoming = [
      ...(next < requests.length ? [(requests[next] as PlannedRequest).atMs] : []),
      ...pressed.map((image) => image.askedAt),
      ...running.flatMap((run) => (run ? [run.endedAt] : [])),
    ];
    if (upcoming.length === 0) break;
    now = Math.min(...upcoming);
  }
  return recordsOf(scenario, done, now, switches);
}

function recordsOf(
  scenario: FairScenario,
  done: ReadonlyMap<string, Run>,
  endMs: number,
  switches: number,
): FairRecords {
  const gpus = scenario.options.gpus;
  const images: ImageRecord[] = [];
  const runs: RunRecord[] = [];
  const asked = scenario.requests.flatMap((request) => imagesOf(request, gpus));
  const ranFollowUps = [...done.values()].flatMap((run) => (run.image.followUp ? [run.image] : []));
  for (const image of [...asked, ...ranFollowUps.sort((a, b) => a.askedAt - b.askedAt)]) {
    const run = done.get(image.id);
    if (!run) {
      images.push(askedRecord(image));
      continue;
    }
    const { server, startedAt, endedAt } = run;
    images.push({
      ...askedRecord(image),
      run: { server, startedAt, endedAt },
      outcome: 'delivered',
      closedAt: endedAt,
    });
    runs.push({
      server,
      id: image.id,
      startedAt,
      endedAt,
      outcome: 'ended',
      request: run.image.followUp?.index ?? run.image.request.index,
    });
  }
  runs.sort((a, b) => a.startedAt - b.startedAt || a.server - b.server);
  return { gpus, endMs, images, runs, downs: [], refusedForModel: 0, switches };
}

/** `policy`'s reference on `scenario`'s pool, with its figures. */
export async function runIdeal(
  policy: IdealPolicy,
  scenario: FairScenario,
  backend: FairBackend,
): Promise<IdealRun> {
  const started = performance.now();
  const { gpus } = scenario.options;
  const { label, dispatcher } = IDEAL_POLICIES[policy];
  const records = await playIdeal(scenario, dispatcher(scenario), backend);
  return {
    mode: policy,
    gpus,
    label: `${label} ${gpus} GPU${gpus === 1 ? '' : 's'}`,
    records,
    figures: fairFigures(records, scenario.floodMember),
    wallMs: performance.now() - started,
  };
}
