import { setTimeout as sleep } from 'node:timers/promises';
import type { ChaosBot, ChaosWorld } from './chaos-world.js';

/** What the soak does to the bot's processes and its Redis. */
export type FaultKind = 'SIGKILL' | 'SIGTERM' | 'SIGSTOP' | 'redis down';

/** One fault as it happened, in ms since the soak started. */
export interface FaultEvent {
  readonly kind: FaultKind;
  readonly at: number;
  /** When the fault ended: the process restarted or resumed, Redis answering again. */
  readonly until: number;
  /** The bot process it hit, and its shards (`SHARD_IDS`). */
  readonly bot?: string;
  readonly shardIds?: string;
  /** A SIGSTOP with `--retake`: the shards the paused process took back after it. */
  readonly retook?: readonly number[];
}

/** Options of {@link runFaults}. */
export interface FaultOptions {
  /**
   * The SIGSTOP hits the process holding the most shards, and once it runs again the process that
   * took over its first shard is SIGKILLed (restarted as every kill is), so the paused process can
   * take that shard back while it still holds what it kept from before the pause. @default false
   */
  readonly retake?: boolean;
}

/** How many times a process logged a line with `msg` for `shard` (its log so far). */
const countOf = (log: string, msg: string, shard: number) =>
  log
    .split('\n')
    .filter(
      (line) => line.includes(`"msg":"${msg}"`) && new RegExp(`"shard":${shard}[,}]`).test(line),
    ).length;

/** The shards a process holds now, from its log: each taken more often than it was lost. */
function heldBy(bot: ChaosBot): number[] {
  if (!bot.running) return [];
  const { stdout, stderr } = bot.current;
  return [0, 1].filter(
    (shard) =>
      countOf(stdout(), 'took the lease of a shard', shard) >
      countOf(stderr(), 'lost the lease of a shard: stopping its work', shard),
  );
}

/** The soak's faults, as the production run had them. */
export const CHAOS_FAULTS = {
  /** A SIGKILL of a random bot process every… (ms), first at the same time. */
  killEveryMs: 15_000,
  /** …restarted this long after it is gone. */
  restartAfterMs: 2_000,
  /** One SIGTERM of a random process (restarted likewise), at this time. */
  termAtMs: 37_500,
  /** Redis SIGKILLed at this time, and restarted on its append-only file this long after. */
  redisDownAtMs: 52_500,
  redisDownMs: 2_000,
  /** One process SIGSTOPped at this time, longer than its lease, then SIGCONTed. */
  pauseAtMs: 67_500,
  pauseMs: 5_000,
  /** With `--retake`: how long after the pause the shards the paused process took back are read. */
  retakeWaitMs: 15_000,
} as const;

/**
 * Runs the faults over `durationMs` from `startedAt` (a `performance.now()`), picking each process
 * with `random`, and records each in `timeline` when it ended. Resolves once the last one ended.
 */
export async function runFaults(
  world: ChaosWorld,
  durationMs: number,
  startedAt: number,
  random: () => number,
  timeline: FaultEvent[],
  { retake = false }: FaultOptions = {},
): Promise<void> {
  const f = CHAOS_FAULTS;
  const now = () => performance.now() - startedAt;
  const at = async (time: number) => sleep(Math.max(0, time - now()));
  const pick = () => {
    const running = world.bots.filter((bot) => bot.running && !paused.has(bot));
    return running[Math.floor(random() * running.length)];
  };
  const paused = new Set<ChaosBot>();
  const restarting: Promise<void>[] = [];

  const signal = async (bot: ChaosBot, kind: 'SIGKILL' | 'SIGTERM') => {
    const begun = now();
    const run = bot.current;
    run.child.kill(kind);
    await run.exited;
    await sleep(f.restartAfterMs);
    bot.restart();
    timeline.push({ kind, at: begun, until: now(), bot: bot.name, shardIds: bot.shardIds });
  };
  const events: { time: number; act: () => Promise<void> }[] = [];
  for (let time = f.killEveryMs; time < durationMs; time += f.killEveryMs) {
    events.push({ time, act: async () => void restarting.push(killRandom('SIGKILL')) });
  }
  const killRandom = async (kind: 'SIGKILL' | 'SIGTERM') => {
    const bot = pick();
    if (bot) await signal(bot, kind);
  };
  events.push({ time: f.termAtMs, act: async () => void restarting.push(killRandom('SIGTERM')) });
  events.push({
    time: f.redisDownAtMs,
    act: async () => {
      const begun = now();
      await world.redis.kill();
      await sleep(f.redisDownMs);
      await world.redis.restart();
      timeline.push({ kind: 'redis down', at: begun, until: now() });
    },
  });
  events.push({
    time: f.pauseAtMs,
    act: async () => {
      const most = world.bots
        .filter((b) => b.running)
        .sort((a, b) => heldBy(b).length - heldBy(a).length)[0];
      const bot = retake ? most : pick();
      if (!bot) return;
      const begun = now();
      const run = bot.current;
      const held = heldBy(bot);
      paused.add(bot);
      run.child.kill('SIGSTOP');
      await sleep(f.pauseMs);
      run.child.kill('SIGCONT');
      const event = { kind: 'SIGSTOP', at: begun, bot: bot.name, shardIds: bot.shardIds } as const;
      if (!retake) {
        paused.delete(bot);
        timeline.push({ ...event, until: now() });
        return;
      }
      const tookBefore = held.map((shard) =>
        countOf(run.stdout(), 'took the lease of a shard', shard),
      );
      // Once it has learnt it lost its shards, the process that took over the first one dies.
      await sleep(1_000);
      const shard = held[0];
      const successor = world.bots.find(
        (b) => b !== bot && shard !== undefined && heldBy(b).includes(shard),
      );
      if (successor) restarting.push(signal(successor, 'SIGKILL'));
      restarting.push(
        (async () => {
          await sleep(f.retakeWaitMs);
          const retook = held.filter(
            (s, i) => countOf(run.stdout(), 'took the lease of a shard', s) > (tookBefore[i] ?? 0),
          );
          // Spared by the random kills until then, so that what it kept meets the shard taken back.
          paused.delete(bot);
          timeline.push({ ...event, until: begun + f.pauseMs, retook });
        })(),
      );
    },
  });
  events.sort((a, b) => a.time - b.time);
  for (const event of events) {
    await at(event.time);
    await event.act();
  }
  await Promise.all(restarting);
}
