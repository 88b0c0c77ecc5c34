import type { IncomingMessage } from 'node:http';
import { readCappedBody } from '../core/capped-body.js';

/**
 * The most a Send may carry, read before anything is decoded: a mask PNG (mostly flat, a few
 * hundred kilobytes at 2048 px) and the prompt. A body declared larger is refused unread.
 */
export const MASK_UPLOAD_MAX_BYTES = 4 * 1024 * 1024;

/** The longest prompt the page may send (Discord's own text input's limit). */
export const PROMPT_MAX_CHARS = 4_000;

/** What the page sent: the mask PNG's bytes and the prompt (unchanged or changed). */
export interface MaskUpload {
  readonly mask: Buffer;
  readonly prompt: string;
}

/** A Send the server refuses before reading its picture: the status and why (for the log). */
export class UploadRefused extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Reads a Send (`multipart/form-data`: `mask`, a PNG file; `prompt`, text) within
 * {@link MASK_UPLOAD_MAX_BYTES}: a declared `Content-Length` over it refused before reading, the
 * stream cut past it; the picture itself is checked by the region edits' mask rules afterwards.
 * @throws {UploadRefused}
 */
export async function readMaskUpload(request: IncomingMessage): Promise<MaskUpload> {
  const type = request.headers['content-type'] ?? '';
  if (!type.startsWith('multipart/form-data')) throw new UploadRefused(415, 'not a form');
  const declared = Number(request.headers['content-length'] ?? Number.NaN);
  const tooLarge = () => new UploadRefused(413, 'too large');
  if (declared > MASK_UPLOAD_MAX_BYTES) {
    request.resume();
    throw tooLarge();
  }
  const body = await readCappedBody(
    request,
    MASK_UPLOAD_MAX_BYTES,
    tooLarge,
    Number.isInteger(declared) ? declared : undefined,
  );
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': type } }).formData();
  } catch {
    throw new UploadRefused(400, 'not a readable form');
  }
  const mask = form.get('mask');
  const prompt = form.get('prompt');
  if (!(mask instanceof Blob) || typeof prompt !== 'string') {
    throw new UploadRefused(400, 'mask and prompt expected');
  }
  if (prompt.length > PROMPT_MAX_CHARS) throw new UploadRefused(400, 'prompt too long');
  return { mask: Buffer.from(await mask.arrayBuffer()), prompt: prompt.trim() };
}
