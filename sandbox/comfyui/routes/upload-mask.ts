import sharp from 'sharp';
import type { RequestContext } from '../../emulator-kit/request-body.js';
import type { ComfyResponse } from '../comfy-response.js';
import type { EmulatorContext } from '../emulator-context.js';
import type { FolderType } from '../engine/uploaded-files.js';
import { type Fields, receiveUpload } from './upload-route.js';

const FOLDERS: readonly string[] = ['input', 'temp', 'output'];

/**
 * `POST /upload/mask` (server.py `upload_mask`): an upload as `/upload/image` takes it, but what
 * is written is the image `original_ref` names (JSON `{filename, subfolder, type}`; a `[type]`
 * annotation on the file name wins, else `type`, by default `output`) with the uploaded mask's
 * alpha as its own (`putalpha`): its colour kept, its alpha the mask's, PNG. A missing or
 * malformed `original_ref`, or a mask of another size, is an exception (500). A name starting
 * with `/` or holding `..`, an unknown type, a subfolder leaving its folder or an original not
 * there writes nothing and still answers 200 with the upload's name (the save function's own
 * 400 and 403 are never returned).
 */
export function uploadMask(emu: EmulatorContext, ctx: RequestContext): Promise<ComfyResponse> {
  return receiveUpload(emu, ctx, 'upload_mask', (mask, fields) => withMaskAlpha(emu, mask, fields));
}

async function withMaskAlpha(emu: EmulatorContext, mask: Buffer, fields: Fields) {
  const ref = JSON.parse(String(fields.get('original_ref'))) as Record<string, unknown>;
  const named = String(ref.filename ?? '');
  const annotated = /^(.*) ?\[(output|input|temp)\]$/.exec(named);
  const filename = annotated ? (annotated[1] as string).trimEnd() : named;
  if (!filename || filename.startsWith('/') || filename.includes('..')) return undefined;
  const type = annotated ? annotated[2] : String(ref.type ?? 'output');
  if (!FOLDERS.includes(type as string)) return undefined;
  const subfolder = String(ref.subfolder ?? '');
  if (subfolder.split('/').includes('..') || subfolder.startsWith('/')) return undefined;
  const cut = filename.lastIndexOf('/');
  const folder =
    cut < 0 ? subfolder : [subfolder, filename.slice(0, cut)].filter(Boolean).join('/');
  const name = filename.slice(cut + 1);
  const at = type as FolderType;
  const original = emu.uploads.get(at, folder, name)?.bytes ?? emu.files.read(at, folder, name);
  if (!original) return undefined;
  const image = sharp(original).ensureAlpha();
  const { width, height } = await image.metadata();
  const alpha = await sharp(mask)
    .ensureAlpha()
    .extractChannel(3)
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (alpha.info.width !== width || alpha.info.height !== height) {
    throw new Error('ValueError: images do not match');
  }
  const colour = await sharp(original).removeAlpha().toColourspace('srgb').raw().toBuffer();
  const raw = { width: alpha.info.width, height: alpha.info.height, channels: 3 as const };
  return sharp(colour, { raw })
    .joinChannel(alpha.data, { raw: { ...raw, channels: 1 } })
    .png({ compressionLevel: 4 })
    .toBuffer();
}
