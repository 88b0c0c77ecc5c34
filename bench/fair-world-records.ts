import type { InteractionRun } from '../sandbox/discord/index.js';
import type { BenchGpu } from './fair-gpus.js';
import type { FollowUpPlayed } from './fair-press.js';
import type { FairRecords, ImageRecord, RunRecord, ServerDown } from './fair-records.js';
import type { PlannedRequest } from './fair-scenario.js';
import type { FairTracker } from './fair-tracker.js';

/** What a played world ended with, for its records. */
export interface PlayedWorld {
  readonly gpus: readonly BenchGpu[];
  /** Emulated ms since the run's start for an epoch time on the emulators' clock. */
  emulated(at: number): number;
  /** Emulated ms at the end of the run. */
  readonly endMs: number;
  /** The GPUs' down spans, each closed (at the end when it never came back). */
  readonly downs: readonly ServerDown[];
}

/**
 * The records of a played world: each GPU's runs, each asked image (a request's and each pressed
 * follow-up's) with the run that made it (runs matched to requests by `BenchGpu.requestOf`, in
 * start order, a run seen twice counted once) and what its member saw, the follow-ups not pressed,
 * the downs, the refusals for a lacking model and the model switches.
 */
export function worldRecords(
  world: PlayedWorld,
  sent: readonly { request: PlannedRequest; run: InteractionRun }[],
  played: readonly FollowUpPlayed[],
  tracker: FairTracker,
): FairRecords {
  const { gpus, emulated, endMs, downs } = world;
  const runs: RunRecord[] = gpus.flatMap((gpu, server) =>
    gpu.runs().map((run) => {
      const request = gpu.requestOf(run.id);
      return {
        server,
        id: run.id,
        startedAt: emulated(run.startedAt),
        ...(run.endedAt !== undefined && { endedAt: emulated(run.endedAt) }),
        outcome: run.outcome ?? 'running',
        ...(request !== undefined && { request }),
      };
    }),
  );
  const ranFor = new Map<number, RunRecord[]>();
  const seenIds = new Set<string>();
  for (const run of [...runs].sort((a, b) => a.startedAt - b.startedAt)) {
    if (run.outcome !== 'ended' || run.request === undefined || seenIds.has(run.id)) continue;
    seenIds.add(run.id);
    ranFor.set(run.request, [...(ranFor.get(run.request) ?? []), run]);
  }
  const all = gpus.map((_, server) => server);
  const imagesOf = (
    run: InteractionRun,
    asked: Pick<ImageRecord, 'request' | 'member' | 'guild' | 'servers' | 'flood' | 'kind'>,
    count: number,
    serviceMs: number,
  ) => {
    const seen = tracker.seen(run);
    const ran = ranFor.get(asked.request) ?? [];
    return Array.from({ length: count }, (_, k): ImageRecord => {
      const own = ran[k];
      const outcome = seen.refused
        ? 'refused'
        : !seen.acknowledged
          ? 'unanswered'
          : seen.closedAt === undefined
            ? 'lost'
            : k < seen.delivered
              ? 'delivered'
              : 'failed';
      return {
        ...asked,
        submittedAt: emulated(seen.createdAt),
        ...(own?.endedAt !== undefined && {
          run: { server: own.server, startedAt: own.startedAt, endedAt: own.endedAt },
        }),
        outcome,
        ...(seen.closedAt !== undefined && { closedAt: emulated(seen.closedAt) }),
        expectedServiceMs: serviceMs,
      };
    });
  };
  const requests = new Map(sent.map(({ request }) => [request.index, request]));
  const images: ImageRecord[] = [
    ...sent.flatMap(({ request, run }) => {
      const { member, guild, flood } = request;
      const servers = request.workflow === 'special' ? [0] : all;
      const asked = { request: request.index, member, guild, servers, flood };
      return imagesOf(run, asked, request.count, request.serviceMs);
    }),
    ...played.flatMap((each) => {
      const { followUp } = each;
      const parent = requests.get(followUp.of);
      if (!('run' in each) || !parent) return [];
      const { member, guild } = parent;
      const { kind, index: request } = followUp;
      const asked = { request, kind, member, guild, servers: all, flood: false };
      return imagesOf(each.run, asked, 1, followUp.serviceMs);
    }),
  ];
  const notPressed = played.flatMap((each) =>
    'skipped' in each
      ? [`follow-up ${each.followUp.index} (${each.followUp.kind}): ${each.skipped}`]
      : [],
  );
  const refusedForModel = gpus.reduce((sum, gpu) => sum + gpu.lackingModel(), 0);
  const switches = gpus.reduce((sum, gpu) => sum + gpu.switches(), 0);
  return {
    ...{ gpus: gpus.length, endMs, images, runs, downs: [...downs], refusedForModel, switches },
    followUpsNotPressed: notPressed,
  };
}
