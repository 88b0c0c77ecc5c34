import type { EmulatorContext } from '../emulator-context.js';
import type { JsonAnswer } from '../openai-response.js';
import type { RequestContext } from '../request-context.js';

/** Where an image handed out by URL is served: `/images/<id>.<format>`, outside the API. */
const HOSTED_PATH = /^\/images\/([\w-]+)\.(?:png|jpeg|webp)$/;

/**
 * `GET /images/<id>.<format>`: an image a JSON answer handed out by URL (`imageAnswer: 'url'`),
 * without a key, as a blob store serves a signed URL; unknown or past its 60 minutes, 404.
 * Undefined for any other request.
 */
export function hostedImage(emu: EmulatorContext, ctx: RequestContext): JsonAnswer | undefined {
  const id = ctx.method === 'GET' ? HOSTED_PATH.exec(ctx.url.pathname)?.[1] : undefined;
  if (id === undefined) return undefined;
  emu.stats.hostedImages++;
  const image = emu.hosted.get(id);
  if (!image || image.expiresAt <= emu.clock.now()) {
    const body = Buffer.from('<Error><Code>BlobNotFound</Code></Error>');
    return {
      kind: 'json',
      status: 404,
      headers: { 'content-type': 'application/xml' },
      body,
      json: undefined,
    };
  }
  return {
    kind: 'json',
    status: 200,
    headers: { 'content-type': image.contentType },
    body: image.bytes,
    json: undefined,
  };
}
