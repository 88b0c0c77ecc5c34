import { NOT_JSON, type RequestContext } from '../../emulator-kit/request-body.js';
import { type ComfyResponse, emptyResponse, jsonResponse } from '../comfy-response.js';
import type { EmulatorContext } from '../emulator-context.js';
import { idsToDelete, jsonBody } from './body-checks.js';

/** `GET /queue`: the running item and the pending heap as it is (not sorted). */
export function getQueue(emu: EmulatorContext): ComfyResponse {
  const running = emu.queue.running;
  return jsonResponse(200, {
    queue_running: running ? [running] : [],
    queue_pending: [...emu.queue.pending],
  });
}

/** `POST /queue`: `{clear: true}` empties the pending heap, `{delete: [ids]}` removes those pending; always 200, empty. */
export function postQueue(emu: EmulatorContext, ctx: RequestContext): ComfyResponse {
  const body = jsonBody(emu, ctx, 'queue_post', 'QueueManageRequest');
  if ('clear' in body && body.clear) {
    emu.queue.clear();
    emu.executor.queueUpdated();
  }
  for (const id of idsToDelete(body)) {
    if (emu.queue.delete(id)) emu.executor.queueUpdated();
  }
  return emptyResponse();
}

/**
 * `POST /interrupt`: with `{prompt_id}`, interrupts only that prompt if it is running; without,
 * whatever runs. A body that is not JSON counts as `{}`. Always 200, empty.
 */
export function postInterrupt(emu: EmulatorContext, ctx: RequestContext): ComfyResponse {
  const parsed =
    ctx.body === NOT_JSON || ctx.body === undefined
      ? {}
      : jsonBody(emu, ctx, 'interrupt', 'InterruptRequest');
  const promptId = (parsed as { prompt_id?: unknown }).prompt_id;
  emu.executor.interrupt(promptId ? String(promptId) : undefined);
  return emptyResponse();
}
