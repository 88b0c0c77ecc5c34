import { ApiError } from './api-error.js';
import { taskStateAt } from './emulated-task.js';
import type { EmulatorContext } from './emulator-context.js';
import type { EmulatorResponse } from './emulator-response.js';
import type { RequestContext } from './request-context.js';

/** Path of a generated image: `/images/<taskId>.png`. */
export const IMAGE_PATH = /^\/images\/([0-9a-zA-Z-]+)\.png$/;

/**
 * `GET /images/<taskId>.png`: the image of a completed task (its PNG, or the file it was given to
 * serve, under that file's content type), no key needed; 404 before that.
 */
export async function serveImage(
  emu: EmulatorContext,
  req: RequestContext,
): Promise<EmulatorResponse> {
  const taskId = IMAGE_PATH.exec(req.url.pathname)?.[1] ?? '';
  const task = emu.tasks.get(taskId);
  if (!task) throw new ApiError(404, 'Image not found');
  if (taskStateAt(task, emu.now()).state !== 'completed') {
    throw new ApiError(404, 'Image not ready');
  }
  return {
    status: 200,
    headers: {
      'content-type': task.served?.contentType ?? 'image/png',
      'cache-control': 'public, max-age=31536000',
    },
    body: await emu.tasks.image(task),
  };
}
