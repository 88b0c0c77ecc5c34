import type { IncomingMessage } from 'node:http';
import {
  type RequestContext as BodyContext,
  NOT_JSON,
  readRequest as readBody,
} from '../emulator-kit/request-body.js';

/**
 * One incoming request, body already read: its `body` is `undefined` when empty or multipart,
 * {@link NOT_JSON} when it does not parse.
 */
export interface RequestContext extends BodyContext {
  /**
   * The parts of a `multipart/form-data` body (`POST /images/edits`); {@link NOT_FORM} when it
   * does not parse or is over {@link MAX_FORM_BYTES}; `undefined` for any other content type.
   */
  readonly form: FormData | typeof NOT_FORM | undefined;
  /** The `x-request-id` of the answer. */
  readonly requestId: string;
  /** Aborts when the client goes away or the emulator closes. */
  readonly signal: AbortSignal;
}

export { NOT_JSON } from '../emulator-kit/request-body.js';

/** Marks a multipart body that does not parse or is too large. */
export const NOT_FORM = Symbol('not a form');

const MAX_BODY_BYTES = 8 * 1024 * 1024;

/**
 * The largest multipart body read (an edit's images: up to 16 of under 50 MB each at OpenAI; the
 * emulator holds a body in memory, so it reads one image of that size with room).
 */
export const MAX_FORM_BYTES = 64 * 1024 * 1024;

const isMultipart = (contentType: string | undefined) =>
  /^multipart\/form-data\s*;/i.test(contentType ?? '');

/** The parts of a multipart body, as undici reads them (`Response.formData`). */
async function parseForm(bytes: Buffer, contentType: string): Promise<FormData | typeof NOT_FORM> {
  try {
    return await new Response(new Uint8Array(bytes), {
      headers: { 'content-type': contentType },
    }).formData();
  } catch {
    return NOT_FORM;
  }
}

/**
 * Reads the whole body: a `multipart/form-data` one (up to {@link MAX_FORM_BYTES}) as its parts,
 * any other (up to 8 MiB) as JSON.
 */
export async function readRequest(
  req: IncomingMessage,
  requestId: string,
  signal: AbortSignal,
): Promise<RequestContext> {
  const contentType = req.headers['content-type'];
  const multipart = isMultipart(contentType);
  const read = await readBody(req, multipart ? MAX_FORM_BYTES : MAX_BODY_BYTES, {
    json: !multipart,
  });
  const form = !multipart
    ? undefined
    : read.oversize !== undefined
      ? NOT_FORM
      : await parseForm(read.raw, contentType as string);
  return { ...read, form, requestId, signal };
}

/** The key of an `Authorization: Bearer <key>` header, or undefined when there is none. */
export function bearerKey(ctx: RequestContext): string | undefined {
  const value = ctx.headers.authorization;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(
    Array.isArray(value) ? (value[0] ?? '') : (value ?? ''),
  );
  return match?.[1];
}
