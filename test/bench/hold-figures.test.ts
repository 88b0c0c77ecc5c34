import { describe, expect, it } from 'vitest';
import { formatHoldReport } from '../../bench/format-hold-report.js';
import { statusGaps } from '../../bench/hold-driver.js';
import { type HoldWindowInput, holdFigures } from '../../bench/hold-figures.js';
import { isHeld } from '../../bench/hold-fill.js';
import type { HoldCounters, HoldTally } from '../../bench/hold-protocol.js';
import { buildHoldReport, type HoldReportInput } from '../../bench/hold-report.js';
import { evaluateHoldTargets, holdWarnings } from '../../bench/hold-targets.js';

const MIB = 1024 * 1024;
const TALLY: HoldTally = {
  sent: 1_000,
  acknowledged: 1_000,
  unanswered: 0,
  refused: 0,
  failed: 0,
  image: 0,
  endedBecause: {},
};

function counters(overrides: Partial<HoldCounters> = {}): HoldCounters {
  return {
    at: 0,
    tally: TALLY,
    submissions: 1_000,
    tasksPolled: 1_000,
    tasksProcessing: 1_000,
    statusRequests: 0,
    discordSeq: 0,
    holdStart: { discordSeq: 0, at: 0 },
    cpuMs: 0,
    loop: { idle: 0, active: 0 },
    thread: { cpuMs: 0, waitMs: 0 },
    rssBytes: 150 * MIB,
    ...overrides,
  };
}

const bot = (ticks: number, rssMib: number, peakMib: number, waitMs: number) => ({
  cpu: { ticks, userTicks: ticks, systemTicks: 0 },
  memory: { rssBytes: rssMib * MIB, peakRssBytes: peakMib * MIB },
  thread: { cpuMs: ticks * 9, waitMs },
});

/** 1,000 tasks at 2.5 s for 30 s: 12,000 status requests expected; the bot used 1.5 s of CPU. */
const WINDOW: HoldWindowInput = {
  tasks: 1_000,
  pollIntervalMs: 2_500,
  ticksPerSecond: 100,
  start: {
    world: counters({
      at: 10_000,
      statusRequests: 5_000,
      cpuMs: 2_000,
      loop: { idle: 100, active: 50 },
      thread: { cpuMs: 1_000, waitMs: 500 },
    }),
    bot: bot(700, 140, 150, 100),
  },
  end: {
    world: counters({
      at: 40_000,
      statusRequests: 16_400,
      cpuMs: 8_000,
      loop: { idle: 21_100, active: 9_050 },
      thread: { cpuMs: 7_000, waitMs: 3_500 },
      discordSeq: 1_350,
      discord: {
        total: 300,
        byKind: { 'reply edits (progress)': 300 },
        rateLimitHits: 0,
        errors: {},
      },
      gaps: { count: 10_400, meanMs: 2_630, minMs: 2_260 },
    }),
    bot: bot(850, 146, 160, 3_100),
  },
  rssReadyBytes: 110 * MIB,
  rssWindowPeakBytes: 148 * MIB,
  idle: { cpuTicks: 5, ms: 5_000 },
  pressure: { start: { cpuMs: 1_000, ioMs: 50 }, end: { cpuMs: 25_000, ioMs: 350 } },
};

describe('holdFigures', () => {
  it('divides the bot CPU of the window by the status requests served in it', () => {
    const f = holdFigures(WINDOW);
    expect(f.windowMs).toBe(30_000);
    expect(f.statusRequests).toBe(11_400);
    expect(f.statusPerSecond).toBe(380);
    expect(f.expectedStatusPerSecond).toBe(400);
    expect(f.pollRateRatio).toBeCloseTo(0.95, 10);
    expect(f.statusGapMs).toEqual({ mean: 2_630, min: 2_260 });
    expect(f.bot.cpuMs).toBe(1_500);
    expect(f.bot.cores).toBeCloseTo(0.05, 10);
    expect(f.bot.cpuPerPollMs).toBeCloseTo(1_500 / 11_400, 10);
    expect(f.bot.idleCores).toBeCloseTo(0.01, 10);
    expect(f.bot.cpuPerPollAboveIdleMs).toBeCloseTo((1_500 - 300) / 11_400, 10);
  });

  it('reports memory at ready, over the window, at its sampled peak and since start', () => {
    const { bot: b } = holdFigures(WINDOW);
    expect(b.rssReadyBytes).toBe(110 * MIB);
    expect(b.rssStartBytes).toBe(140 * MIB);
    expect(b.rssEndBytes).toBe(146 * MIB);
    expect(b.rssWindowPeakBytes).toBe(148 * MIB);
    expect(b.rssPeakBytes).toBe(160 * MIB);
    expect(b.rssPerTaskBytes).toBeCloseTo((36 * MIB) / 1_000, 6);
  });

  it("reports the Discord requests and the world's CPU and event loop in the window", () => {
    const f = holdFigures(WINDOW);
    expect(f.discordRequests).toBe(300);
    expect(f.discordPerSecond).toBe(10);
    expect(f.discordByKind).toEqual({ 'reply edits (progress)': 300 });
    expect(f.machinePressure?.cpu).toBeCloseTo(0.8, 10);
    expect(f.machinePressure?.io).toBeCloseTo(0.01, 10);
    expect(f.world.cpuMs).toBe(6_000);
    expect(f.world.cores).toBeCloseTo(0.2, 10);
    expect(f.world.loopBusy).toBeCloseTo(9_000 / 30_000, 10);
    expect(f.world.thread.running).toBeCloseTo(0.2, 10);
    expect(f.world.thread.waiting).toBeCloseTo(0.1, 10);
    expect(f.bot.thread.running).toBeCloseTo((150 * 9) / 30_000, 10);
    expect(f.bot.thread.waiting).toBeCloseTo(0.1, 10);
  });

  it('has no CPU per poll without a status request', () => {
    const end = { ...WINDOW.end, world: { ...WINDOW.end.world, statusRequests: 5_000 } };
    const f = holdFigures({ ...WINDOW, end });
    expect(f.bot.cpuPerPollMs).toBeUndefined();
    expect(f.bot.cpuPerPollAboveIdleMs).toBeUndefined();
  });
});

describe('evaluateHoldTargets', () => {
  const input = {
    tasks: 1_000,
    backend: 'image-service' as const,
    ackMaxMs: 800,
    figures: holdFigures(WINDOW),
    tally: TALLY,
    stop: { code: 0, ms: 300 },
    stopDeadlineMs: 5_000,
  };

  it('passes a held window under 256 MiB, at most 0.25 ms per poll, stopped cleanly', () => {
    const targets = evaluateHoldTargets(input);
    expect(targets.map((t) => [t.name, t.pass])).toEqual([
      ['generations held', true],
      ['peak RSS with 1000 in flight (production start)', true],
      ['CPU per status poll (bot side)', true],
      ['stop on SIGTERM', true],
    ]);
    expect(targets[1]?.measured).toBe('160.0 MiB');
    expect(targets[2]?.measured).toBe('0.132 ms');
  });

  it('fails each target on its own figure', () => {
    const f = input.figures;
    const heavy = { ...f, bot: { ...f.bot, rssPeakBytes: 256 * MIB, cpuPerPollMs: 0.2501 } };
    const targets = evaluateHoldTargets({
      ...input,
      figures: heavy,
      stop: { code: 1, ms: 5_001 },
    });
    expect(targets.map((t) => t.pass)).toEqual([true, false, false, false]);
  });

  it('fails the hold and its memory figure when a generation ended or was never polled', () => {
    const refused = evaluateHoldTargets({ ...input, tally: { ...TALLY, refused: 1 } });
    expect(refused.map((t) => t.pass)).toEqual([false, false, true, true]);
    const lost = evaluateHoldTargets({
      ...input,
      tally: { ...TALLY, acknowledged: 997, unanswered: 3 },
    });
    expect(lost[0]).toMatchObject({
      pass: false,
      measured: '1000 polled, 3 ended (3 unanswered, 0 refused, 0 failed, 0 images)',
    });
    const f = input.figures;
    const unpolled = { ...f, tasksPolled: { start: 999, end: 1_000 } };
    expect(evaluateHoldTargets({ ...input, figures: unpolled })[0]?.pass).toBe(false);
  });
});

describe('evaluateHoldTargets on the Horde and the WebUI', () => {
  const input = {
    tasks: 1_000,
    ackMaxMs: 800,
    figures: { ...holdFigures(WINDOW), tasksPolled: { start: 40, end: 60 } },
    tally: TALLY,
    stop: { code: 0, ms: 300 },
    stopDeadlineMs: 5_000,
  };

  it('holds every generation acknowledged within 3 s and none ended, most waiting in the bot', () => {
    const targets = evaluateHoldTargets({ ...input, backend: 'horde' });
    expect(targets.map((t) => [t.name, t.pass])).toEqual([
      ['generations held', true],
      ['peak RSS with 1000 in flight (production start)', true],
      ['CPU per /v2/generate/check request (bot side)', true],
      ['stop on SIGTERM', true],
    ]);
    expect(targets[0]?.measured).toBe(
      "1000 acknowledged (slowest 800 ms; 60 at the backend, 940 waiting in the bot's queue), 0 ended (0 unanswered, 0 refused, 0 failed, 0 images)",
    );
    expect(targets[2]?.goal).toBe('reported only');
  });

  it('fails the hold on a late acknowledgement, an ended generation or nothing at the backend', () => {
    const webui = { ...input, backend: 'sd-webui' as const };
    expect(evaluateHoldTargets({ ...webui, ackMaxMs: 3_001 })[0]?.pass).toBe(false);
    expect(evaluateHoldTargets({ ...webui, tally: { ...TALLY, failed: 1 } })[0]?.pass).toBe(false);
    const none = { ...input.figures, tasksPolled: { start: 0, end: 0 } };
    expect(evaluateHoldTargets({ ...webui, figures: none })[0]?.pass).toBe(false);
    expect(evaluateHoldTargets(webui)[2]?.name).toBe('CPU per /internal/progress read (bot side)');
  });
});

describe('holdWarnings', () => {
  it('warns of late polls, a saturated world and 429s', () => {
    const f = holdFigures(WINDOW);
    expect(holdWarnings(f)).toEqual([]);
    const bad = {
      ...f,
      pollRateRatio: 0.5,
      rateLimitHits: 3,
      world: { ...f.world, loopBusy: 0.95 },
    };
    expect(holdWarnings(bad)).toEqual([
      'status requests ran at 50% of the expected rate: polls were late (a saturated bot, world or machine)',
      "the world process's event loop was 95% busy: the emulators may be what limits the status rate",
      '3 Discord 429s in the window',
    ]);
  });
});

describe('isHeld', () => {
  it('waits for every command, every task polled and processing; ended jobs count as settled', () => {
    expect(isHeld(counters(), 1_000, 'image-service')).toBe(true);
    expect(isHeld(counters({ tally: { ...TALLY, sent: 999 } }), 1_000, 'image-service')).toBe(
      false,
    );
    expect(isHeld(counters({ tasksPolled: 999 }), 1_000, 'image-service')).toBe(false);
    expect(isHeld(counters({ tasksProcessing: 998 }), 1_000, 'image-service')).toBe(false);
    const refused = counters({
      tally: { ...TALLY, refused: 1, unanswered: 1 },
      tasksPolled: 998,
      tasksProcessing: 998,
    });
    expect(isHeld(refused, 1_000, 'image-service')).toBe(true);
  });

  it('on the Horde and the WebUI waits for every command answered and the status reads begun', () => {
    const queued = counters({ tasksPolled: 8, tasksProcessing: 8, statusRequests: 30 });
    expect(isHeld(queued, 1_000, 'horde')).toBe(true);
    expect(isHeld(counters({ statusRequests: 0 }), 1_000, 'sd-webui')).toBe(false);
    const unanswered = counters({ tally: { ...TALLY, acknowledged: 990 } });
    expect(isHeld(unanswered, 1_000, 'horde')).toBe(false);
  });
});

describe('buildHoldReport and formatHoldReport', () => {
  const input: HoldReportInput = {
    options: {
      tasks: 1_000,
      backend: 'image-service',
      guilds: 40,
      windowMs: 30_000,
      commandsPerSecond: 200,
      timeScale: 1,
      seed: 1,
      nodeArgs: [],
    },
    taskDurationMs: 120_000,
    command: 'node dist/src/index.js',
    settings: {
      pollIntervalMs: 2_500,
      pollJitterMs: 250,
      guildMaxActiveJobs: 25,
      guildMaxConcurrent: 4,
      guildMinTimeMs: 50,
      progressEditIntervalMs: 5_000,
      progressEditsPerSecond: 10,
      jobTimeoutMs: 600_000,
    },
    machine: {
      cpus: 2,
      cpu: 'Test CPU',
      node: 'v20.0.0',
      loadBefore: [1, 2, 3],
      loadAfter: [2, 2, 3],
    },
    fill: {
      sentMs: 5_000,
      heldMs: 20_000,
      reached: true,
      discord: {
        total: 1_250,
        byKind: { 'interaction callbacks': 1_000, 'reply edits (progress)': 250 },
        rateLimitHits: 0,
        errors: {},
      },
      ackMs: { count: 1_000, min: 1, p50: 4, p90: 9, p99: 40, max: 120, mean: 6 },
    },
    tally: TALLY,
    heap: { usedBytes: 60 * MIB, totalBytes: 80 * MIB, externalBytes: 4 * MIB },
    stop: { code: 0, signal: null, ms: 300 },
    logs: { lines: 2_010, problems: [] },
    window: {
      ticksPerSecond: WINDOW.ticksPerSecond,
      start: WINDOW.start,
      end: WINDOW.end,
      rssReadyBytes: WINDOW.rssReadyBytes,
      rssWindowPeakBytes: WINDOW.rssWindowPeakBytes,
      idle: WINDOW.idle,
      ...(WINDOW.pressure && { pressure: WINDOW.pressure }),
    },
    stopDeadlineMs: 5_000,
    wallMs: 90_000,
  };

  it('computes the figures with the settings and gives the verdict', () => {
    const report = buildHoldReport(input);
    expect(report.mode).toBe('hold');
    expect(report.figures.expectedStatusPerSecond).toBe(400);
    expect(report.pass).toBe(true);
    expect(JSON.parse(JSON.stringify(report))).toEqual(report);
  });

  it('prints the figures, the targets and the verdict', () => {
    const text = formatHoldReport(buildHoldReport(input));
    expect(text).toContain(
      'Imagine bot hold: 1000 generations in flight on 40 servers (25 per server)',
    );
    expect(text).toContain('load average before 1, 2, 3, after 2, 2, 3');
    expect(text).toContain(
      'status requests: 11400 = 380/s vs 400/s expected (1000 polled ÷ 2500 ms): ratio 0.95',
    );
    expect(text).toContain('per status request 0.132 ms');
    expect(text).toContain('Every task takes 120.0 s');
    expect(text).toContain(
      'acknowledgement (command → callback): p50 4 ms · p99 40 ms · max 120 ms (n=1000)',
    );
    expect(text).toContain(
      'Discord requests until the window: 1250 (1000 interaction callbacks, 250 reply edits (progress)); 429s 0',
    );
    expect(text).toContain('mean 2.6 s, shortest 2.3 s');
    expect(text).toContain('machine: some task waiting for a CPU 80% of the window, for I/O 1%');
    expect(text).toContain('160.0 MiB at most since start (VmHWM)');
    expect(text).toContain('60.0 MiB used of 80.0 MiB');
    expect(text).toContain('exit 0 after 300 ms');
    expect(text).toMatch(/PASS {2}CPU per status poll \(bot side\): 0\.132 ms \(goal ≤ 0\.25 ms\)/);
    expect(text).toMatch(/Result: PASS/);
  });
});

describe('statusGaps', () => {
  it('measures the gaps of each task whose earlier request is in the window', () => {
    const times = [[900, 1_000, 3_500, 6_100], [1_200, 3_400], [500]];
    expect(statusGaps(times, 1_000)).toEqual({
      count: 3,
      meanMs: (2_500 + 2_600 + 2_200) / 3,
      minMs: 2_200,
    });
    expect(statusGaps(times, 7_000)).toEqual({ count: 0, meanMs: undefined, minMs: undefined });
  });
});
