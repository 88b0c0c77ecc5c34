import type { RequestContext } from '../../emulator-kit/request-body.js';
import {
  type ComfyResponse,
  emptyResponse,
  internalError,
  jsonResponse,
} from '../comfy-response.js';
import type { EmulatorContext } from '../emulator-context.js';
import { nodeInfo } from '../engine/node-declaration.js';

/** `subfolder` normalised inside its folder, or undefined when it escapes it (403). */
function insideFolder(subfolder: string): string | undefined {
  if (subfolder.startsWith('/')) return undefined;
  const parts: string[] = [];
  for (const part of subfolder.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return undefined;
      parts.pop();
    } else parts.push(part);
  }
  return parts.join('/');
}

/**
 * `GET /view?filename=&subfolder=&type=` (server.py `view_image`): no filename → 404; a name
 * starting with `/` or holding `..` → 400; a type other than output, input, temp → 400; a
 * subfolder escaping its folder → 403; the file with `Content-Disposition: filename="…"`, or 404.
 * A video being written is answered once it is whole (the real server's is when `executed` is
 * sent); one ffmpeg could not write is a 500, the reason logged.
 */
export async function viewFile(emu: EmulatorContext, ctx: RequestContext): Promise<ComfyResponse> {
  const query = ctx.url.searchParams;
  const name = query.get('filename');
  if (name === null) return emptyResponse(404);
  if (name === '' || name.startsWith('/') || name.includes('..')) return emptyResponse(400);
  const type = query.get('type') ?? 'output';
  if (!['output', 'input', 'temp'].includes(type)) return emptyResponse(400);
  const subfolder = insideFolder(query.get('subfolder') ?? '');
  if (subfolder === undefined) return emptyResponse(403);
  const filename = name.slice(name.lastIndexOf('/') + 1);
  const uploaded = emu.uploads.get(type, subfolder, filename)?.bytes;
  let bytes = uploaded ?? emu.files.read(type, subfolder, filename);
  const written = bytes ? undefined : emu.files.written(type, subfolder, filename);
  if (written) {
    try {
      bytes = await written;
    } catch (error) {
      emu.options.log?.(`GET /view ${filename}: ${(error as Error).message}`);
      return internalError();
    }
  }
  if (!bytes) return emptyResponse(404);
  return {
    status: 200,
    headers: {
      'content-type': contentTypeOf(filename),
      'content-disposition': `filename="${filename}"`,
    },
    body: bytes,
  };
}

/** `mimetypes.guess_type` for the names the emulator holds (images, videos); anything else is a download. */
function contentTypeOf(filename: string): string {
  const extension = filename.slice(filename.lastIndexOf('.') + 1).toLowerCase();
  const types: Record<string, string> = {
    png: 'image/png',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    webp: 'image/webp',
    gif: 'image/gif',
    mp4: 'video/mp4',
    webm: 'video/webm',
    mkv: 'video/x-matroska',
  };
  return types[extension] ?? 'application/octet-stream';
}

/** `/object_info/{class}`. */
export const OBJECT_INFO_PATH = /^\/object_info(?:\/([^/]+))?$/;

/** `GET /object_info` (every known class) and `GET /object_info/{class}` (`{}` when unknown). */
export function objectInfo(emu: EmulatorContext, path: string): ComfyResponse {
  const only = OBJECT_INFO_PATH.exec(path)?.[1];
  const names = only === undefined ? Object.keys(emu.classes) : [decodeURIComponent(only)];
  const out: Record<string, unknown> = {};
  for (const name of names) {
    const cls = emu.classes[name];
    if (cls) out[name] = nodeInfo(name, cls);
  }
  return jsonResponse(200, out);
}
