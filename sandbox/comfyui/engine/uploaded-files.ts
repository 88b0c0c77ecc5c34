import { createHash } from 'node:crypto';
import { type Image, loadImage } from '@napi-rs/canvas';
import { imageSize } from 'image-size';
import sharp from 'sharp';
import { type Rgba, rgbaOf } from '../../emulator-kit/masked-paint.js';

/** A folder an upload writes to (`POST /upload/image`'s `type`). */
export type FolderType = 'input' | 'temp' | 'output';

/** One uploaded file: its bytes, and the picture they hold when an image decoder opens them. */
export interface UploadedFile {
  readonly bytes: Buffer;
  /** SHA-256 of the bytes, hex (what `compare_image_hash` compares, and what a test checks). */
  readonly digest: string;
  /**
   * The decoded picture without its alpha (`LoadImage`'s `i.convert("RGB")`: a transparent
   * pixel keeps its colour), or undefined when the bytes are no image Pillow would open.
   */
  readonly image: Image | undefined;
  /** Its pixels as RGBA, read exactly (`LoadImage`'s mask, `LoadImageMask`'s channels). */
  readonly rgba: Rgba | undefined;
  /** Whether Pillow sees an alpha band (RGBA, LA, a palette with transparency). */
  readonly hasAlpha: boolean;
  /** Its size, read from its header (undefined: no image). */
  readonly width: number | undefined;
  readonly height: number | undefined;
}

/** The extensions `filter_files_content_types(files, ["image"])` keeps (`mimetypes`' image/*). */
const IMAGE_EXTENSIONS = /\.(png|jpe?g|webp|gif|bmp|tiff?|ico|avif|heic|svg)$/i;

/** `bytes` as `LoadImage` reads them: opaque colour, exact RGBA, whether it has alpha. */
async function decode(bytes: Buffer) {
  try {
    const { hasAlpha } = await sharp(bytes).metadata();
    const rgba = await rgbaOf(bytes);
    const opaque = hasAlpha ? await sharp(bytes).removeAlpha().png().toBuffer() : bytes;
    return { image: await loadImage(opaque), rgba, hasAlpha: hasAlpha === true };
  } catch {
    const image = await loadImage(bytes).catch(() => undefined);
    return image && { image, rgba: undefined, hasAlpha: false };
  }
}

const keyOf = (type: string, subfolder: string, filename: string) =>
  `${type}\u0000${subfolder}\u0000${filename}`;

/**
 * The files written by `POST /upload/image` into the emulator's `input/`, `temp/` and `output/`
 * folders (generated images are `OutputFiles`'). Each is decoded once when written (the server
 * decodes nothing then: `LoadImage` opens it when it runs), so a node can draw it synchronously.
 */
export class UploadedFiles {
  readonly #files = new Map<string, UploadedFile>();

  /** Writes `bytes` (replacing a file of that name). */
  async write(
    type: FolderType,
    subfolder: string,
    filename: string,
    bytes: Buffer,
  ): Promise<UploadedFile> {
    let size: { width: number; height: number } | undefined;
    try {
      size = imageSize(bytes);
    } catch {
      size = undefined;
    }
    const decoded = size ? await decode(bytes) : undefined;
    const image = decoded?.image;
    const file = {
      bytes,
      digest: createHash('sha256').update(bytes).digest('hex'),
      image,
      rgba: decoded?.rgba,
      hasAlpha: decoded?.hasAlpha ?? false,
      width: image ? size?.width : undefined,
      height: image ? size?.height : undefined,
    };
    this.#files.set(keyOf(type, subfolder, filename), file);
    return file;
  }

  /** The file, or undefined when there is none. */
  get(type: string, subfolder: string, filename: string): UploadedFile | undefined {
    return this.#files.get(keyOf(type, subfolder, filename));
  }

  /** Removes every file of folder `type` (`temp/` at start: main.py's `cleanup_temp`). */
  empty(type: FolderType): void {
    for (const key of [...this.#files.keys()]) {
      if (key.startsWith(`${type}\u0000`)) this.#files.delete(key);
    }
  }

  /** Every file of folder `type`, as `subfolder/name` (`name` at the top), sorted. */
  names(type: FolderType): string[] {
    const names: string[] = [];
    for (const key of this.#files.keys()) {
      const [folder, subfolder, filename] = key.split('\u0000') as [string, string, string];
      if (folder === type) names.push(subfolder === '' ? filename : `${subfolder}/${filename}`);
    }
    return names.sort();
  }

  /**
   * The image files at the top of `input/`, sorted: what `LoadImage` lists as its choices
   * (`os.listdir(input_dir)` filtered to image content types, no subfolders).
   */
  inputImages(): string[] {
    return this.names('input').filter((name) => !name.includes('/') && IMAGE_EXTENSIONS.test(name));
  }
}

/**
 * `folder_paths.annotated_filepath`: a name ending ` [output]`, ` [input]` or ` [temp]` is read
 * from that folder (the suffix cut, as the server cuts it), any other from `input/`; a `/` in
 * the name reaches a subfolder (`discord/cat.png`).
 */
export function annotatedPath(name: string): {
  type: FolderType;
  subfolder: string;
  filename: string;
} {
  let type: FolderType = 'input';
  let rest = name;
  for (const folder of ['output', 'input', 'temp'] as const) {
    if (name.endsWith(`[${folder}]`)) {
      type = folder;
      rest = name.slice(0, -(folder.length + 3));
      break;
    }
  }
  const cut = rest.lastIndexOf('/');
  return {
    type,
    subfolder: cut < 0 ? '' : rest.slice(0, cut),
    filename: rest.slice(cut + 1),
  };
}
