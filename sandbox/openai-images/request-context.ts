import type { IncomingMessage } from 'node:http';

/** One incoming request, body already read. */
export interface RequestContext {
  readonly method: string;
  readonly url: URL;
  readonly headers: IncomingMessage['headers'];
  /** The parsed JSON body; `undefined` when empty; {@link NOT_JSON} when it does not parse. */
  readonly body: unknown;
  /** The `x-request-id` of the answer. */
  readonly requestId: string;
  /** Aborts when the client goes away or the emulator closes. */
  readonly signal: AbortSignal;
}

/** Marks a body that is not JSON. */
export const NOT_JSON = Symbol('not JSON');

const MAX_BODY_BYTES = 8 * 1024 * 1024;

/** Reads the whole body (up to 8 MiB) and parses it as JSON. */
export async function readRequest(
  req: IncomingMessage,
  requestId: string,
  signal: AbortSignal,
): Promise<RequestContext> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= MAX_BODY_BYTES) chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  let body: unknown;
  if (size > MAX_BODY_BYTES) body = NOT_JSON;
  else if (text.trim() !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      body = NOT_JSON;
    }
  }
  return {
    method: req.method ?? 'GET',
    url: new URL(req.url ?? '/', 'http://emulator.invalid'),
    headers: req.headers,
    body,
    requestId,
    signal,
  };
}

/** The key of an `Authorization: Bearer <key>` header, or undefined when there is none. */
export function bearerKey(ctx: RequestContext): string | undefined {
  const value = ctx.headers.authorization;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(
    Array.isArray(value) ? (value[0] ?? '') : (value ?? ''),
  );
  return match?.[1];
}
