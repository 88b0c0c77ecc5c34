import { describe, expect, it } from 'vitest';
import { followUpCost, followUpServiceMs } from '../../bench/fair-follow-ups.js';
import {
  FAIR_SCENARIO_DEFAULTS,
  fairScenario,
  imageServiceMs,
  withoutFlood,
} from '../../bench/fair-scenario.js';

describe('bench:fair scenario', () => {
  const options = { ...FAIR_SCENARIO_DEFAULTS, gpus: 4, minutes: 60 };

  it('asks for the load of the pool, the flood included, from a seeded community', () => {
    const scenario = fairScenario(options);
    expect(scenario.offeredLoad).toBeGreaterThan(0.8);
    expect(scenario.offeredLoad).toBeLessThan(1);
    expect(fairScenario(options)).toEqual(scenario);
    expect(fairScenario({ ...options, seed: 2 }).requests).not.toEqual(scenario.requests);
    const times = scenario.requests.map((r) => r.atMs);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Math.max(...times)).toBeLessThan(scenario.windowMs);
  });

  it('puts half the members in the first server, which is twice as busy as each other', () => {
    const scenario = fairScenario(options);
    expect(scenario.memberGuilds.filter((g) => g === 0)).toHaveLength(100);
    expect(scenario.memberGuilds.filter((g) => g === 1)).toHaveLength(50);
    const [busy = 0, second = 0, third = 0] = [0, 1, 2].map(
      (g) => scenario.requests.filter((r) => r.guild === g).length,
    );
    expect(busy / ((second + third) / 2)).toBeGreaterThan(1.7);
    expect(busy / ((second + third) / 2)).toBeLessThan(2.3);
  });

  it('has one member of the second server ask for 40 images at once, in sets of 4', () => {
    const scenario = fairScenario(options);
    const flood = scenario.requests.filter((r) => r.flood);
    expect(flood).toHaveLength(10);
    expect(flood.every((r) => r.count === 4 && r.member === scenario.floodMember)).toBe(true);
    expect(new Set(flood.map((r) => r.atMs)).size).toBe(1);
    expect(scenario.memberGuilds[scenario.floodMember]).toBe(1);
    expect(scenario.requests.filter((r) => !r.flood && r.member === scenario.floodMember)).toEqual(
      [],
    );
  });

  it('draws mostly single images, some sets and a few asking for the special model', () => {
    const { requests } = fairScenario(options);
    const plain = requests.filter((r) => !r.flood);
    const share = (test: (r: (typeof plain)[number]) => boolean) =>
      plain.filter(test).length / plain.length;
    expect(share((r) => r.count === 1)).toBeGreaterThan(0.7);
    expect(share((r) => r.count > 1)).toBeGreaterThan(0.1);
    expect(share((r) => r.workflow === 'special')).toBeGreaterThan(0.02);
    expect(share((r) => r.workflow === 'special')).toBeLessThan(0.1);
  });

  it('prices an image as the preset does: 512², 20 steps on an RTX 3060 is 3.21 s', () => {
    expect(imageServiceMs('rtx-3060', { width: 512, height: 512, steps: 20 })).toBeCloseTo(
      3209,
      -1,
    );
  });

  it('follows a seeded share of the requests up with an upscale or a video, the same without the flood', () => {
    const scenario = fairScenario(options);
    const { followUps, requests } = scenario;
    expect(fairScenario(options).followUps).toEqual(followUps);
    expect(withoutFlood(scenario).followUps).toEqual(followUps);
    const plain = requests.filter((r) => !r.flood);
    const share = (kind: string) => followUps.filter((f) => f.kind === kind).length / plain.length;
    expect(share('upscale')).toBeGreaterThan(0.05);
    expect(share('upscale')).toBeLessThan(0.15);
    expect(share('video')).toBeGreaterThan(0.01);
    expect(share('video')).toBeLessThan(0.06);
    const flood = new Set(requests.filter((r) => r.flood).map((r) => r.index));
    expect(followUps.some((f) => flood.has(f.of))).toBe(false);
    expect(new Set(followUps.map((f) => f.of)).size).toBe(followUps.length);
    // A set's select offers no Animate: only a single image is animated.
    const videosOf = followUps.filter((f) => f.kind === 'video').map((f) => requests[f.of]);
    expect(videosOf.every((request) => request?.count === 1)).toBe(true);
    expect(followUps.map((f) => f.index)).toEqual(followUps.map((_, k) => requests.length + k));
    for (const f of followUps) {
      expect(f.thinkMs).toBeGreaterThanOrEqual(5_000);
      expect(f.thinkMs).toBeLessThan(30_000);
    }
    const none = fairScenario({ ...options, upscaleShare: 0, animateShare: 0 });
    expect(none.followUps).toEqual([]);
    // The follow-ups' GPU time is in the load: fewer commands for the same share of the pool.
    expect(none.requests.length).toBeGreaterThan(requests.length);
  });

  it('prices follow-ups as the preset runs them and as the bot charges them', () => {
    const square = { width: 512, height: 512 };
    expect(followUpServiceMs('rtx-3060', 'upscale', square)).toBeCloseTo(8710 * 0.262144, 0);
    // The bench's video: 480 × 480 (a square's aspect over 640 × 352), 49 frames, 20 steps.
    expect(followUpServiceMs('rtx-3060', 'video', square)).toBeCloseTo(624 * 20 * 0.2304 * 49, 0);
    expect(followUpCost('upscale', { prompt: 'x', ...square })).toBeCloseTo(1.38 * 0.262144, 5);
    expect(followUpCost('upscale', { prompt: 'x' })).toBeCloseTo(1.38, 5);
    expect(followUpCost('video', { prompt: 'x', ...square })).toBeCloseTo(
      0.099 * 20 * 0.22528 * 49,
      5,
    );
  });
});
