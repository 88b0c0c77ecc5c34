import { jsonWireAnswer } from '../emulator-kit/json-answer.js';
import { ApiError } from './api-error.js';

/** An answer ready to write: status, headers and the exact body bytes. */
export interface EmulatorResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** The `{ success, data, error }` envelope of every JSON answer. */
export interface Envelope {
  success: boolean;
  data: unknown;
  error: string | null;
}

/** A JSON answer carrying `envelope`. */
export function jsonResponse(
  status: number,
  envelope: Envelope,
  headers: Record<string, string> = {},
): EmulatorResponse {
  return jsonWireAnswer(status, envelope, {
    'content-type': 'application/json; charset=utf-8',
    ...headers,
  });
}

/** A 200 answer `{ success: true, data, error: null }`. */
export function okResponse(data: unknown): EmulatorResponse {
  return jsonResponse(200, { success: true, data, error: null });
}

/** The answer for a failed request: `{ success: false, data: null, error: message }`. */
export function errorResponse(error: ApiError): EmulatorResponse {
  return jsonResponse(
    error.status,
    { success: false, data: null, error: error.message },
    { ...error.headers },
  );
}

/** Shorthand for {@link errorResponse} of a new `ApiError`. */
export function failure(status: number, message: string, headers?: Record<string, string>) {
  return errorResponse(new ApiError(status, message, headers));
}

/** An HTML error page, as a broken proxy or PHP fatal error would send. */
export function htmlResponse(status: number): EmulatorResponse {
  const page =
    '<!DOCTYPE html>\n<html><head><title>Service error</title></head><body>' +
    '<h1>Service error</h1><p><b>Fatal error</b>: upstream returned an unexpected page.</p>' +
    '</body></html>\n';
  return {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body: Buffer.from(page),
  };
}

const PLACEHOLDER = Buffer.from(
  JSON.stringify({ success: true, data: { status: 'processing', progress: 42 }, error: null }),
);

/** A JSON answer whose body is cut in half (`real` body when given, else a placeholder). */
export function truncatedJsonResponse(status: number, real?: EmulatorResponse): EmulatorResponse {
  const source = real?.headers['content-type']?.startsWith('application/json')
    ? real.body
    : PLACEHOLDER;
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: source.subarray(0, Math.max(1, Math.floor(source.length / 2))),
  };
}

/** `301 Moved Permanently` to `base` plus the request's path and query, with an empty body. */
export function movedResponse(base: string, requestUrl: URL): EmulatorResponse {
  const location = `${base.replace(/\/+$/, '')}${requestUrl.pathname}${requestUrl.search}`;
  return { status: 301, headers: { location }, body: Buffer.alloc(0) };
}

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** `response` with a UTF-8 byte-order mark before its body when it is JSON; as is otherwise. */
export function withBom(response: EmulatorResponse): EmulatorResponse {
  if (!response.headers['content-type']?.startsWith('application/json')) return response;
  return { ...response, body: Buffer.concat([BOM, response.body]) };
}
