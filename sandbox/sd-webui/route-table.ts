import type { RequestContext } from '../emulator-kit/request-body.js';
import type { EmulatorContext } from './emulator-context.js';
import { generate } from './routes/generation-routes.js';
import { extraSingleImage, interrogate } from './routes/image-routes.js';
import {
  getOptions,
  postOptions,
  samplers,
  schedulers,
  sdModels,
  upscalers,
} from './routes/info-routes.js';
import { globalProgress, interrupt, skip, taskProgress } from './routes/progress-routes.js';
import { jsonResponse, type SdResponse } from './sd-response.js';
import { OPERATIONS, type SdRoute } from './spec/sdapi-spec.js';

const BY_PATH = new Map<string, Partial<Record<string, SdRoute>>>();
for (const [route, op] of Object.entries(OPERATIONS)) {
  BY_PATH.set(op.path, { ...BY_PATH.get(op.path), [op.method]: route as SdRoute });
}

/** Which route a request is for (`other` for unknown paths and wrong methods). */
export function routeOf(method: string, url: URL): SdRoute {
  return BY_PATH.get(url.pathname)?.[method] ?? 'other';
}

/** Runs the handler of `route`; FastAPI's 404 and 405 for the rest. */
export async function dispatch(
  emu: EmulatorContext,
  route: SdRoute,
  ctx: RequestContext,
): Promise<SdResponse> {
  switch (route) {
    case 'txt2img':
    case 'img2img':
      return generate(emu, ctx, route);
    case 'progress':
      return globalProgress(emu, ctx);
    case 'internal_progress':
      return taskProgress(emu, ctx);
    case 'ping':
      return jsonResponse(200, {});
    case 'interrupt':
      return interrupt(emu);
    case 'skip':
      return skip(emu);
    case 'sd_models':
      return sdModels(emu);
    case 'samplers':
      return samplers();
    case 'schedulers':
      return schedulers();
    case 'upscalers':
      return upscalers();
    case 'options_get':
      return getOptions(emu);
    case 'options_post':
      return postOptions(emu, ctx);
    case 'extra_single_image':
      return extraSingleImage(emu, ctx);
    case 'interrogate':
      return interrogate(emu, ctx);
    default:
      return BY_PATH.has(ctx.url.pathname)
        ? jsonResponse(405, { detail: 'Method Not Allowed' })
        : jsonResponse(404, { detail: 'Not Found' });
  }
}
