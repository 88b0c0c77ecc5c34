import { Refusal } from '../emulator-kit/checked-answer.js';
import { type JsonWireAnswer, jsonWireAnswer } from '../emulator-kit/json-answer.js';

/** An answer ready to write. */
export type ComfyResponse = JsonWireAnswer;

/** A JSON answer (aiohttp's `json_response`). */
export function jsonResponse(status: number, value: unknown): ComfyResponse {
  return jsonWireAnswer(status, value, { 'content-type': 'application/json; charset=utf-8' });
}

/** aiohttp's `web.Response(status=…)`: no body. */
export function emptyResponse(status = 200): ComfyResponse {
  return { status, headers: { 'content-type': 'application/octet-stream' }, body: Buffer.alloc(0) };
}

/** aiohttp's plain-text answer for an HTTP error (`404: Not Found`, `405: Method Not Allowed`). */
export function textResponse(status: number, text: string): ComfyResponse {
  return {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
    body: Buffer.from(text),
  };
}

/** aiohttp's answer to an exception a handler did not catch. */
export function internalError(status = 500): ComfyResponse {
  const reason = status === 500 ? 'Internal Server Error' : 'Server Error';
  return textResponse(status, `${status} ${reason}\n\nServer got itself in trouble`);
}

/** A refusal thrown by a handler: its answer, and the request's spec problems if any. */
export class ComfyRefusal extends Refusal<ComfyResponse> {}
