import { describe, expect, it } from 'vitest';
import { FAIR_BENCH_QUICK, type FairBenchReport } from '../../bench/fair-bench.js';
import type { PlannedFollowUp } from '../../bench/fair-follow-ups.js';
import { playIdeal, runIdeal } from '../../bench/fair-ideal.js';
import { LineDispatcher } from '../../bench/fair-ideal-dispatch.js';
import { formatFairReport } from '../../bench/fair-report.js';
import {
  DEFAULT_IMAGE,
  FAIR_SCENARIO_DEFAULTS,
  type FairScenario,
  fairScenario,
  imageServiceMs,
  type PlannedRequest,
} from '../../bench/fair-scenario.js';
import { SERVICE_TIME_PRESETS } from '../../sandbox/emulator-kit/service-time-presets.js';

const SERVICE_MS = imageServiceMs('rtx-3060', DEFAULT_IMAGE);
const SWITCH_MS = SERVICE_TIME_PRESETS['rtx-3060'].switchSeconds * 1000;

type Asked = Pick<PlannedRequest, 'member' | 'guild' | 'count'> & Partial<PlannedRequest>;

/** A hand-made community on `gpus` GPUs: `asked` in order, at 0 ms unless said; `followUps`. */
function scenario(
  gpus: number,
  asked: readonly Asked[],
  followUps: readonly PlannedFollowUp[] = [],
): FairScenario {
  const requests = asked.map(
    (request, index): PlannedRequest => ({
      index,
      atMs: 0,
      workflow: 'base',
      flood: false,
      serviceMs: SERVICE_MS,
      ...request,
    }),
  );
  const members = Math.max(...requests.map((r) => r.member)) + 1;
  const memberGuilds = Array.from(
    { length: members },
    (_, m) => requests.find((r) => r.member === m)?.guild ?? 0,
  );
  return {
    options: { ...FAIR_SCENARIO_DEFAULTS, gpus, members },
    memberGuilds,
    floodMember: 0,
    windowMs: 60_000,
    requests,
    followUps,
    offeredLoad: 1,
  };
}

/** The members whose images the GPUs started, in the order they started. */
const startOrder = (records: Awaited<ReturnType<typeof playIdeal>>) =>
  [...records.images]
    .sort((a, b) => (a.run?.startedAt ?? 0) - (b.run?.startedAt ?? 0))
    .map((image) => image.member);

describe('bench:fair references: the line with no bot, the slowdown-greedy and light-first bounds', () => {
  it("gives members of one Discord server turns, per image, as the bot's line does", async () => {
    const played = scenario(1, [
      { member: 0, guild: 0, count: 4 },
      { member: 1, guild: 0, count: 2 },
    ]);
    const records = await playIdeal(played, new LineDispatcher(1), 'comfyui');
    expect(startOrder(records)).toEqual([0, 1, 0, 1, 0, 0]);
    // Back to back on the one GPU, the first run loading the checkpoint (ComfyUI starts with none).
    const runs = records.runs.map((run) => [run.startedAt, run.endedAt]);
    expect(runs[0]).toEqual([0, SWITCH_MS + SERVICE_MS]);
    for (let k = 1; k < runs.length; k++) {
      expect(runs[k]?.[0]).toBe(runs[k - 1]?.[1]);
      expect((runs[k]?.[1] ?? 0) - (runs[k]?.[0] ?? 0)).toBeCloseTo(SERVICE_MS);
    }
    expect(records.images.every((image) => image.outcome === 'delivered')).toBe(true);
    expect(records.images.every((image) => image.closedAt === image.run?.endedAt)).toBe(true);
  });

  it('gives each member waiting a turn, whichever Discord server they asked from', async () => {
    const played = scenario(1, [
      { member: 0, guild: 0, count: 4 },
      { member: 1, guild: 1, count: 1 },
      { member: 2, guild: 1, count: 1 },
    ]);
    const records = await playIdeal(played, new LineDispatcher(1), 'sd-webui');
    expect(startOrder(records)).toEqual([0, 1, 2, 0, 0, 0]);
    // The WebUI starts with the base checkpoint loaded: no switch.
    expect(records.runs[0]?.endedAt).toBeCloseTo(SERVICE_MS);
  });

  it('charges a model switch as --switch-seconds says', async () => {
    const played = scenario(1, [{ member: 0, guild: 0, count: 1 }]);
    const free = { ...played, options: { ...played.options, switchSeconds: 0 } };
    const slow = { ...played, options: { ...played.options, switchSeconds: 20 } };
    const endOf = async (community: FairScenario) =>
      (await playIdeal(community, new LineDispatcher(1), 'comfyui')).runs[0]?.endedAt;
    expect(await endOf(free)).toBeCloseTo(SERVICE_MS);
    const loads = async (community: FairScenario) =>
      (await playIdeal(community, new LineDispatcher(1), 'comfyui')).switches;
    // ComfyUI starts with nothing loaded: its first image loads the checkpoint, however fast.
    expect(await loads(free)).toBe(1);
    expect(await loads(slow)).toBe(1);
    const alternating = scenario(1, [
      { member: 0, guild: 0, count: 1, workflow: 'special' },
      { member: 1, guild: 0, count: 1, atMs: 1 },
    ]);
    // The WebUI has the base loaded: to the special and back.
    const webui = await playIdeal(alternating, new LineDispatcher(1), 'sd-webui');
    expect(webui.switches).toBe(2);
    expect(await endOf(slow)).toBeCloseTo(20_000 + SERVICE_MS);
  });

  it('runs the special model on server 1 alone, leaving server 2 to the rest', async () => {
    const played = scenario(2, [
      { member: 0, guild: 0, count: 2, workflow: 'special' },
      { member: 1, guild: 1, count: 2, atMs: 1 },
    ]);
    for (const policy of ['line', 'slowdown-greedy'] as const) {
      const { records } = await runIdeal(policy, played, 'comfyui');
      const special = records.images.filter((image) => image.member === 0);
      expect(special.map((image) => image.run?.server)).toEqual([0, 0]);
      expect(records.images.every((image) => image.run !== undefined)).toBe(true);
      expect(records.runs.filter((run) => run.server === 1)).not.toHaveLength(0);
    }
  });

  it('serves the image whose slowdown would be highest, whatever the turns', async () => {
    const played = scenario(1, [
      { member: 0, guild: 0, count: 4 },
      { member: 1, guild: 0, count: 1, atMs: 1 },
    ]);
    const { records } = await runIdeal('slowdown-greedy', played, 'comfyui');
    // At the first end, member 1's one image (slowdown ≥ 2 if started now) beats member 0's second.
    expect(startOrder(records)).toEqual([0, 1, 0, 0, 0]);
  });

  it("serves light members' images first, seeing ahead who asks for at most 3, then the oldest", async () => {
    const played = scenario(1, [
      { member: 0, guild: 0, count: 4 },
      { member: 1, guild: 1, count: 2, atMs: 1 },
      { member: 2, guild: 1, count: 2, atMs: 2 },
      { member: 1, guild: 1, count: 2, atMs: 3 },
    ]);
    const { records } = await runIdeal('light-first', played, 'comfyui');
    // Member 1 asks for 4 in all (not light), member 2 for 2 (light): member 2 goes first at the
    // first end, then the oldest of the rest, member 0's set before member 1's.
    expect(startOrder(records)).toEqual([0, 2, 2, 0, 0, 0, 1, 1, 1, 1]);
  });

  it("plays a follow-up its think time after its image's end, its video loading Wan and the next image its checkpoint again", async () => {
    const video: PlannedFollowUp = {
      ...{ index: 2, of: 0, kind: 'video', thinkMs: 10_000, serviceMs: 140_000 },
    };
    const played = scenario(
      1,
      [
        { member: 0, guild: 0, count: 1 },
        { member: 1, guild: 1, count: 1, atMs: 30_000 + SWITCH_MS + SERVICE_MS },
      ],
      [video],
    );
    const records = await playIdeal(played, new LineDispatcher(1), 'comfyui');
    const [first, second, animated] = records.images;
    expect(animated).toMatchObject({ request: 2, kind: 'video', member: 0, outcome: 'delivered' });
    const delivered = first?.run?.endedAt ?? 0;
    expect(delivered).toBeCloseTo(SWITCH_MS + SERVICE_MS);
    expect(animated?.submittedAt).toBeCloseTo(delivered + 10_000);
    expect(animated?.run?.startedAt).toBeCloseTo(delivered + 10_000);
    const ranFor = (animated?.run?.endedAt ?? 0) - (animated?.run?.startedAt ?? 0);
    expect(ranFor).toBeCloseTo(140_000 + SWITCH_MS);
    // The second image came while the video ran: it waits for it, then loads SD 1.5 again.
    expect(second?.run?.startedAt).toBeCloseTo(animated?.run?.endedAt ?? 0);
    const secondRan = (second?.run?.endedAt ?? 0) - (second?.run?.startedAt ?? 0);
    expect(secondRan).toBeCloseTo(SERVICE_MS + SWITCH_MS);
    expect(records.switches).toBe(3);
    expect(records.runs.map((run) => run.request)).toEqual([0, 2, 1]);
  });

  it('computes every figure of each on a scenario of the bench, and the report prints them', async () => {
    const community = fairScenario({ ...FAIR_BENCH_QUICK, gpus: 2, seed: 2 });
    const images = community.requests.reduce((sum, request) => sum + request.count, 0);
    const asked = images + community.followUps.length;
    expect(new Set(community.followUps.map((followUp) => followUp.kind))).toEqual(
      new Set(['upscale', 'video']),
    );
    const references = [
      await runIdeal('line', community, 'comfyui'),
      await runIdeal('slowdown-greedy', community, 'comfyui'),
      await runIdeal('light-first', community, 'comfyui'),
    ];
    for (const run of references) {
      expect(run.figures.images).toMatchObject({ asked, delivered: asked, lost: 0 });
      expect(run.records.runs).toHaveLength(asked);
      expect(run.figures.runTwice).toBe(0);
      expect(run.figures.wrongModel).toBe(0);
      expect(run.figures.busyWhileWaiting).toBeCloseTo(1);
      expect(run.figures.jain).toBeGreaterThan(0);
      expect(run.figures.lightWait.count).toBeGreaterThan(0);
      const kinds = Object.fromEntries(run.figures.byKind.map((k) => [k.kind, k.asked]));
      expect(kinds).toEqual({
        'text-to-image': images,
        upscale: community.followUps.filter((f) => f.kind === 'upscale').length,
        video: community.followUps.filter((f) => f.kind === 'video').length,
      });
    }
    expect(references.map((run) => run.label)).toEqual([
      'line, no bot 2 GPUs',
      'slowdown-greedy 2 GPUs',
      'light-first 2 GPUs',
    ]);
    const report: FairBenchReport = {
      options: FAIR_BENCH_QUICK,
      ...{ pools: [], failover: [], redis: [], references, targets: [], pass: true },
      machine: { cpus: 2, node: process.version, loadBefore: [0, 0, 0], loadAfter: [0, 0, 0] },
      wallMs: 0,
    };
    const text = formatFairReport(report, 'npm run bench:fair -- --quick');
    expect(text).toContain('References (simulated, no bot)');
    expect(text).toMatch(/line, no bot 2 GPUs +slowdown-greedy 2 GPUs +light-first 2 GPUs/);
    expect(text).toContain("Jain's index over members' slowdowns");
    expect(text).toMatch(/text \d+ · \d+, .*; upscale \d+ · \d+, .*; video \d+ · \d+/);
  });
});
