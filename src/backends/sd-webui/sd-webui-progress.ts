import type { CallOptions, TaskStatus } from '../../image-backend/backend-types.js';
import type { JsonEndpoint } from '../../image-backend/json-request.js';
import {
  base64Fits,
  type PreviewFormat,
  type TaskPreview,
} from '../../image-backend/task-preview.js';
import { sdRequest } from './sd-webui-http.js';
import { type TaskProgress, taskProgressSchema } from './sd-webui-schemas.js';

/** `textinfo` of a queued task: its place among the waiting ones, by arrival. */
const IN_QUEUE = /^In queue: (\d{1,6})\/\d{1,6}$/;
/** A live preview's data URL. */
const DATA_URL = /^data:image\/(png|jpeg|webp);base64,/;

/** What the bot keeps of a blocking call while it runs. */
export interface SdRunning {
  /** Whether the call runs under its task id (a generation, not an upscale). */
  readonly tracked: boolean;
  /** The latest live preview, and `id_live_preview` to send with the next progress read. */
  preview?: TaskPreview;
  previewId: number;
  /** Stop waiting was pressed: the job is interrupted once it is the one running. */
  cancelled: boolean;
}

/** `POST /internal/progress` for the bot's own task id (the preview after `previewId`). */
export function readTask(
  http: JsonEndpoint,
  taskId: string,
  previewId: number,
  options: CallOptions = {},
): Promise<TaskProgress> {
  const path = '/internal/progress';
  const body = { id_task: taskId, id_live_preview: previewId, live_preview: true };
  const call = { method: 'POST', path, body, schema: taskProgressSchema } as const;
  return sdRequest(http, { ...call, timeoutMs: options.timeoutMs }, options.signal);
}

/**
 * A running call's status from its task's progress: queued with its place (the running job is
 * ahead of the first waiting one), running with its percentage and its newest live preview
 * (kept on the call, bounded before decoding), or pending while the WebUI has not yet seen
 * it (or the server has no `/internal/progress`: started with `--nowebui`).
 */
export function statusOf(
  taskId: string,
  call: SdRunning,
  read: TaskProgress | undefined,
): TaskStatus {
  if (read?.queued) {
    const place = IN_QUEUE.exec(read.textinfo ?? '')?.[1];
    return { taskId, state: 'queued', ...(place && { queuePosition: Number(place) + 1 }) };
  }
  if (!read?.active) return { taskId, state: 'pending' };
  const preview = read.live_preview;
  const format = preview && DATA_URL.exec(preview)?.[1];
  if (preview && format && typeof read.id_live_preview === 'number') {
    const base64 = preview.slice(preview.indexOf(',') + 1);
    if (base64Fits(base64)) {
      call.preview = {
        image: Buffer.from(base64, 'base64'),
        format: format as PreviewFormat,
        serial: read.id_live_preview + 1,
      };
      call.previewId = read.id_live_preview;
    }
  }
  const progress = Math.round(Math.min(1, Math.max(0, read.progress ?? 0)) * 100);
  return { taskId, state: 'processing', progress, ...(call.preview && { preview: call.preview }) };
}
