import type { IncomingMessage } from 'node:http';

/** A JSON object the page sent. */
export type Body = Readonly<Record<string, unknown>>;

/** The largest body the page may send: a form's file upload (base64) fits, within the emulator's own limits. */
const MAX_BODY_BYTES = 12 * 1024 * 1024;

/** A request the playground refuses, with the reason the page shows. */
export class BadRequest extends Error {
  override readonly name = 'BadRequest';
}

/** Reads the request's JSON object (at most {@link MAX_BODY_BYTES}). */
export async function readJson(request: IncomingMessage): Promise<Body> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new BadRequest('the request is too large');
    chunks.push(chunk as Buffer);
  }
  let body: unknown;
  try {
    body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new BadRequest('the request is not JSON');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new BadRequest('the request is not a JSON object');
  return body as Body;
}

/** `body[key]` as a non-empty string. */
export function text(body: Body, key: string): string {
  const value = body?.[key];
  if (typeof value !== 'string' || value === '') throw new BadRequest(`"${key}" is missing`);
  return value;
}

/** A JSON array (an absent one is empty). */
export function list(value: unknown): readonly unknown[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new BadRequest('a list was expected');
  return value;
}

/** A JSON object's entries (an absent one has none). */
export function entries(value: unknown): [string, unknown][] {
  if (value === undefined) return [];
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new BadRequest('an object was expected');
  return Object.entries(value);
}
