import { describe, expect, it } from 'vitest';
import {
  aloneTimes,
  busyWhileWaiting,
  fairFigures,
  jainIndex,
  memberSlowdowns,
  throughputWhileWaiting,
  workWhileWaiting,
} from '../../bench/fair-figures.js';
import type { FairRecords, ImageRecord, RunRecord } from '../../bench/fair-records.js';
import { intersect, subtract, union } from '../../bench/spans.js';

const S = 1000;

/** An image of `member` asked at `at` s, run on `server` from `start` to `end` s and delivered. */
function image(
  member: number,
  at: number,
  run?: [server: number, start: number, end: number],
  extra: Partial<ImageRecord> = {},
): ImageRecord {
  return {
    request: member * 100 + at,
    member,
    guild: 0,
    submittedAt: at * S,
    servers: [0, 1],
    ...(run && { run: { server: run[0], startedAt: run[1] * S, endedAt: run[2] * S } }),
    outcome: run ? 'delivered' : 'lost',
    ...(run && { closedAt: run[2] * S }),
    flood: false,
    expectedServiceMs: 10 * S,
    ...extra,
  };
}

/** The GPU runs of `images`, each its own prompt id. */
const runsOf = (images: readonly ImageRecord[]): RunRecord[] =>
  images.flatMap((i, n) =>
    i.run ? [{ id: `p${n}`, outcome: 'ended' as const, request: i.request, ...i.run }] : [],
  );

function records(images: ImageRecord[], extra: Partial<FairRecords> = {}): FairRecords {
  return {
    gpus: 2,
    endMs: 100 * S,
    images,
    runs: runsOf(images),
    downs: [],
    refusedForModel: 0,
    switches: 0,
    ...extra,
  };
}

describe('bench:fair figures, from hand-made records', () => {
  it('spans: merged, intersected, subtracted', () => {
    expect(
      union([
        [5, 8],
        [0, 2],
        [1, 3],
        [4, 4],
      ]),
    ).toEqual([
      [0, 3],
      [5, 8],
    ]);
    expect(
      intersect(
        [
          [0, 3],
          [5, 8],
        ],
        [[2, 6]],
      ),
    ).toEqual([
      [2, 3],
      [5, 6],
    ]);
    expect(subtract([[0, 10]], [[2, 4]])).toEqual([
      [0, 2],
      [4, 10],
    ]);
  });

  it("Jain's index: 1 when every member is slowed alike, 1/n when one alone is", () => {
    expect(jainIndex([2, 2, 2])).toBe(1);
    expect(jainIndex([1, 0, 0])).toBeCloseTo(1 / 3);
    expect(jainIndex([1, 3])).toBeCloseTo(16 / 20);
    expect(jainIndex([])).toBeUndefined();
  });

  it('busy while work waits: a server counts only while work it could run waits and it is up', () => {
    // B waits 0–5 s while server 0 runs A and server 1 idles: 5 busy of 10.
    const a = image(1, 0, [0, 0, 10]);
    const b = image(2, 0, [1, 5, 15]);
    expect(busyWhileWaiting(records([a, b]))).toBeCloseTo(0.5);
    // C, which only server 0 can run, waits 0–10 s behind A: server 1 idling then is not counted.
    const c = image(3, 0, [0, 10, 20], { servers: [0] });
    expect(busyWhileWaiting(records([a, c]))).toBe(1);
    // Server 1 killed from 0 to 5 s: nobody could have used it then.
    const down = { downs: [{ server: 1, from: 0, to: 5 * S }] };
    expect(busyWhileWaiting(records([a, b], down))).toBe(1);
    // Nothing ever waited.
    expect(busyWhileWaiting(records([a]))).toBeUndefined();
  });

  it('throughput while work waits: each ended run counted by the share of it that fell then', () => {
    // D waits 0–10 s; A (0–10) and B (0–5) run meanwhile: 2 images in 10 s.
    const a = image(1, 0, [0, 0, 10]);
    const b = image(2, 0, [1, 0, 5]);
    const d = image(3, 0, [1, 10, 20]);
    expect(throughputWhileWaiting(records([a, b, d]))).toBeCloseTo(0.2);
    // A run cut by a kill made nothing.
    const cut: RunRecord = { server: 1, id: 'x', startedAt: 0, endedAt: 5 * S, outcome: 'cut' };
    expect(throughputWhileWaiting(records([a, d], { runs: [...runsOf([a, d]), cut] }))).toBe(0.1);
  });

  it("work while work waits: each ended run counted by its image's service on the preset", () => {
    // D waits 0–10 s; A (10 s on the preset) and B (5 s on the preset, though it ran 0–5 s)
    // run meanwhile: 15 GPU-s of work in 10 s, whatever the runs took.
    const a = image(1, 0, [0, 0, 10]);
    const b = image(2, 0, [1, 0, 5], { expectedServiceMs: 5 * S });
    const d = image(3, 0, [1, 10, 20]);
    expect(workWhileWaiting(records([a, b, d]))).toBeCloseTo(1.5);
    const slowB = image(2, 0, [1, 0, 10], { expectedServiceMs: 5 * S });
    expect(workWhileWaiting(records([a, slowB, d]))).toBeCloseTo(1.5);
  });

  it("slowdowns: against the member's own images alone on the pool; one image alone is (wait + service) / service", () => {
    // Alone on one GPU a set of 2 asked at once ends at 10 and 20 s.
    const set = [image(1, 0, [0, 0, 10]), image(1, 0, [0, 10, 20])];
    expect(aloneTimes(set, 1)).toEqual([10 * S, 20 * S]);
    // On two GPUs both at 10 s.
    expect(aloneTimes(set, 2)).toEqual([10 * S, 10 * S]);
    const one = image(2, 0, [1, 5, 15]);
    const slowdowns = memberSlowdowns({ ...records([...set, one]), gpus: 1 });
    expect(slowdowns.get(1)).toBe(1);
    expect(slowdowns.get(2)).toBe(1.5);
    // A lost image counts up to the end of the run: at least that slow.
    const lost = image(3, 50);
    expect(memberSlowdowns(records([lost])).get(3)).toBe(5);
  });

  it('a run: outcomes, service, the flood, light waits during it, slowdowns, run twice, wrong model, switches', () => {
    const flood = [0, 1, 2, 3].map((n) =>
      image(9, 10, [0, 10 + 10 * n, 20 + 10 * n], { flood: true }),
    );
    // Light members asked during the flood (10–50 s) waited 0, 2, 10 s; one before it waited 30.
    const light = [
      image(1, 12, [1, 12, 22]),
      image(2, 24, [1, 26, 36]),
      image(3, 30, [1, 40, 50]),
      image(4, 0, [1, 30, 40]),
    ];
    // A heavy member (4 images) is not light.
    const heavy = [60, 61, 62, 63].map((at) => image(5, at, [1, at + 5, at + 15]));
    const failed = image(6, 70, undefined, { outcome: 'failed', closedAt: 75 * S });
    const refused = image(7, 70, undefined, { outcome: 'refused', closedAt: 70 * S });
    // Asked while no process held its server's shard: never entered the bot, never waited in it.
    const unanswered = image(10, 20, undefined, { outcome: 'unanswered' });
    const onServer1 = image(8, 80, [1, 80, 90], { servers: [0] });
    const images = [...flood, ...light, ...heavy, failed, refused, unanswered, onServer1];
    const runs = runsOf(images);
    const twice: RunRecord = { ...(runs[0] as RunRecord), server: 1 };
    const figures = fairFigures(
      records(images, { runs: [...runs, twice], refusedForModel: 2, switches: 7 }),
      9,
    );

    expect(figures.images).toEqual({
      asked: 16,
      delivered: 13,
      failed: 1,
      refused: 1,
      unanswered: 1,
      lost: 0,
    });
    expect(figures.serviceS).toBe(10);
    expect(figures.flood).toEqual({ fromS: 10, toS: 50 });
    expect(figures.lightWait).toEqual({ count: 3, p95S: 10 });
    // Alone on the two GPUs its 4 images would have ended at 10, 10, 20 and 20 s after asking.
    expect(figures.slowdown.flooder).toBeCloseTo(100 / 60);
    expect(figures.slowdown.members).toBe(8);
    expect(figures.runTwice).toBe(1);
    expect(figures.wrongModel).toBe(3);
    // 7 checkpoints loaded over the 14 runs ended.
    expect(figures.switchesPer100).toBe(50);
    expect(figures.jain).toBeGreaterThan(0);
    expect(figures.jain).toBeLessThanOrEqual(1);
  });
});
