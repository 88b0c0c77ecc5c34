import { ApiError } from './api-error.js';
import type { EmulatorContext } from './emulator-context.js';
import type { EmulatorResponse } from './emulator-response.js';
import type { EndpointKind } from './image-api-faults.js';
import { IMAGE_PATH, serveImage } from './image-route.js';
import { generateApiKey, getApiKey, revokeApiKey } from './key-routes.js';
import type { RequestContext } from './request-context.js';
import { submitImageGeneration, taskStatus, userBalance } from './v1-routes.js';

type Handler = (
  emu: EmulatorContext,
  req: RequestContext,
) => EmulatorResponse | Promise<EmulatorResponse>;

const ROUTES: Record<Exclude<EndpointKind, 'other'>, { methods: string[]; handle: Handler }> = {
  image_generation: { methods: ['POST'], handle: submitImageGeneration },
  task_status: { methods: ['GET'], handle: taskStatus },
  user_balance: { methods: ['GET'], handle: userBalance },
  generate_api_key: { methods: ['POST'], handle: generateApiKey },
  get_api_key: { methods: ['GET', 'POST'], handle: getApiKey },
  revoke_api_key: { methods: ['POST'], handle: revokeApiKey },
  image: { methods: ['GET', 'HEAD'], handle: serveImage },
};

const V1: readonly string[] = ['image_generation', 'task_status', 'user_balance'];
const ACTIONS: readonly string[] = ['generate_api_key', 'get_api_key', 'revoke_api_key'];

/** Which endpoint a request is for, from its path and `endpoint` / `action` parameter. */
export function endpointKindOf(url: URL): EndpointKind {
  if (url.pathname === '/v1/index.php') {
    const endpoint = url.searchParams.get('endpoint') ?? '';
    return V1.includes(endpoint) ? (endpoint as EndpointKind) : 'other';
  }
  if (url.pathname === '/api.php') {
    const action = url.searchParams.get('action') ?? '';
    return ACTIONS.includes(action) ? (action as EndpointKind) : 'other';
  }
  return IMAGE_PATH.test(url.pathname) ? 'image' : 'other';
}

/** Runs the handler of `kind`: 404 for unknown routes, 405 (with `Allow`) for a wrong method. */
export function dispatch(
  emu: EmulatorContext,
  kind: EndpointKind,
  req: RequestContext,
): EmulatorResponse | Promise<EmulatorResponse> {
  if (kind === 'other') {
    const { pathname } = req.url;
    const known = pathname === '/v1/index.php' || pathname === '/api.php';
    throw new ApiError(404, known ? 'Unknown endpoint or action' : 'Not found');
  }
  const route = ROUTES[kind];
  if (!route.methods.includes(req.method)) {
    throw new ApiError(405, 'Method not allowed', { allow: route.methods.join(', ') });
  }
  return route.handle(emu, req);
}
