import type { Logger } from '../../core/logger.js';
import { UnknownTaskError } from '../../image-backend/backend-errors.js';
import type { CallOptions, StatusOptions, TaskStatus } from '../../image-backend/backend-types.js';
import { failureOf } from './comfy-failure.js';
import type { ComfyCall, ComfyHttpSettings } from './comfy-http.js';
import { emptySchema, type HistoryEntry, historySchema, queueSchema } from './comfy-schemas.js';
import type { ComfySocket } from './comfy-socket.js';
import { videoOf } from './comfy-video-outputs.js';
import { viewUrl } from './comfy-view.js';

/** One call of the server's API, watched for the server being down (`ComfyBackend`'s). */
export type ComfyCaller = <T>(call: ComfyCall<T>, options?: CallOptions) => Promise<T>;

/** What a prompt that completed with a video becomes before it is told (`ComfyVideoFit.settle`). */
export type VideoSettle = (
  taskId: string,
  entry: HistoryEntry,
  done: Extract<TaskStatus, { state: 'completed' }>,
  options?: StatusOptions,
) => Promise<TaskStatus>;

/**
 * Where a queued prompt is: the WebSocket while it runs and the socket is up, `/queue` while it
 * waits, `/history` for its end (and whenever the socket is down or it was queued before a restart).
 */
export class ComfyTaskState {
  readonly #call: ComfyCaller;
  readonly #socket: ComfySocket;
  readonly #http: ComfyHttpSettings;
  readonly #logger: Logger;
  readonly #settle: VideoSettle;

  constructor(
    call: ComfyCaller,
    socket: ComfySocket,
    http: ComfyHttpSettings,
    logger: Logger,
    settle: VideoSettle,
  ) {
    this.#call = call;
    this.#socket = socket;
    this.#http = http;
    this.#logger = logger;
    this.#settle = settle;
  }

  /**
   * A video is told completed once it fits `uploadLimit` (`VideoSettle`).
   * @throws {UnknownTaskError} when the server holds no prompt `taskId`.
   */
  async status(taskId: string, options?: StatusOptions): Promise<TaskStatus> {
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
    const entry = await this.entry(taskId, options);
    if (entry) return this.#told(taskId, entry, options);
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
    const ended = await this.entry(taskId, options);
    if (ended) return this.#told(taskId, ended, options);
    throw new UnknownTaskError(taskId, { detail: `ComfyUI has no prompt ${taskId}` });
  }

  /** Whether the server holds prompt `promptId`: in `/history` once ended, else in `/queue`. */
  async holds(promptId: string, options?: CallOptions): Promise<boolean> {
    return (await this.entry(promptId, options)) !== undefined || this.queued(promptId, options);
  }

  /** Whether prompt `promptId` is queued or running. */
  async queued(promptId: string, options?: CallOptions): Promise<boolean> {
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

  /** Prompt `promptId`'s `/history` entry, once it ended. */
  async entry(promptId: string, options?: CallOptions): Promise<HistoryEntry | undefined> {
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

  /** A prompt's end as told: a video once settled (`VideoSettle`). */
  #told(
    taskId: string,
    entry: HistoryEntry,
    options?: StatusOptions,
  ): Promise<TaskStatus> | TaskStatus {
    const done = this.ended(taskId, entry);
    return done.state === 'completed' && done.video
      ? this.#settle(taskId, entry, done, options)
      : done;
  }

  /**
   * A prompt's end, from its history: its video with its sampled frames (`comfy-video-outputs.ts`),
   * else its first saved image, or why it failed.
   */
  ended(taskId: string, entry: HistoryEntry): TaskStatus {
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
