import { setTimeout as delay } from 'node:timers/promises';
import { z } from 'zod';
import type { JsonEndpoint } from '../../image-backend/json-request.js';
import { sdRequest } from './sd-webui-http.js';
import { readTask } from './sd-webui-progress.js';
import { anyAnswerSchema } from './sd-webui-schemas.js';

/** What `GET /sdapi/v1/progress` says of the running job: an API generation, and its count. */
const runningSchema = z.object({
  state: z.object({ job: z.string().nullish(), job_count: z.number().nullish() }),
});

/** `state.job` of a generation the API runs [A1 modules/api/api.py text2imgapi, img2imgapi]. */
const API_GENERATION = /^scripts_(txt2img|img2img)$/;

/** `POST /sdapi/v1/interrupt`: stops whatever runs. */
export const interruptRunning = (http: JsonEndpoint, signal?: AbortSignal) =>
  sdRequest(http, { method: 'POST', path: '/sdapi/v1/interrupt', schema: anyAnswerSchema }, signal);

/**
 * Calls of the bot's that nobody waits for any more: a task id the process does not hold was sent
 * by a process killed while the call was queued or running at the WebUI, which runs it anyway.
 * Read by its task id: queued, it is watched and interrupted as it starts; running
 * (`current_task`), it is interrupted while an API generation is indeed what runs (a failed job's
 * id stays `current_task` until the next job starts, so `active` alone may name a job long gone).
 * Each id once; nothing where the server names no task (no `/internal/progress`).
 */
export class SdOrphans {
  readonly #seen = new Set<string>();

  constructor(
    private readonly http: JsonEndpoint,
    private readonly closing: AbortSignal,
    private readonly pollMs: number,
  ) {}

  /** Stops the call of `taskId` at the WebUI once it runs, if it still waits or runs there. */
  stop(taskId: string): void {
    if (this.#seen.has(taskId)) return;
    this.#seen.add(taskId);
    void this.#watch(taskId).catch(() => undefined);
  }

  async #watch(taskId: string): Promise<void> {
    const signal = this.closing;
    while (!signal.aborted) {
      const read = await readTask(this.http, taskId, -1, { signal });
      if (read.active) {
        if (await this.#generationRuns(signal)) await interruptRunning(this.http, signal);
        return;
      }
      if (!read.queued) return;
      await delay(this.pollMs, undefined, { signal });
    }
  }

  async #generationRuns(signal: AbortSignal): Promise<boolean> {
    const path = '/sdapi/v1/progress?skip_current_image=true';
    const { state } = await sdRequest(
      this.http,
      { method: 'GET', path, schema: runningSchema },
      signal,
    );
    return API_GENERATION.test(state.job ?? '') && (state.job_count ?? 0) > 0;
  }
}
