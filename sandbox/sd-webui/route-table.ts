import type { RequestContext } from '../emulator-kit/request-body.js';
import { routeTable } from '../emulator-kit/route-table.js';
import type { EmulatorContext } from './emulator-context.js';
import { generate } from './routes/generation-routes.js';
import { caption, extraSingleImage, interrogate } from './routes/image-routes.js';
import {
  getOptions,
  loras,
  postOptions,
  refreshLoras,
  samplers,
  schedulers,
  sdModels,
  upscalers,
} from './routes/info-routes.js';
import {
  globalProgress,
  interrupt,
  pendingTasks,
  skip,
  taskProgress,
} from './routes/progress-routes.js';
import { jsonResponse, type SdResponse } from './sd-response.js';
import { OPERATIONS, type SdRoute } from './spec/sdapi-routes.js';

const BY_PATH = new Map<string, Partial<Record<string, SdRoute>>>();
for (const [route, op] of Object.entries(OPERATIONS)) {
  BY_PATH.set(op.path, { ...BY_PATH.get(op.path), [op.method]: route as SdRoute });
}

/** A route registered at `path`, whatever its method (to answer 404 where a server has none). */
export const routeByPath = (path: string): SdRoute | undefined =>
  Object.values(BY_PATH.get(path) ?? {})[0];

/** The WebUI's routes; FastAPI's 404 and 405 for the rest. */
export const { routeOf, dispatch } = routeTable<
  SdRoute,
  EmulatorContext,
  RequestContext,
  SdResponse
>({
  methodsOf: (path) => BY_PATH.get(path),
  handlers: {
    txt2img: (emu, ctx) => generate(emu, ctx, 'txt2img'),
    img2img: (emu, ctx) => generate(emu, ctx, 'img2img'),
    progress: globalProgress,
    internal_progress: taskProgress,
    ping: () => jsonResponse(200, {}),
    interrupt,
    skip,
    sd_models: sdModels,
    samplers,
    schedulers,
    upscalers,
    options_get: getOptions,
    options_post: postOptions,
    extra_single_image: extraSingleImage,
    interrogate,
    caption,
    pending_tasks: pendingTasks,
    loras,
    refresh_loras: refreshLoras,
  },
  refuse: (knownPath) =>
    knownPath
      ? jsonResponse(405, { detail: 'Method Not Allowed' })
      : jsonResponse(404, { detail: 'Not Found' }),
});
