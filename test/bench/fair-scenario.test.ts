import { describe, expect, it } from 'vitest';
import { FAIR_SCENARIO_DEFAULTS, fairScenario, imageServiceMs } from '../../bench/fair-scenario.js';

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
});
