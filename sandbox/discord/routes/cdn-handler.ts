import type { ServerResponse } from 'node:http';
import type { AttachmentStore } from '../state/attachment-store.js';

/**
 * Serves `/cdn/{path}` and `/media/{path}` (the attachment `url` and `proxy_url`) and
 * `/external/{path}` (a linked picture's `proxy_url`) with the stored
 * bytes and content type; answers 404 for anything it never handed out, and, as Discord does once
 * a signed URL's time passed, for a URL that expired (`AttachmentStore.expireAll`).
 */
export function serveCdn(
  attachments: AttachmentStore,
  method: string,
  pathname: string,
  response: ServerResponse,
): void {
  const path = pathname.replace(/^\/(cdn|media)\//, '').replace(/^\/(?=external\/)/, '');
  const file = attachments.byPath(path);
  if (!file || (method !== 'GET' && method !== 'HEAD')) {
    response.writeHead(404, { 'Content-Type': 'text/plain' }).end('404: Not Found');
    return;
  }
  if (attachments.isExpired(file)) {
    response
      .writeHead(404, { 'Content-Type': 'text/plain' })
      .end('This content is no longer available.');
    return;
  }
  if (method === 'GET') attachments.noteFetch(file);
  response.writeHead(200, {
    'Content-Type': file.contentType,
    'Content-Length': String(file.size),
    'Content-Disposition': `inline; filename="${file.filename}"`,
    'Cache-Control': 'public, max-age=31536000',
  });
  response.end(method === 'HEAD' ? undefined : file.bytes);
}
