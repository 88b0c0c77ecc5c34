import { describe, expect, it } from 'vitest';
import { holdLayout, holdSchedule, holdTaskDurationMs } from '../../bench/hold-options.js';
import { BenchUsageError, parseBenchArgs } from '../../bench/parse-bench-args.js';
import { CONFIG_DEFAULTS } from '../../src/core/config-fields.js';

describe('parseBenchArgs --hold', () => {
  it('defaults: real time, a 30 s window, 200 commands a second, one server per 25 generations', () => {
    const args = parseBenchArgs(['--hold', '10000']);
    expect(args.hold).toEqual({
      tasks: 10_000,
      backend: 'image-service',
      guilds: 400,
      windowMs: 30_000,
      commandsPerSecond: 200,
      timeScale: 1,
      seed: 1,
      json: false,
      nodeArgs: [],
    });
  });

  it('takes the window, the pace, the servers, the time scale and the common flags', () => {
    const args = parseBenchArgs([
      ...['--hold', '1000', '--hold-window', '12.5', '--hold-rate', '50', '--guilds', '100'],
      ...['--time-scale', '0.5', '--seed', '7', '--json', '--log', 'bot.log'],
      ...['--data-dir', '/dev/shm', '--hold-node-args= --cpu-prof  --cpu-prof-dir=/tmp/p'],
      ...['--backend', 'horde'],
    ]);
    expect(args.hold).toEqual({
      tasks: 1_000,
      backend: 'horde',
      guilds: 100,
      windowMs: 12_500,
      commandsPerSecond: 50,
      timeScale: 0.5,
      seed: 7,
      json: true,
      logFile: 'bot.log',
      dataDir: '/dev/shm',
      nodeArgs: ['--cpu-prof', '--cpu-prof-dir=/tmp/p'],
    });
  });

  it('leaves a run without --hold as it was, with no hold', () => {
    const args = parseBenchArgs(['--guilds', '5', '--jobs', '100']);
    expect(args.hold).toBeUndefined();
    expect(args).toMatchObject({ guilds: 5, jobs: 100, timeScale: 0.05 });
  });

  it.each([
    [['--hold', '0'], '--hold must be a number from 1 to 20000 (got 0)'],
    [['--hold', '1.5'], '--hold must be a whole number (got 1.5)'],
    [
      ['--hold', '100', '--hold-window', '2'],
      '--hold-window must be a number from 5 to 600 (got 2)',
    ],
    [['--hold', '100', '--hold-rate', '0'], '--hold-rate must be a number from 1 to 2000 (got 0)'],
    [['--hold-window', '10'], '--hold-window needs --hold'],
    [['--hold-rate', '10'], '--hold-rate needs --hold'],
    [['--hold-node-args=--cpu-prof'], '--hold-node-args needs --hold'],
    [['--backend', 'horde'], '--backend needs --hold'],
    [
      ['--hold', '10', '--backend', 'comfyui'],
      '--backend must be one of image-service, horde, sd-webui (got comfyui)',
    ],
    [['--hold', '100', '--jobs', '5'], '--hold cannot be combined with --jobs'],
    [['--hold', '100', '--baseline'], '--hold cannot be combined with --baseline'],
    [['--hold', '100', '--burst'], '--hold cannot be combined with --burst'],
    [['--hold', '100', '--load', '0.5'], '--hold cannot be combined with --load'],
    [['--guilds', '600'], '--guilds must be a number from 1 to 500 (got 600)'],
    [['--hold', '10', '--guilds', '2001'], '--guilds must be a number from 1 to 2000 (got 2001)'],
  ])('refuses %j', (args, message) => {
    expect(() => parseBenchArgs(args)).toThrow(new BenchUsageError(message));
  });

  it('refuses more generations per server than its limiter can poll', () => {
    expect(() => parseBenchArgs(['--hold', '10000', '--guilds', '100'])).toThrow(
      /10000 generations on 100 servers is 100 per server: at most 50/,
    );
    expect(parseBenchArgs(['--hold', '10000', '--guilds', '200']).hold?.guilds).toBe(200);
  });
});

describe('holdLayout', () => {
  it('sizes every server to run all of its generations at once', () => {
    expect(holdLayout(10_000)).toEqual({
      guilds: 400,
      slotsPerGuild: 25,
      pollsPerGuildPerSecond: (25 * 1_000) / CONFIG_DEFAULTS.POLL_INTERVAL_MS,
    });
    expect(holdLayout(1_001)).toEqual({
      guilds: 41,
      slotsPerGuild: 25,
      pollsPerGuildPerSecond: (25 * 1_000) / CONFIG_DEFAULTS.POLL_INTERVAL_MS,
    });
    expect(holdLayout(10)).toEqual({
      guilds: 1,
      slotsPerGuild: 10,
      pollsPerGuildPerSecond: (10 * 1_000) / CONFIG_DEFAULTS.POLL_INTERVAL_MS,
    });
    expect(holdLayout(100, 3, 1_000).slotsPerGuild).toBe(34);
    expect(holdLayout(100, 3, 1_000).pollsPerGuildPerSecond).toBe(34);
  });
});

describe('holdSchedule', () => {
  it('sends member i to server i % guilds, 1000 / rate ms apart', () => {
    expect(holdSchedule(5, 2, 200)).toEqual([
      { index: 0, guildIndex: 0, atMs: 0 },
      { index: 1, guildIndex: 1, atMs: 5 },
      { index: 2, guildIndex: 0, atMs: 10 },
      { index: 3, guildIndex: 1, atMs: 15 },
      { index: 4, guildIndex: 0, atMs: 20 },
    ]);
  });
});

describe('holdTaskDurationMs', () => {
  it('keeps progress moving until the window ends: fill, settling and window in 70% of a task', () => {
    const real = { commandsPerSecond: 200, windowMs: 30_000, timeScale: 1 };
    // 50 s of commands + 15 s + 30 s = 95 s, ÷ 0.7 = 135.7 s
    expect(holdTaskDurationMs({ ...real, tasks: 10_000 })).toBe(136_000);
    expect(holdTaskDurationMs({ ...real, tasks: 200 })).toBe(66_000);
    expect(holdTaskDurationMs({ ...real, tasks: 10, windowMs: 5_000 })).toBe(60_000);
    expect(holdTaskDurationMs({ ...real, tasks: 10_000, timeScale: 0.5 })).toBe(272_000);
  });
});

describe('parseBenchArgs, images in', () => {
  it('ends a plain run with the images-in part unless --no-images-in', () => {
    expect(parseBenchArgs([]).imagesIn).toBe(true);
    expect(parseBenchArgs(['--guilds', '5', '--no-images-in']).imagesIn).toBe(false);
  });
});
