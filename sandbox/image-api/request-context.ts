import type { IncomingMessage } from 'node:http';
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
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new ApiError(413, 'Request body too large');
    chunks.push(chunk);
  }
  return {
    method: req.method ?? 'GET',
    url: new URL(req.url ?? '/', 'http://emulator.invalid'),
    headers: req.headers,
    body: parseBody(Buffer.concat(chunks).toString('utf8')),
  };
}

function parseBody(text: string): Record<string, unknown> | undefined {
  if (text.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The body as an object, or a 400 when it was not a JSON object. */
export function requireBody(ctx: RequestContext): Record<string, unknown> {
  if (!ctx.body) throw new ApiError(400, 'Request body must be a JSON object');
  return ctx.body;
}
