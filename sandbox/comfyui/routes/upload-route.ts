import { header, type RequestContext } from '../../emulator-kit/request-body.js';
import {
  type ComfyResponse,
  emptyResponse,
  internalError,
  jsonResponse,
  textResponse,
} from '../comfy-response.js';
import type { EmulatorContext } from '../emulator-context.js';
import type { FolderType } from '../engine/uploaded-files.js';

/** A form's fields as aiohttp's `request.post()` reads them: the first value of each name. */
export type Fields = Map<string, string | File>;

/**
 * The body as `request.post()` reads it: multipart (a part with a file name is a file, any other
 * is text: aiohttp treats an empty file name as none), URL-encoded (text only; also an absent
 * content type), and no field at all for any other content type. Undefined when the multipart
 * body cannot be parsed (aiohttp raises).
 */
async function formFields(ctx: RequestContext): Promise<Fields | undefined> {
  const contentType = header(ctx.headers, 'content-type') ?? '';
  const fields: Fields = new Map();
  const mime = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (mime === 'multipart/form-data') {
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(ctx.raw), {
        headers: { 'content-type': contentType },
      }).formData();
    } catch {
      return undefined;
    }
    for (const [name, value] of form) {
      if (fields.has(name)) continue;
      fields.set(name, typeof value !== 'string' && value.name === '' ? await value.text() : value);
    }
  } else if (mime === '' || mime === 'application/x-www-form-urlencoded') {
    for (const [name, value] of new URLSearchParams(ctx.raw.toString('utf8'))) {
      if (!fields.has(name)) fields.set(name, value);
    }
  }
  return fields;
}

/** `os.path.splitext`: the name and its extension (leading dots are part of the name). */
function splitext(name: string): [string, string] {
  const start = name.lastIndexOf('/') + 1;
  const dot = name.lastIndexOf('.');
  if (dot <= start || /^\.+$/.test(name.slice(start, dot))) return [name, ''];
  return [name.slice(0, dot), name.slice(dot)];
}

/** The folders of a relative path after `os.path.normpath`, or undefined when it leaves its root. */
function normalised(path: string): string[] | undefined {
  if (path.startsWith('/')) return undefined;
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return undefined;
      parts.pop();
    } else parts.push(part);
  }
  return parts;
}

/** Where `filename` in `subfolder` is written: its folder and its own name, or undefined outside. */
function placeOf(subfolder: string, filename: string) {
  const parts = normalised(subfolder === '' ? filename : `${subfolder}/${filename}`);
  const name = parts?.pop();
  if (!parts || name === undefined) return undefined;
  return { subfolder: parts.join('/'), filename: name };
}

/** The fields as the description's schema sees them: text as given, a file part by its name. */
function described(fields: Fields): Record<string, string> {
  return Object.fromEntries([...fields].map(([k, v]) => [k, typeof v === 'string' ? v : v.name]));
}

/**
 * `POST /upload/image` (server.py `image_upload`): multipart `image` (a file part; its file name
 * is kept), `type` (`input` by default, `temp`, `output`; another is an exception: 500),
 * `subfolder` (one escaping the folder: 400), `overwrite` (`true` or `1`). Without overwrite, a
 * taken name whose file has the same bytes is answered as is and nothing written; otherwise
 * `name (1).png`, `name (2).png`, … The bytes are not checked. A body over `--max-upload-size`
 * is aiohttp's 413. Answers `{name, subfolder, type}`, `subfolder` as sent.
 */
export function uploadImage(emu: EmulatorContext, ctx: RequestContext): Promise<ComfyResponse> {
  return receiveUpload(emu, ctx, 'upload_image');
}

/**
 * What an upload route writes: the bytes to store for the upload (server.py's
 * `image_save_function`), or undefined to write nothing; a throw is the handler's exception (500).
 */
export type SaveFunction = (bytes: Buffer, fields: Fields) => Promise<Buffer | undefined>;

/** {@link uploadImage}'s handling, its bytes written as `save` makes them (`image_upload`). */
export async function receiveUpload(
  emu: EmulatorContext,
  ctx: RequestContext,
  route: 'upload_image' | 'upload_mask',
  save: SaveFunction = async (bytes) => bytes,
): Promise<ComfyResponse> {
  if (ctx.oversize !== undefined) {
    const max = Math.round(emu.options.maxUploadMb * 1024 * 1024);
    return textResponse(
      413,
      `Maximum request body size ${max} exceeded, actual body size ${ctx.oversize}`,
    );
  }
  const fields = await formFields(ctx);
  if (!fields) return internalError();
  const problems =
    route === 'upload_image' ? emu.spec.problems('UploadImageRequest', described(fields)) : [];
  const mime = header(ctx.headers, 'content-type') ?? '';
  if (!mime.toLowerCase().startsWith('multipart/form-data')) {
    problems.push({ path: '', message: 'the body is not multipart/form-data' });
  }
  if (problems.length > 0) {
    const { method, url } = ctx;
    emu.violation({
      side: 'request',
      route,
      method,
      path: url.pathname,
      status: 0,
      problems,
    });
  }
  const type = fields.get('type') ?? 'input';
  if (type !== 'input' && type !== 'temp' && type !== 'output') return internalError();
  const image = fields.get('image');
  if (image === undefined) return emptyResponse(400);
  if (typeof image === 'string') return internalError();
  const subfolder = fields.get('subfolder') ?? '';
  const overwrite = fields.get('overwrite');
  if (typeof subfolder !== 'string') return internalError();
  const bytes = Buffer.from(await image.arrayBuffer());
  let filename = image.name;
  let place = placeOf(subfolder, filename);
  if (!place) return emptyResponse(400);
  const folder: FolderType = type;
  const existing = (at: { subfolder: string; filename: string }) =>
    emu.uploads.get(folder, at.subfolder, at.filename)?.bytes ??
    emu.files.read(folder, at.subfolder, at.filename);
  let duplicate = false;
  if (overwrite !== 'true' && overwrite !== '1') {
    const [stem, extension] = splitext(image.name);
    for (let i = 1, there = existing(place); place && there; i++) {
      if (there.equals(bytes)) {
        duplicate = true;
        break;
      }
      filename = `${stem} (${i})${extension}`;
      place = placeOf(subfolder, filename);
      there = place && existing(place);
    }
    if (!place) return emptyResponse(400);
  }
  if (!duplicate) {
    let saved: Buffer | undefined;
    try {
      saved = await save(bytes, fields);
    } catch {
      return internalError();
    }
    if (saved) await emu.uploads.write(folder, place.subfolder, place.filename, saved);
  }
  emu.stats.uploads++;
  return jsonResponse(200, { name: filename, subfolder, type });
}
