import type { RequestContext } from '../../emulator-kit/request-body.js';
import { type ComfyResponse, emptyResponse, jsonResponse } from '../comfy-response.js';
import type { EmulatorContext } from '../emulator-context.js';

/** The path `GET /view_metadata/{folder_name}` answers on (its folder's name captured). */
export const METADATA_PATH = /^\/view_metadata\/([^/]+)$/;

/**
 * `GET /view_metadata/{folder_name}?filename=` (server.py `view_metadata`): a file of a model
 * folder the emulator knows (here `loras`), its safetensors header's `__metadata__` as JSON; 404
 * without a filename, for one not ending in `.safetensors`, one not in the folder, and one whose
 * header has no metadata (`loraMetadata` gives none).
 */
export function viewMetadata(
  emu: EmulatorContext,
  ctx: RequestContext,
  path: string,
): ComfyResponse {
  const folder = METADATA_PATH.exec(path)?.[1];
  const filename = ctx.url.searchParams.get('filename');
  if (folder !== 'loras' || filename === null) return emptyResponse(404);
  if (!filename.endsWith('.safetensors') || !emu.loras.includes(filename))
    return emptyResponse(404);
  const metadata = emu.options.loraMetadata[filename];
  return metadata ? jsonResponse(200, metadata) : emptyResponse(404);
}
