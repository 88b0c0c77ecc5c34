import type { RequestContext } from '../emulator-kit/request-body.js';
import { routeTable } from '../emulator-kit/route-table.js';
import { type ComfyResponse, textResponse } from './comfy-response.js';
import type { EmulatorContext } from './emulator-context.js';
import { getHistory, getHistoryEntry, HISTORY_PATH, postHistory } from './routes/history-routes.js';
import { METADATA_PATH, viewMetadata } from './routes/metadata-route.js';
import { getPrompt, postPrompt } from './routes/prompt-routes.js';
import { getQueue, postInterrupt, postQueue } from './routes/queue-routes.js';
import { uploadMask } from './routes/upload-mask.js';
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
  if (path === '/upload/mask') return { POST: 'upload_mask' };
  if (OBJECT_INFO_PATH.test(path)) return { GET: 'object_info' };
  if (METADATA_PATH.test(path)) return { GET: 'view_metadata' };
  if (path === '/ws') return { GET: 'ws' };
  return undefined;
}

/** ComfyUI's routes (each also under `/api`); aiohttp's text 404 for unknown paths, 405 for a wrong method. */
export const { routeOf, dispatch } = routeTable<
  ComfyRoute,
  EmulatorContext,
  RequestContext,
  ComfyResponse
>({
  methodsOf,
  pathOf: barePath,
  handlers: {
    prompt_post: postPrompt,
    prompt_get: getPrompt,
    queue_get: getQueue,
    queue_post: postQueue,
    interrupt: postInterrupt,
    history_get: (emu, ctx) => getHistoryEntry(emu, barePath(ctx.url.pathname)),
    history_list: getHistory,
    history_post: postHistory,
    view: viewFile,
    upload_image: uploadImage,
    upload_mask: uploadMask,
    object_info: (emu, ctx) => objectInfo(emu, barePath(ctx.url.pathname)),
    view_metadata: (emu, ctx) => viewMetadata(emu, ctx, barePath(ctx.url.pathname)),
    ws: () =>
      textResponse(400, 'No WebSocket UPGRADE hdr: None\n Can "Upgrade" only to "WebSocket".'),
  },
  refuse: (knownPath) =>
    knownPath ? textResponse(405, '405: Method Not Allowed') : textResponse(404, '404: Not Found'),
});
