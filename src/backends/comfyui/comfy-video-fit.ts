import type { Logger } from '../../core/logger.js';
import type { StatusOptions, TaskStatus } from '../../image-backend/backend-types.js';
import { sendRequest } from '../../image-backend/http-exchange.js';
import type { PixelSize } from '../../image-backend/images-in.js';
import type { ComfyHttpSettings } from './comfy-http.js';
import type { ComfyNodeInfo } from './comfy-node-info.js';
import type { HistoryEntry } from './comfy-schemas.js';
import { nextCrf, startingCrf } from './comfy-video-crf.js';
import { crfIn, setCrf, videoQualityOf, withCrf } from './comfy-video-quality.js';
import { checkedViewUrl } from './comfy-view.js';
import type { RegisteredWorkflow } from './comfy-workflow.js';
import { type ApiWorkflow, apiWorkflowSchema } from './comfy-workflow-graph.js';

/** At most this many encodes of one animation after the first. */
const MAX_REFITS = 3;

type Completed = Extract<TaskStatus, { state: 'completed' }>;

/** What {@link ComfyVideoFit} asks of the server, through the backend. */
export interface VideoFitServer {
  readonly http: ComfyHttpSettings;
  readonly nodes: ComfyNodeInfo;
  /** The history entry of prompt `id`, once it ended. */
  entry(id: string, options?: StatusOptions): Promise<HistoryEntry | undefined>;
  /** Whether prompt `id` is queued or running. */
  queued(id: string, options?: StatusOptions): Promise<boolean>;
  /** What an ended prompt's history says of it (`ComfyTaskState`'s end). */
  ended(id: string, entry: HistoryEntry): TaskStatus;
  /** Queues `prompt` under `id` (the bot's client id). */
  queue(prompt: ApiWorkflow, id: string, options?: StatusOptions): Promise<void>;
  /** The prompt id of task `taskId`'s `attempt`th encode again: the same in every process. */
  refitIdOf(taskId: string, attempt: number): string;
  readonly logger: Logger;
}

/**
 * An animation kept within the upload limit by the encoder's own settings, where the server
 * declares them (`videoQualityOf`: a newer `SaveVideo`'s H.264 crf, `SaveWEBM`'s crf): it starts
 * at a crf the limit should allow (`startingCrf`); a video still over it is encoded again from the
 * same prompt at a higher crf (`nextCrf`), which ComfyUI's cache runs as that one node, under a
 * prompt id drawn from the task's and the attempt, up to {@link MAX_REFITS} times. Nothing is
 * kept in memory: a restarted bot finds each attempt in the server's history.
 */
export class ComfyVideoFit {
  constructor(private readonly server: VideoFitServer) {}

  /** Writes into `prompt` (an animation of `size`) the crf to fit `limit`, where it has one. */
  async steer(
    prompt: ApiWorkflow,
    workflow: RegisteredWorkflow,
    size: PixelSize,
    limit: number,
  ): Promise<void> {
    const output = workflow.videoOutput;
    const node = output === undefined ? undefined : prompt[output];
    const infos = await this.server.nodes.read().catch(() => undefined);
    const quality = node && videoQualityOf(node, infos?.get(node.class_type));
    if (!node || !quality || !workflow.video) return;
    const video = { ...size, frames: workflow.video.frames };
    setCrf(node, quality, startingCrf(video, limit, quality, crfIn(node, quality)));
  }

  /**
   * Task `taskId`, whose prompt completed with a video (`done`, from `entry`), as the member is to
   * get it: the last encode made again, else, while one is under way, `processing` with
   * `refitting`; with `uploadLimit` a video over it is encoded again, smaller, when the next
   * crf is below the range's top. A video that still does not fit is given as it is: the bot
   * refuses it, saying what to change.
   */
  async settle(
    taskId: string,
    entry: HistoryEntry,
    done: Completed,
    options?: StatusOptions,
  ): Promise<TaskStatus> {
    let current = { entry, done };
    for (let attempt = 1; attempt <= MAX_REFITS; attempt++) {
      const knob = await this.#knobOf(current.entry);
      if (!knob) break;
      const id = this.server.refitIdOf(taskId, attempt);
      const found = await this.#attempt(id, options);
      if (found === 'queued') return { taskId, state: 'processing', refitting: true };
      if (found === 'failed') break;
      if (found) {
        current = found;
        continue;
      }
      const limit = options?.uploadLimit;
      if (limit === undefined || !current.done.video) break;
      const bytes = await this.#bytesOf(current.done.video.url, options);
      const crf = bytes === undefined ? undefined : nextCrf(bytes, limit, knob.crf, knob.quality);
      if (crf === undefined) break;
      await this.server.queue(withCrf(knob.graph, knob.output, knob.quality, crf), id, options);
      this.server.logger.info('encoding the video again to fit the upload limit', {
        taskId,
        bytes,
        limit,
        crf,
      });
      return { taskId, state: 'processing', refitting: true };
    }
    return { ...current.done, taskId };
  }

  /** Encode `id`: ended with a video, failed, under way, or none (never queued). */
  async #attempt(id: string, options?: StatusOptions) {
    const entry =
      (await this.server.entry(id, options)) ??
      ((await this.server.queued(id, options)) ? 'queued' : await this.server.entry(id, options));
    if (entry === 'queued' || entry === undefined) return entry;
    const done = this.server.ended(id, entry);
    if (done.state === 'completed' && done.video) return { entry, done };
    this.server.logger.warn('an encode to fit the upload limit failed', { promptId: id });
    return 'failed' as const;
  }

  /** The prompt an entry ran, its video's node, its quality setting and the crf it ran at. */
  async #knobOf(entry: HistoryEntry) {
    const graph = apiWorkflowSchema.safeParse(entry.prompt?.[2]).data;
    const output = Object.entries(entry.outputs).find(([, out]) => out.animated?.[0])?.[0];
    const node = graph && output !== undefined ? graph[output] : undefined;
    if (!graph || output === undefined || !node) return undefined;
    const infos = await this.server.nodes.read().catch(() => undefined);
    const quality = videoQualityOf(node, infos?.get(node.class_type));
    if (!quality) return undefined;
    return { graph, output, quality, crf: crfIn(node, quality) ?? quality.default };
  }

  /** The video's size by a `HEAD` of its `/view` (aiohttp's `FileResponse` says its length). */
  async #bytesOf(url: string, options?: StatusOptions): Promise<number | undefined> {
    const { http } = this.server;
    const target = new URL(checkedViewUrl(http, url));
    const response = await sendRequest(http.dispatcher, {
      method: 'HEAD',
      origin: target.origin,
      path: `${target.pathname}${target.search}`,
      headers: { ...http.authHeaders },
      timeoutMs: options?.timeoutMs ?? http.timeoutMs,
      signal: options?.signal,
      maxBytes: Number.MAX_SAFE_INTEGER,
      what: 'HEAD /view',
    });
    const length = Number(response.headers['content-length']);
    return response.status === 200 && Number.isFinite(length) ? length : undefined;
  }
}
