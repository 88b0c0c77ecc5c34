import { ImageHostRefusedError } from '../../image-backend/backend-errors.js';
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
 * `url` when it is this server's `/view` (the only URL its images are read from, through the
 * port's download on the operator's origin: `ImageDownloader`).
 * @throws {ImageHostRefusedError} for any other URL.
 */
export function checkedViewUrl(http: ComfyHttpSettings, url: string): string {
  const target = URL.parse(url);
  const view = new URL(`${http.baseUrl}/view`);
  if (target?.origin !== view.origin || target.pathname !== view.pathname) {
    throw new ImageHostRefusedError(target?.host ?? 'invalid URL', {
      detail: 'ComfyUI images are read from its own /view only',
    });
  }
  return url;
}
