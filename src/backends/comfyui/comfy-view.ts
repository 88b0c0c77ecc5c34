import { request } from 'undici';
import {
  ImageHostRefusedError,
  ImageTooLargeError,
  ServiceUnavailableError,
} from '../../image-backend/backend-errors.js';
import type { CallOptions } from '../../image-backend/backend-types.js';
import type { ComfyHttpSettings } from './comfy-http.js';

/** The `/view` URL of an image a prompt saved, as its history names it. */
export function viewUrl(
  http: ComfyHttpSettings,
  image: { filename: string; subfolder: string; type: string },
): string {
  const view = new URL(`${http.baseUrl}/view`);
  view.searchParams.set('filename', image.filename);
  view.searchParams.set('subfolder', image.subfolder);
  view.searchParams.set('type', image.type);
  return view.href;
}

/**
 * Reads an image from the server's `/view` (no other URL), at most `maxBytes`.
 * @throws {ImageHostRefusedError} for any other URL; {@link ImageTooLargeError} past `maxBytes`;
 * {@link ServiceUnavailableError} when the server does not answer it.
 */
export async function downloadView(
  http: ComfyHttpSettings,
  url: string,
  options: CallOptions & { maxBytes?: number },
): Promise<Buffer> {
  const target = URL.parse(url);
  const base = new URL(http.baseUrl);
  if (!target || target.origin !== base.origin || !target.pathname.endsWith('/view')) {
    throw new ImageHostRefusedError(target?.host ?? 'invalid URL', {
      detail: 'ComfyUI images are read from its own /view only',
    });
  }
  const timeout = AbortSignal.timeout(options.timeoutMs ?? http.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Awaited<ReturnType<typeof request>>;
  try {
    response = await request(target, {
      headers: { ...http.authHeaders },
      signal,
      dispatcher: http.dispatcher,
    });
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason;
    throw new ServiceUnavailableError({ detail: `GET /view: ${String(error)}`, cause: error });
  }
  if (response.statusCode !== 200) {
    await response.body.dump();
    throw new ServiceUnavailableError({
      detail: `GET /view: HTTP ${response.statusCode}`,
      status: response.statusCode,
    });
  }
  const max = options.maxBytes ?? Number.POSITIVE_INFINITY;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += (chunk as Buffer).length;
    if (size > max) {
      response.body.destroy();
      throw new ImageTooLargeError(max);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
