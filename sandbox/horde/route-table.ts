import { routeTable } from '../emulator-kit/route-table.js';
import type { EmulatorContext } from './emulator-context.js';
import type { HordeResponse } from './horde-response.js';
import { HordeError, jsonResponse } from './horde-response.js';
import { IMAGE_PATH, serveImage } from './image-store.js';
import { MODEL_REFERENCE_PATH, modelReferenceFile } from './model-reference.js';
import { perMinute, perSecond, type RateRule } from './rate-limiter.js';
import { header, type RequestContext } from './request-context.js';
import { generateAsync } from './routes/generate-async.js';
import {
  cancelInterrogation,
  INTERROGATION_PATH,
  interrogateAsync,
  interrogationStatusRoute,
} from './routes/interrogate.js';
import {
  cancelRequest,
  checkRequest,
  requestStatus,
  STATUS_PATH,
} from './routes/request-status.js';
import { findUser, statusModels } from './routes/user-routes.js';
import type { HordeRoute } from './spec/horde-spec.js';
import { ANONYMOUS_KEY } from './user-registry.js';

/** The methods a path accepts, and the route each method is (undefined: not a known path). */
function methodsOf(path: string): Record<string, HordeRoute> | undefined {
  if (path === '/api/v2/generate/async') return { POST: 'generate_async' };
  if (path === '/api/v2/interrogate/async') return { POST: 'interrogate_async' };
  if (INTERROGATION_PATH.test(path))
    return { GET: 'interrogate_status', DELETE: 'interrogate_cancel' };
  if (path === '/api/v2/find_user') return { GET: 'find_user' };
  if (path === '/api/v2/status/models') return { GET: 'status_models' };
  if (IMAGE_PATH.test(path)) return { GET: 'image', HEAD: 'image' };
  if (path === MODEL_REFERENCE_PATH) return { GET: 'model_reference' };
  const status = STATUS_PATH.exec(path);
  if (status?.[1] === 'check') return { GET: 'generate_check' };
  if (status) return { GET: 'generate_status', DELETE: 'generate_cancel' };
  return undefined;
}

/** The Horde's routes; flask's 404 for unknown paths, 405 for a wrong method. */
export const { routeOf, dispatch } = routeTable<
  HordeRoute,
  EmulatorContext,
  RequestContext,
  HordeResponse
>({
  methodsOf,
  handlers: {
    generate_async: generateAsync,
    generate_check: checkRequest,
    generate_status: requestStatus,
    generate_cancel: cancelRequest,
    interrogate_async: interrogateAsync,
    interrogate_status: interrogationStatusRoute,
    interrogate_cancel: cancelInterrogation,
    find_user: findUser,
    status_models: statusModels,
    model_reference: (emu) => jsonResponse(200, modelReferenceFile(emu.options.modelReference)),
    image: (emu, ctx) => serveImage(emu.images, emu.now(), ctx.url, emu.faults.htmlImage()),
  },
  refuse: (knownPath) => {
    if (knownPath) throw new HordeError(405, 'The method is not allowed for the requested URL.');
    throw new HordeError(
      404,
      'The requested URL was not found on the server. If you entered the URL manually please check your spelling and try again.',
    );
  },
});

/**
 * The flask-limiter rules a request of `route` counts against, with their keys: generate 2/s and
 * 90/min per IP+path and 2/s per API key (60/s for the shared anonymous key), check 10/s per
 * IP+path, status 10/min per IP+method+path, alchemy status and cancel 10/s per IP+method+path,
 * other API routes (alchemy submissions included: no limit of their own) 90/min per IP; images
 * none (R2).
 */
export function rateRules(route: HordeRoute, ctx: RequestContext): [string, RateRule][] {
  const path = `${ctx.ip}|${ctx.url.pathname}`;
  switch (route) {
    case 'generate_async': {
      const key = header(ctx, 'apikey') ?? '';
      const perKey = key === ANONYMOUS_KEY ? perSecond(60) : perSecond(2);
      return [
        [path, perMinute(90)],
        [path, perSecond(2)],
        [`key|${key}`, perKey],
      ];
    }
    case 'generate_check':
      return [[path, perSecond(10)]];
    case 'generate_status':
    case 'generate_cancel':
      return [[`${ctx.method}|${path}`, perMinute(10)]];
    case 'interrogate_status':
    case 'interrogate_cancel':
      return [[`${ctx.method}|${path}`, perSecond(10)]];
    case 'image':
    case 'model_reference':
      return [];
    default:
      return [[ctx.ip, perMinute(90)]];
  }
}
