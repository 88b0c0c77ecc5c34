import { type ImageSource, renderPng } from '../../emulator-kit/picture.js';
import { withPngInfo } from '../../emulator-kit/png-text.js';

/** Where a saved image is listed (`/history` outputs, `executed`) and fetched (`/view`). */
export interface FileRef {
  filename: string;
  subfolder: string;
  type: 'output' | 'temp';
}

const RENDERED_KEPT = 64;

/** The text chunks of a saved PNG: `[keyword, text]` in order. */
export type PngInfo = readonly (readonly [string, string])[];

function keyOf(type: string, subfolder: string, filename: string): string {
  return `${type}\u0000${subfolder}\u0000${filename}`;
}

/**
 * The emulator's `output/` and `temp/` folders: files named as SaveImage names them
 * (`<prefix>_<counter:05>_.png`, the counter one past the highest of that prefix), kept as the
 * recipe of their picture and rendered to PNG on first read (a few recent renders are kept); and
 * the files written whole when saved (videos), kept as their bytes.
 */
export class OutputFiles {
  readonly #sources = new Map<string, { image: ImageSource; info: PngInfo }>();
  readonly #counters = new Map<string, number>();
  readonly #rendered = new Map<string, Buffer>();
  readonly #written = new Map<string, Promise<Buffer>>();

  /**
   * Saves `images` under `prefix` (`a/b/name` puts them in subfolder `a/b`), each PNG with the
   * text chunks of `info` (SaveImage's metadata).
   */
  save(
    type: FileRef['type'],
    prefix: string,
    images: readonly ImageSource[],
    info: PngInfo = [],
  ): FileRef[] {
    return images.map((image) => {
      const ref = this.#name(type, prefix, 'png');
      this.#sources.set(keyOf(type, ref.subfolder, ref.filename), { image, info });
      return ref;
    });
  }

  /**
   * Saves a file whose bytes are being written (a video being encoded) under `prefix`, as
   * `<name>_<counter:05>_.<extension>`: the counter is the prefix's, whatever the extension, as
   * `get_save_image_path` counts. A failed write is kept for its readers (and caught here).
   */
  saveWritten(
    type: FileRef['type'],
    prefix: string,
    extension: string,
    bytes: Promise<Buffer>,
  ): FileRef {
    const ref = this.#name(type, prefix, extension);
    bytes.catch(() => undefined);
    this.#written.set(keyOf(type, ref.subfolder, ref.filename), bytes);
    return ref;
  }

  /** The bytes of a written file once they are all there, or undefined when there is none. */
  written(type: string, subfolder: string, filename: string): Promise<Buffer> | undefined {
    return this.#written.get(keyOf(type, subfolder, filename));
  }

  /** The next name under `prefix`: its subfolder, and the counter one past the prefix's last. */
  #name(type: FileRef['type'], prefix: string, extension: string): FileRef {
    const cut = prefix.lastIndexOf('/');
    const subfolder = cut < 0 ? '' : prefix.slice(0, cut);
    const name = prefix.slice(cut + 1);
    const counterKey = keyOf(type, subfolder, name);
    const counter = this.#counters.get(counterKey) ?? 1;
    this.#counters.set(counterKey, counter + 1);
    return {
      filename: `${name}_${String(counter).padStart(5, '0')}_.${extension}`,
      subfolder,
      type,
    };
  }

  /** The PNG bytes of a file, or undefined when there is none. */
  read(type: string, subfolder: string, filename: string): Buffer | undefined {
    const key = keyOf(type, subfolder, filename);
    const source = this.#sources.get(key);
    if (!source) return undefined;
    let bytes = this.#rendered.get(key);
    if (!bytes) {
      bytes = withPngInfo(renderPng(source.image), source.info);
      this.#rendered.set(key, bytes);
      if (this.#rendered.size > RENDERED_KEPT) {
        this.#rendered.delete(this.#rendered.keys().next().value as string);
      }
    }
    return bytes;
  }

  /** What a saved file is drawn from, or undefined when there is none. */
  sourceOf(type: string, subfolder: string, filename: string): ImageSource | undefined {
    return this.#sources.get(keyOf(type, subfolder, filename))?.image;
  }

  /** Whether the file exists. */
  has(type: string, subfolder: string, filename: string): boolean {
    const key = keyOf(type, subfolder, filename);
    return this.#sources.has(key) || this.#written.has(key);
  }

  /** Removes every file of folder `type` (`temp/` at start: main.py's `cleanup_temp`). */
  empty(type: FileRef['type']): void {
    for (const map of [this.#sources, this.#rendered, this.#written]) {
      for (const key of [...map.keys()]) if (key.startsWith(`${type}\u0000`)) map.delete(key);
    }
  }

  /** How many files exist. */
  get size(): number {
    return this.#sources.size + this.#written.size;
  }
}
