import type { RouteHandler, RouteHandlers } from '../emulator-kit/route-table.js';
import type { EmulatorContext } from './emulator-context.js';
import type { KeyAccount } from './key-registry.js';
import { invalidUrl, type JsonAnswer } from './openai-response.js';
import type { RequestContext } from './request-context.js';
import { createImageEdit } from './routes/edits.js';
import { createImage } from './routes/generations.js';
import { listModels, MODEL_PATH, retrieveModel } from './routes/models.js';
import type { OpenAiRoute } from './spec/openai-spec.js';
import type { StreamAnswer } from './stream-answer.js';

/** What a route answers: JSON, a stream, or nothing (the client is gone). */
export type Outcome = JsonAnswer | StreamAnswer | 'drop';

type Handler = RouteHandler<EmulatorContext, RequestContext, Outcome, [KeyAccount]>;

const HANDLERS: RouteHandlers<OpenAiRoute, Handler> = {
  images_generations: createImage,
  images_edits: createImageEdit,
  models_list: listModels,
  models_retrieve: retrieveModel,
};

/** The path under `basePath` (`/images/generations`), or undefined when outside it. */
export function apiPath(basePath: string, url: URL): string | undefined {
  const path = url.pathname.replace(/\/+$/, '');
  return path.startsWith(`${basePath}/`) ? path.slice(basePath.length) : undefined;
}

/** Which route a request is for (`other` for unknown paths and wrong methods). */
export function routeOf(method: string, url: URL, basePath: string): OpenAiRoute {
  const path = apiPath(basePath, url);
  if (path === '/images/generations' && method === 'POST') return 'images_generations';
  if (path === '/images/edits' && method === 'POST') return 'images_edits';
  if (path === '/models' && method === 'GET') return 'models_list';
  if (path && MODEL_PATH.test(path) && method === 'GET') return 'models_retrieve';
  return 'other';
}

/**
 * Runs the handler of `route`; an unknown path or method (or edits, on a provider without them)
 * gets OpenAI's 404 `Invalid URL`.
 */
export function dispatch(
  emu: EmulatorContext,
  route: OpenAiRoute,
  ctx: RequestContext,
  account: KeyAccount,
): Outcome | Promise<Outcome> {
  if (route === 'other' || (route === 'images_edits' && !emu.options.edits)) {
    throw invalidUrl(ctx.method, ctx.url.pathname);
  }
  return HANDLERS[route](emu, ctx, account);
}
