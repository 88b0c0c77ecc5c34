import { describe, expect, it } from 'vitest';
import { floodPenalty, serviceLag, slowdownBySize } from '../../bench/fair-measures.js';
import type { FairRecords, ImageRecord } from '../../bench/fair-records.js';

const S = 1000;

/** An image of `member` (request `request`) asked at `at` s, run from `start` to `end` s on GPU 0. */
function image(
  request: number,
  member: number,
  at: number,
  start: number,
  end: number,
  extra: Partial<ImageRecord> = {},
): ImageRecord {
  return {
    request,
    member,
    guild: member % 2,
    submittedAt: at * S,
    servers: [0],
    run: { server: 0, startedAt: start * S, endedAt: end * S },
    outcome: 'delivered',
    closedAt: end * S,
    flood: false,
    expectedServiceMs: (end - start) * S,
    ...extra,
  };
}

const records = (images: ImageRecord[], endS = 240): FairRecords => ({
  gpus: 1,
  endMs: endS * S,
  images,
  runs: [],
  downs: [],
  refusedForModel: 0,
  switches: 0,
});

describe('the fair bench: service lag, slowdown by size, flood penalty', () => {
  it('service lag: a member served nothing while another was served the whole window lags by what it asked, at most the other got', () => {
    // Member 1 runs 0–60 s; member 2 waits the whole window for its 10 s image, run at 60 s.
    const run = records([image(1, 1, 0, 0, 60), image(2, 2, 0, 60, 70)]);
    const lag = serviceLag(run, (i) => i.member);
    expect(lag?.maxS).toBe(10);
    // Both had work in the bot in the first window only: two (window, member) pairs.
    expect(lag?.count).toBe(2);
    // Two members served in turns, 10 s each, both waiting: no lag beyond a turn.
    const turns = records([
      image(1, 1, 0, 0, 10),
      image(2, 2, 0, 10, 20),
      image(3, 1, 0, 20, 30),
      image(4, 2, 0, 30, 40),
    ]);
    expect(serviceLag(turns, (i) => i.member)?.maxS).toBeLessThanOrEqual(10);
  });

  it('slowdown by size: thirds of the images by service time, shortest first, each its mean slowdown', () => {
    const run = records([
      image(1, 1, 0, 0, 2),
      image(2, 2, 0, 2, 4),
      image(3, 3, 0, 4, 14),
      image(4, 4, 0, 14, 24),
      image(5, 5, 0, 24, 54),
      image(6, 6, 0, 54, 84),
    ]);
    const buckets = slowdownBySize(run);
    expect(buckets.map((b) => [b.fromS, b.toS, b.count])).toEqual([
      [2, 2, 2],
      [10, 10, 2],
      [30, 30, 2],
    ]);
    expect(buckets[0]?.meanSlowdown).toBeCloseTo((1 + 2) / 2, 5);
    expect(buckets[2]?.meanSlowdown).toBeCloseTo((54 / 30 + 84 / 30) / 2, 5);
  });

  it('flood penalty: each other image asked while the flood waited, its wait with the flood less without, paired by request', () => {
    const flood = (request: number, start: number) =>
      image(request, 9, 0, start, start + 10, { flood: true });
    const withFlood = records([
      flood(100, 0),
      flood(101, 20),
      image(1, 1, 5, 10, 20),
      image(2, 2, 6, 30, 40),
    ]);
    const without = records([image(1, 1, 5, 5, 15), image(2, 2, 6, 15, 25)]);
    const penalty = floodPenalty(withFlood, without);
    expect(penalty?.count).toBe(2);
    // Waits 5 and 24 s with it, 0 and 9 s without: 5 and 15 s more; the p95 the largest of two.
    expect(penalty?.p95S).toBe(15);
    expect(penalty?.longestS).toBe(10);
    expect(floodPenalty(without, without)).toBeUndefined();
    // A video is a job, not an image: the bound's unit stays the longest still image.
    const video = image(3, 3, 50, 50, 200, { kind: 'video' });
    expect(floodPenalty(records([...withFlood.images, video]), without)?.longestS).toBe(10);
  });
});
