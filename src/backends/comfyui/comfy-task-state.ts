import type { Logger } from '../../core/logger.js';
import { UnknownTaskError } from '../../image-backend/backend-errors.js';
import type { CallOptions, TaskStatus } from '../../image-backend/backend-types.js';
import { failureOf } from './comfy-failure.js';
import type { ComfyCall, ComfyHttpSettings } from './comfy-http.js';
import { emptySchema, type HistoryEntry, historySchema, queueSchema } from './comfy-schemas.js';
import type { ComfySocket } from './comfy-socket.js';
import { videoOf } from './comfy-video-outputs.js';
import { viewUrl } from './comfy-view.js';

/** One call of the server's API, watched for the server being down (`ComfyBackend`'s). */
export type ComfyCaller = <T>(call: ComfyCall<T>, options?: CallOptions) => Promise<T>;

/**
 * Where a queued prompt is: the WebSocket while it runs and the socket is up, `/queue` while it
 * waits, `/history` for its end (and whenever the socket is down or it was queued before a restart).
 */
export class ComfyTaskState {
  readonly #call: ComfyCaller;
  readonly #socket: ComfySocket;
  readonly #http: ComfyHttpSettings;
  readonly #logger: Logger;

  constructor(call: ComfyCaller, socket: ComfySocket, http: ComfyHttpSettings, logger: Logger) {
    this.#call = call;
    this.#socket = socket;
    this.#http = http;
    this.#logger = logger;
  }

  /** @throws {UnknownTaskError} when the server holds no prompt `taskId`. */
  async status(taskId: string, options?: CallOptions): Promise<TaskStatus> {
    this.#socket.start();
    const current = this.#socket.current(taskId);
    if (current?.running && !current.ended) {
      return {
        taskId,
        state: 'processing',
        ...(current.progress !== undefined && { progress: current.progress }),
        ...(current.preview && { preview: current.preview }),
      };
    }
    const told = this.#socket.of(taskId);
    const entry = await this.#history(taskId, options);
    if (entry) return this.#ended(taskId, entry);
    const queue = await this.queue(options);
    if (queue.queue_running.some(([, id]) => id === taskId)) {
      return {
        taskId,
        state: 'processing',
        ...(told?.progress !== undefined && { progress: told.progress }),
        ...(told?.preview && { preview: told.preview }),
      };
    }
    const pending = [...queue.queue_pending].sort((a, b) => a[0] - b[0]);
    const place = pending.findIndex(([, id]) => id === taskId);
    if (place >= 0) {
      return { taskId, state: 'queued', queuePosition: place + 1 + queue.queue_running.length };
    }
    // It may have ended between the two reads: left the queue after history was read.
    const ended = await this.#history(taskId, options);
    if (ended) return this.#ended(taskId, ended);
    throw new UnknownTaskError(taskId, { detail: `ComfyUI has no prompt ${taskId}` });
  }

  /** Whether the server holds prompt `promptId`: in `/history` once ended, else in `/queue`. */
  async holds(promptId: string, options?: CallOptions): Promise<boolean> {
    if (await this.#history(promptId, options)) return true;
    const queue = await this.queue(options);
    return [...queue.queue_running, ...queue.queue_pending].some(([, id]) => id === promptId);
  }

  /**
   * Removes `taskId` from the queue while it waits; interrupts it only while it is the one
   * running (`/interrupt` stops whatever runs, so `/queue` is read first).
   */
  async cancel(taskId: string, options?: CallOptions): Promise<void> {
    const queue = await this.queue(options);
    if (queue.queue_pending.some(([, id]) => id === taskId)) {
      await this.#call(
        {
          what: 'POST /queue delete',
          method: 'POST',
          path: '/queue',
          body: { delete: [taskId] },
          schema: emptySchema,
        },
        options,
      );
    } else if (queue.queue_running.some(([, id]) => id === taskId)) {
      await this.#call(
        {
          what: 'POST /interrupt',
          method: 'POST',
          path: '/interrupt',
          body: { prompt_id: taskId },
          schema: emptySchema,
        },
        options,
      );
    }
  }

  /** `GET /queue`: the prompts running and those waiting. */
  queue(options?: CallOptions) {
    return this.#call(
      { what: 'GET /queue', method: 'GET', path: '/queue', schema: queueSchema },
      options,
    );
  }

  async #history(promptId: string, options?: CallOptions): Promise<HistoryEntry | undefined> {
    const history = await this.#call(
      {
        what: 'GET /history',
        method: 'GET',
        path: `/history/${encodeURIComponent(promptId)}`,
        schema: historySchema,
      },
      options,
    );
    return history[promptId];
  }

  /**
   * A prompt's end, from its history: its video with its sampled frames (`comfy-video-outputs.ts`),
   * else its first saved image, or why it failed.
   */
  #ended(taskId: string, entry: HistoryEntry): TaskStatus {
    if (entry.status.status_str === 'success') {
      const video = videoOf(this.#http, entry);
      if (video) {
        if ('missing' in video) {
          return { taskId, state: 'failed', error: video.missing, reason: 'failed' };
        }
        return { taskId, state: 'completed', imageUrl: video.poster, video: video.video };
      }
      const images = Object.values(entry.outputs).flatMap((output) => output.images ?? []);
      const image = images.find((ref) => ref.type === 'output') ?? images[0];
      if (image) return { taskId, state: 'completed', imageUrl: viewUrl(this.#http, image) };
      return { taskId, state: 'failed', error: 'the workflow saved no image', reason: 'failed' };
    }
    const { said, failedStep } = failureOf(taskId, entry, this.#logger);
    return {
      taskId,
      state: 'failed',
      error: said,
      reason: 'failed',
      ...(failedStep && { failedStep }),
    };
  }
}
