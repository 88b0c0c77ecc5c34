import { NOT_JSON, type RequestContext } from '../../emulator-kit/request-body.js';
import { ComfyRefusal, internalError } from '../comfy-response.js';
import type { EmulatorContext } from '../emulator-context.js';
import type { ComfyRoute, DefinitionName } from '../spec/comfyui-spec.js';

/**
 * The JSON body of a request that `request.json()` reads: a body that is not JSON is the
 * exception aiohttp turns into a 500 (kept as a request violation); a body the description
 * refuses is recorded as a request violation and still handled, as the server handles it.
 */
export function jsonBody(
  emu: EmulatorContext,
  ctx: RequestContext,
  route: ComfyRoute,
  schema: DefinitionName,
): Record<string, unknown> {
  if (ctx.body === NOT_JSON || ctx.body === undefined) {
    throw new ComfyRefusal(internalError(), [
      { path: '', message: 'the body is not a JSON document' },
    ]);
  }
  const problems = emu.spec.problems(schema, ctx.body);
  if (problems.length) {
    emu.violation({
      side: 'request',
      route,
      method: ctx.method,
      path: ctx.url.pathname,
      status: 0,
      problems,
    });
  }
  if (typeof ctx.body !== 'object' || ctx.body === null || Array.isArray(ctx.body)) {
    throw new ComfyRefusal(internalError());
  }
  return ctx.body as Record<string, unknown>;
}

/** A list of prompt ids from `{delete: [...]}` (anything else: none). */
export function idsToDelete(body: Record<string, unknown>): string[] {
  return Array.isArray(body.delete)
    ? body.delete.filter((id): id is string => typeof id === 'string')
    : [];
}
