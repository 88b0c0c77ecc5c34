import type { RequestContext } from '../emulator-kit/request-body.js';
import { type ComfyResponse, textResponse } from './comfy-response.js';
import type { EmulatorContext } from './emulator-context.js';
import { getHistory, getHistoryEntry, HISTORY_PATH, postHistory } from './routes/history-routes.js';
import { getPrompt, postPrompt } from './routes/prompt-routes.js';
import { getQueue, postInterrupt, postQueue } from './routes/queue-routes.js';
import { uploadImage } from './routes/upload-route.js';
import { OBJECT_INFO_PATH, objectInfo, viewFile } from './routes/view-route.js';
import type { ComfyRoute } from './spec/comfyui-spec.js';

/** The path without the `/api` prefix every route is also registered under. */
export function barePath(pathname: string): string {
  return pathname.startsWith('/api/') ? pathname.slice(4) : pathname;
}

/** The methods a (bare) path accepts, and the route each is (undefined: not a known path). */
function methodsOf(path: string): Record<string, ComfyRoute> | undefined {
  if (path === '/prompt') return { GET: 'prompt_get', POST: 'prompt_post' };
  if (path === '/queue') return { GET: 'queue_get', POST: 'queue_post' };
  if (path === '/interrupt') return { POST: 'interrupt' };
  if (path === '/history') return { GET: 'history_list', POST: 'history_post' };
  if (HISTORY_PATH.test(path)) return { GET: 'history_get' };
  if (path === '/view') return { GET: 'view', HEAD: 'view' };
  if (path === '/upload/image') return { POST: 'upload_image' };
  if (OBJECT_INFO_PATH.test(path)) return { GET: 'object_info' };
  if (path === '/ws') return { GET: 'ws' };
  return undefined;
}

/** Which route a request is for (`other` for unknown paths and wrong methods). */
export function routeOf(method: string, url: URL): ComfyRoute {
  return methodsOf(barePath(url.pathname))?.[method] ?? 'other';
}

/** Runs the handler of `route`; aiohttp's text 404 for unknown paths, 405 for a wrong method. */
export function dispatch(
  emu: EmulatorContext,
  route: ComfyRoute,
  ctx: RequestContext,
): ComfyResponse | Promise<ComfyResponse> {
  const path = barePath(ctx.url.pathname);
  switch (route) {
    case 'prompt_post':
      return postPrompt(emu, ctx);
    case 'prompt_get':
      return getPrompt(emu);
    case 'queue_get':
      return getQueue(emu);
    case 'queue_post':
      return postQueue(emu, ctx);
    case 'interrupt':
      return postInterrupt(emu, ctx);
    case 'history_get':
      return getHistoryEntry(emu, path);
    case 'history_list':
      return getHistory(emu, ctx);
    case 'history_post':
      return postHistory(emu, ctx);
    case 'view':
      return viewFile(emu, ctx);
    case 'upload_image':
      return uploadImage(emu, ctx);
    case 'object_info':
      return objectInfo(emu, path);
    case 'ws':
      return textResponse(
        400,
        'No WebSocket UPGRADE hdr: None\n Can "Upgrade" only to "WebSocket".',
      );
    default:
      return methodsOf(path)
        ? textResponse(405, '405: Method Not Allowed')
        : textResponse(404, '404: Not Found');
  }
}
