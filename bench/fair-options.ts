import { parseArgs } from 'node:util';
import { FAIR_BENCH_DEFAULTS, FAIR_BENCH_QUICK, type FairBenchOptions } from './fair-bench.js';

/** `npm run bench:fair`'s usage. */
export const FAIR_USAGE = `Usage: npm run bench:fair -- [flags]
  --quick               a small community (24 members, 2 minutes, a flood of 8, time scale 0.05,
                        GPUs 1,2): the other flags' defaults become these; the full scenario without it
  --gpus 1,2,4          pool sizes played in each mode; none: only the failover and Redis runs
  --modes fifo,fair     fifo: today's behaviour (up to 32 jobs at once in server 1's queue); fair: the line;
                        none: no bot, the references alone (in-process, seconds)
  --backend comfyui     or sd-webui
  --preset rtx-3060     the GPUs' service times (h200, rtx-3060, rtx-4090: bench/README.md)
  --switch-seconds 8    a GPU's time to load another checkpoint (default: the preset's)
  --minutes 15          emulated minutes of arrivals
  --time-scale 0.1      real time per emulated time (0.1: a minute played in 6 s)
  --load 0.9            share of the pool's GPU time the run asks for, the flood included
  --members 200         members of the three Discord servers
  --flood 40            images the flooding member asks for at once
  --upscale-share 0.1   share of the requests whose first image the member upscales ×2 once delivered
  --animate-share 0.03  share of the single-image requests whose image the member animates (a set offers no
                        Animate; ComfyUI only: the WebUI has no Animate)
  --drain-minutes 15    emulated minutes the replies may take to end after the arrivals
  --kill-at 0.4 --restart-at 0.7   when server 1 of 3 is killed and restarted (shares of the window)
  --no-failover         no run with a server killed
  --no-redis            no run on Redis with 3 bot processes, one killed
  --no-paired           no second play of each pool without the flood (its flood penalty is then not measured;
                        the references are always paired); --quick plays none
  --log-dir <dir>       each bot process's JSON log in a file there, and the report with every record as report.json
  --dev                 the bot's TypeScript through tsx instead of compiled with npm start's flags
  --seed 1  --json`;

/** Thrown for a flag the bench cannot take. */
export class FairUsageError extends Error {}

function positive(name: string, raw: string | undefined, whole = false): number {
  const value = Number(raw);
  if (!(value > 0) || (whole && !Number.isInteger(value))) {
    throw new FairUsageError(
      `--${name} must be a ${whole ? 'whole ' : ''}number above 0 (got ${raw})`,
    );
  }
  return value;
}

function share(name: string, raw: string | undefined): number {
  const value = Number(raw);
  if (!(value >= 0 && value <= 1) || raw?.trim() === '') {
    throw new FairUsageError(`--${name} must be a share, 0 to 1 (got ${raw})`);
  }
  return value;
}

function seconds(raw: string): number {
  const value = Number(raw);
  if (!(value >= 0) || raw.trim() === '') {
    throw new FairUsageError(
      `--switch-seconds must be a number of seconds, 0 or more (got ${raw})`,
    );
  }
  return value;
}

/** The bench's options from its flags (defaults: {@link FAIR_BENCH_DEFAULTS}). */
export function parseFairArgs(
  args: readonly string[],
): FairBenchOptions & { json: boolean; help: boolean } {
  const d = args.includes('--quick') ? FAIR_BENCH_QUICK : FAIR_BENCH_DEFAULTS;
  const { values: v } = parseArgs({
    args: [...args],
    options: {
      gpus: { type: 'string', default: d.gpus.join(',') },
      modes: { type: 'string', default: d.modes.join(',') },
      backend: { type: 'string', default: d.backend },
      preset: { type: 'string', default: d.preset },
      'switch-seconds': { type: 'string' },
      minutes: { type: 'string', default: String(d.minutes) },
      'time-scale': { type: 'string', default: String(d.timeScale) },
      load: { type: 'string', default: String(d.load) },
      members: { type: 'string', default: String(d.members) },
      flood: { type: 'string', default: String(d.floodImages) },
      'upscale-share': { type: 'string', default: String(d.upscaleShare) },
      'animate-share': { type: 'string', default: String(d.animateShare) },
      'drain-minutes': { type: 'string', default: String(d.drainMinutes) },
      'kill-at': { type: 'string', default: String(d.killAt) },
      'restart-at': { type: 'string', default: String(d.restartAt) },
      'no-failover': { type: 'boolean', default: false },
      'no-redis': { type: 'boolean', default: false },
      'no-paired': { type: 'boolean', default: !d.paired },
      dev: { type: 'boolean', default: false },
      'log-dir': { type: 'string' },
      quick: { type: 'boolean', default: false },
      seed: { type: 'string', default: String(d.seed) },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  const modes = v.modes === 'none' ? [] : (v.modes ?? '').split(',');
  if (!modes.every((mode) => mode === 'fifo' || mode === 'fair')) {
    throw new FairUsageError(`--modes takes fifo and fair, or none (got ${v.modes})`);
  }
  if (v.backend !== 'comfyui' && v.backend !== 'sd-webui') {
    throw new FairUsageError(`--backend takes comfyui or sd-webui (got ${v.backend})`);
  }
  if (!['h200', 'rtx-3060', 'rtx-4090'].includes(v.preset ?? '')) {
    throw new FairUsageError(`--preset takes h200, rtx-3060 or rtx-4090 (got ${v.preset})`);
  }
  return {
    ...d,
    gpus: v.gpus === 'none' ? [] : (v.gpus ?? '').split(',').map((n) => positive('gpus', n, true)),
    modes: modes as FairBenchOptions['modes'],
    backend: v.backend,
    preset: v.preset as FairBenchOptions['preset'],
    ...(v['switch-seconds'] !== undefined && { switchSeconds: seconds(v['switch-seconds']) }),
    minutes: positive('minutes', v.minutes),
    timeScale: positive('time-scale', v['time-scale']),
    load: positive('load', v.load),
    members: positive('members', v.members, true),
    floodImages: positive('flood', v.flood, true),
    upscaleShare: share('upscale-share', v['upscale-share']),
    animateShare: share('animate-share', v['animate-share']),
    drainMinutes: positive('drain-minutes', v['drain-minutes']),
    killAt: positive('kill-at', v['kill-at']),
    restartAt: positive('restart-at', v['restart-at']),
    failover: !v['no-failover'],
    redis: !v['no-redis'],
    paired: !v['no-paired'],
    production: !v.dev,
    ...(v['log-dir'] && { logDir: v['log-dir'] }),
    seed: positive('seed', v.seed, true),
    json: v.json ?? false,
    help: v.help ?? false,
  };
}
