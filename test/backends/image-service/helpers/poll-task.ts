import { setTimeout as sleep } from 'node:timers/promises';
import type { ImageApiClient } from '../../../../src/backends/image-service/image-api-client.js';
import type { TaskStatus } from '../../../../src/backends/image-service/service-types.js';

/** Polls `taskId` every `intervalMs` until it is completed or failed; every status seen is kept. */
export async function pollTask(
  client: ImageApiClient,
  apiKey: string,
  taskId: string,
  { intervalMs = 5, maxPolls = 400 } = {},
): Promise<{ final: TaskStatus; seen: TaskStatus[] }> {
  const seen: TaskStatus[] = [];
  for (let poll = 0; poll < maxPolls; poll++) {
    const status = await client.taskStatus(apiKey, taskId);
    seen.push(status);
    if (status.state === 'completed' || status.state === 'failed') return { final: status, seen };
    await sleep(intervalMs);
  }
  throw new Error(`task ${taskId} did not finish after ${maxPolls} polls`);
}
