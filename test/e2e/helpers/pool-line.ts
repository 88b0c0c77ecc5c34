import type { InteractionRun } from '../../../sandbox/discord/index.js';
import type { GpuStats } from '../../../sandbox/emulator-kit/gpu-stats.js';
import type { GenerationJob } from '../../../src/jobs/generation-job.js';
import type { BotEnv } from './bot-env.js';

/** The job ids of a reply of `count` images: its interaction's id, then `.1`, `.2`… */
export const jobIdsOf = (run: InteractionRun, count = 1): string[] =>
  Array.from({ length: count }, (_, at) => (at === 0 ? run.id : `${run.id}.${at}`));

/** The jobs of `ids` as the bot keeps them now (each must exist). */
export async function jobsOf(env: BotEnv, ids: readonly string[]): Promise<GenerationJob[]> {
  const jobs = await Promise.all(ids.map((id) => env.app.context.jobs.get(id)));
  return jobs.map((job, at) => {
    if (!job) throw new Error(`no job ${ids[at]}`);
    return job;
  });
}

/** The ids of `jobs` sent to a server, in the order they were sent. */
export const sentInOrder = (jobs: readonly GenerationJob[]): string[] =>
  jobs
    .filter((job) => job.submittedAt !== undefined)
    .sort((a, b) => (a.submittedAt ?? 0) - (b.submittedAt ?? 0))
    .map((job) => job.id);

/** The most jobs one emulated GPU ever held waiting behind its running one, and running at once. */
export const mostHeld = ({ queue }: GpuStats): { waiting: number; running: number } => ({
  waiting: Math.max(0, ...queue.map(({ waiting }) => waiting)),
  running: Math.max(0, ...queue.map(({ running }) => running)),
});
