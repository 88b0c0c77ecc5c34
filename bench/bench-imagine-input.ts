import type { OptionValue } from '../sandbox/discord/index.js';
import type { PlannedJob } from './arrival-schedule.js';

/** The `/imagine` options a bench member types: a distinct prompt, the job's workflow, a size. */
export function benchImagineInput(job: PlannedJob, imageSize: number): Record<string, OptionValue> {
  return {
    prompt: `bench job ${job.index}: a lighthouse on a cliff at dusk, oil painting`,
    workflow: job.workflow,
    width: imageSize,
    height: imageSize,
  };
}
