import type { DiscordEmulator, RequestLogEntry } from '../sandbox/discord/index.js';
import type { ImageApi } from '../sandbox/image-api/index.js';
import type { DiscordSample } from './discord-sample.js';
import type { JobSample, TaskSample } from './world-protocol.js';

/** What a Discord request was for, as the report groups them. */
function kindOf(entry: RequestLogEntry): string {
  if (entry.route === 'interactionCallback') return 'interaction callbacks';
  if (entry.route === 'webhookMessage' && entry.method === 'PATCH') {
    return entry.files.length > 0 ? 'reply edits with the image' : 'reply edits (progress)';
  }
  if (entry.route === 'webhookExecute') return 'follow-ups';
  return `${entry.method} ${entry.route ?? 'unknown route'}`;
}

/** Counts the Discord requests after `fromSeq`, by kind, with the 429s and other errors. */
export function sampleDiscord(discord: DiscordEmulator, fromSeq: number): DiscordSample {
  const byKind: Record<string, number> = {};
  const errors: Record<string, number> = {};
  let total = 0;
  let rateLimitHits = 0;
  for (const entry of discord.requests) {
    if (entry.seq <= fromSeq) continue;
    total += 1;
    const kind = kindOf(entry);
    byKind[kind] = (byKind[kind] ?? 0) + 1;
    if (entry.status === 429) rateLimitHits += 1;
    else if (entry.status >= 400) {
      const key = `${entry.status} ${kind}`;
      errors[key] = (errors[key] ?? 0) + 1;
    }
  }
  return { total, byKind, rateLimitHits, errors };
}

/**
 * Every task the bot asked about, with its drawn duration and status-request times, and the job
 * samples completed with their task's id and completion instant (tasks are matched to jobs
 * through the service account: one per member, `bench-<index>`).
 */
export function sampleTasks(
  imageApi: ImageApi,
  jobs: readonly JobSample[],
): { tasks: TaskSample[]; jobs: JobSample[] } {
  const tasks: TaskSample[] = [];
  const byJob = new Map<number, { taskId: string; completedAt: number }>();
  for (const [taskId, statusTimes] of imageApi.stats.statusRequests) {
    const task = imageApi.task(taskId);
    if (!task) continue;
    tasks.push({ taskId, family: task.family, durationMs: task.durationMs, statusTimes });
    const index = Number(task.userName.replace('bench-', ''));
    if (task.fate === 'complete') {
      byJob.set(index, { taskId, completedAt: task.createdAt + task.durationMs });
    }
  }
  return {
    tasks,
    jobs: jobs.map((job) => ({ ...job, ...byJob.get(job.index) })),
  };
}
