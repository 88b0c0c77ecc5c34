import { Prng } from '../sandbox/prng.js';
import type { Workflow } from '../src/image-backend/generation-parameters.js';

/** One planned `/imagine`: who runs it, where, when (ms after the start) and with what. */
export interface PlannedJob {
  readonly index: number;
  readonly guildIndex: number;
  readonly atMs: number;
  readonly workflow: Workflow;
}

/** Options of {@link arrivalSchedule}. */
export interface ArrivalOptions {
  readonly guilds: number;
  readonly jobs: number;
  readonly timeScale: number;
  readonly seed: number;
  /** Generations one server runs at once (the bot's `GUILD_MAX_ACTIVE_JOBS`). */
  readonly slotsPerGuild: number;
  /** Share of those slots kept busy on average. */
  readonly load: number;
  /** Every job at time 0 instead of Poisson arrivals. */
  readonly burst: boolean;
}

/** The workflows in turn: three node-graph ones (10–60 s) and `rr3` (10–30 s). */
export const BENCH_WORKFLOWS: readonly Workflow[] = ['default', 'anime', 'z-image', 'rr3'];

/** Mean unscaled task duration of the {@link BENCH_WORKFLOWS} mix, per the service spec. */
export const MEAN_TASK_MS = (35_000 * 3 + 20_000) / 4;

/**
 * Poisson arrivals per server: jobs go to servers in turn, and each server's inter-arrival time
 * is exponential with a mean that keeps `load` of its slots busy (or 0 in a burst). Sorted, seeded.
 */
export function arrivalSchedule(options: ArrivalOptions): PlannedJob[] {
  const { load } = options;
  const random = new Prng(options.seed ^ 0x5eed);
  const meanGapMs = (MEAN_TASK_MS * options.timeScale) / (load * options.slotsPerGuild);
  const clocks = new Array<number>(options.guilds).fill(0);
  const planned: PlannedJob[] = [];
  for (let index = 0; index < options.jobs; index++) {
    const guildIndex = index % options.guilds;
    const gap = options.burst ? 0 : -Math.log(1 - random.next()) * meanGapMs;
    const atMs = (clocks[guildIndex] ?? 0) + gap;
    clocks[guildIndex] = atMs;
    const workflow = BENCH_WORKFLOWS[index % BENCH_WORKFLOWS.length] as Workflow;
    planned.push({ index, guildIndex, atMs, workflow });
  }
  return planned.sort((a, b) => a.atMs - b.atMs);
}
