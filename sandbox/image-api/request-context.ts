import type { IncomingMessage } from 'node:http';
import { readRequest as readBody } from '../emulator-kit/request-body.js';
import { ApiError } from './api-error.js';

/** One incoming request, body already read. */
export interface RequestContext {
  readonly method: string;
  readonly url: URL;
  readonly headers: IncomingMessage['headers'];
  /** The JSON body as an object ({} when empty), or undefined when it is not a JSON object. */
  readonly body: Record<string, unknown> | undefined;
}

const MAX_BODY_BYTES = 5 * 1024 * 1024;

/** Reads the whole body (413 beyond 5 MiB) and parses it as JSON whatever the content type. */
export async function readRequest(req: IncomingMessage): Promise<RequestContext> {
  const { method, url, headers, body, oversize } = await readBody(req, MAX_BODY_BYTES);
  if (oversize !== undefined) throw new ApiError(413, 'Request body too large');
  return { method, url, headers, body: asObject(body) };
}

function asObject(body: unknown): Record<string, unknown> | undefined {
  if (body === undefined) return {};
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : undefined;
}

/** The body as an object, or a 400 when it was not a JSON object. */
export function requireBody(ctx: RequestContext): Record<string, unknown> {
  if (!ctx.body) throw new ApiError(400, 'Request body must be a JSON object');
  return ctx.body;
}
