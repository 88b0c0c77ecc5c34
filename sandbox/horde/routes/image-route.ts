import type { EmulatorContext } from '../emulator-context.js';
import type { HordeResponse } from '../horde-response.js';
import { IMAGE_PATH } from '../image-store.js';
import type { RequestContext } from '../request-context.js';

function s3Error(status: number, code: string, message: string): HordeResponse {
  const xml = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;
  return { status, headers: { 'content-type': 'application/xml' }, body: Buffer.from(xml) };
}

/**
 * `GET /stable-horde/<generation id>.webp?expires=…`: the image as the presigned R2 URL serves
 * it (`image/webp`); past `expires` (30 min after the status call, on the emulator's clock) a
 * 403 `Request has expired`, an unknown image 404 `NoSuchKey`, both XML as from S3.
 */
export async function serveImage(
  emu: EmulatorContext,
  ctx: RequestContext,
): Promise<HordeResponse> {
  const id = IMAGE_PATH.exec(ctx.url.pathname)?.[1] ?? '';
  const expires = Number(ctx.url.searchParams.get('expires'));
  if (!(expires > emu.now())) return s3Error(403, 'AccessDenied', 'Request has expired');
  const bytes = await emu.images.bytes(id);
  if (!bytes) return s3Error(404, 'NoSuchKey', 'The specified key does not exist.');
  return { status: 200, headers: { 'content-type': 'image/webp' }, body: bytes };
}
