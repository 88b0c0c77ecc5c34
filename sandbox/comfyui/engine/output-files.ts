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
 * recipe of their picture and rendered to PNG on first read (a few recent renders are kept).
 */
export class OutputFiles {
  readonly #sources = new Map<string, { image: ImageSource; info: PngInfo }>();
  readonly #counters = new Map<string, number>();
  readonly #rendered = new Map<string, Buffer>();

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
    const cut = prefix.lastIndexOf('/');
    const subfolder = cut < 0 ? '' : prefix.slice(0, cut);
    const name = prefix.slice(cut + 1);
    const counterKey = keyOf(type, subfolder, name);
    let counter = this.#counters.get(counterKey) ?? 1;
    const refs = images.map((image) => {
      const filename = `${name}_${String(counter++).padStart(5, '0')}_.png`;
      this.#sources.set(keyOf(type, subfolder, filename), { image, info });
      return { filename, subfolder, type };
    });
    this.#counters.set(counterKey, counter);
    return refs;
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
    return this.#sources.has(keyOf(type, subfolder, filename));
  }

  /** Removes every file of folder `type` (`temp/` at start: main.py's `cleanup_temp`). */
  empty(type: FileRef['type']): void {
    for (const map of [this.#sources, this.#rendered]) {
      for (const key of [...map.keys()]) if (key.startsWith(`${type}\u0000`)) map.delete(key);
    }
  }

  /** How many files exist. */
  get size(): number {
    return this.#sources.size;
  }
}
