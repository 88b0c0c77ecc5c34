import type { RequestContext } from '../../emulator-kit/request-body.js';
import { type ComfyResponse, emptyResponse, jsonResponse } from '../comfy-response.js';
import type { EmulatorContext } from '../emulator-context.js';
import { idsToDelete, jsonBody } from './body-checks.js';

/** `/history/{prompt_id}`. */
export const HISTORY_PATH = /^\/history\/([^/]+)$/;

/** `GET /history/{prompt_id}`: `{id: entry}` once the prompt ended, `{}` before and for unknown ids. */
export function getHistoryEntry(emu: EmulatorContext, path: string): ComfyResponse {
  const id = decodeURIComponent(HISTORY_PATH.exec(path)?.[1] ?? '');
  const entry = emu.queue.history.get(id);
  return jsonResponse(200, entry ? { [id]: structuredClone(entry) } : {});
}

/** `GET /history?max_items=&offset=` as `get_history` pages it (the last `max_items` by default). */
export function getHistory(emu: EmulatorContext, ctx: RequestContext): ComfyResponse {
  const maxParam = ctx.url.searchParams.get('max_items');
  const offsetParam = ctx.url.searchParams.get('offset');
  const max = maxParam === null ? undefined : Number.parseInt(maxParam, 10);
  let offset = offsetParam === null ? -1 : Number.parseInt(offsetParam, 10);
  const entries = [...emu.queue.history];
  if (offset < 0 && max !== undefined) offset = entries.length - max;
  const out: Record<string, unknown> = {};
  for (const [i, [id, entry]] of entries.entries()) {
    if (i < offset) continue;
    out[id] = structuredClone(entry);
    if (max !== undefined && Object.keys(out).length >= max) break;
  }
  return jsonResponse(200, out);
}

/** `POST /history`: `{clear: true}`, `{delete: [ids]}`; always 200, empty. */
export function postHistory(emu: EmulatorContext, ctx: RequestContext): ComfyResponse {
  const body = jsonBody(emu, ctx, 'history_post', 'HistoryManageRequest');
  if ('clear' in body && body.clear) emu.queue.history.clear();
  for (const id of idsToDelete(body)) emu.queue.history.delete(id);
  return emptyResponse();
}
