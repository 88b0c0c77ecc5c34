import { createHash } from 'node:crypto';

/** A LoRA file in the operator's `models/Lora` folder. */
export interface LoraFile {
  /** The file's name without its extension (`add_detail`), the name a prompt uses. */
  readonly name: string;
  /**
   * Its safetensors metadata (kohya's `ss_*` keys); `ss_output_name` is its alias. @default {}
   * (a file without metadata, its alias its name)
   */
  readonly metadata?: Readonly<Record<string, unknown>>;
}

/** A LoRA as the server holds it once scanned (`network.NetworkOnDisk`). */
export interface NetworkOnDisk {
  readonly name: string;
  readonly alias: string;
  /** Where it lies on the operator's disk (`/sdapi/v1/loras` answers it as `path`). */
  readonly filename: string;
  readonly metadata: Readonly<Record<string, unknown>>;
  /** The first 12 hex digits of its sha256, as `Lora hashes` names it. */
  readonly shorthash: string;
}

/** Where the emulated WebUI keeps LoRAs (`--lora-dir`'s default under the install). */
export const LORA_DIR = '/stable-diffusion-webui/models/Lora';

/** `network.metadata_tags_order`: these keys first, the rest as the file has them. */
const TAGS_ORDER: Readonly<Record<string, number>> = {
  ss_sd_model_name: 1,
  ss_resolution: 2,
  ss_clip_skip: 3,
  ss_num_train_images: 10,
  ss_tag_frequency: 20,
};

function onDisk(file: LoraFile): NetworkOnDisk {
  const metadata = Object.fromEntries(
    Object.entries(file.metadata ?? {}).sort(
      ([a], [b]) => (TAGS_ORDER[a] ?? 999) - (TAGS_ORDER[b] ?? 999),
    ),
  );
  const alias = typeof metadata.ss_output_name === 'string' ? metadata.ss_output_name : file.name;
  const sha256 = createHash('sha256').update(`lora:${file.name}`).digest('hex');
  return {
    name: file.name,
    alias,
    filename: `${LORA_DIR}/${file.name}.safetensors`,
    metadata,
    shorthash: sha256.slice(0, 12),
  };
}

/**
 * The Lora extension's view of the folder [A1 extensions-builtin/Lora/networks.py]: the files on
 * disk (the operator adds and deletes them while the server runs) and `available_networks`, read
 * at start and again by `list_available_networks` (`POST /sdapi/v1/refresh-loras`, or a prompt
 * naming one it does not know). A name or an alias finds a network; an alias two files share is
 * forbidden, as are `none` and `Addams`, and then only a file's name finds it.
 */
export class LoraNetworks {
  readonly #files: LoraFile[];
  #available = new Map<string, NetworkOnDisk>();
  #aliases = new Map<string, NetworkOnDisk>();
  #forbidden = new Set<string>();

  constructor(files: readonly LoraFile[]) {
    this.#files = [...files];
    this.list();
  }

  /** `list_available_networks`: the folder read again. */
  list(): void {
    this.#available = new Map();
    this.#aliases = new Map();
    this.#forbidden = new Set(['none', 'addams']);
    for (const file of this.#files) {
      const entry = onDisk(file);
      this.#available.set(entry.name, entry);
      if (this.#aliases.has(entry.alias)) this.#forbidden.add(entry.alias.toLowerCase());
      this.#aliases.set(entry.name, entry);
      this.#aliases.set(entry.alias, entry);
    }
  }

  /** `available_networks`, as `/sdapi/v1/loras` lists them. */
  get available(): readonly NetworkOnDisk[] {
    return [...this.#available.values()];
  }

  /** The operator copies `file` into the folder (listed once the folder is read again). */
  add(file: LoraFile): void {
    this.remove(file.name);
    this.#files.push(file);
  }

  /** The operator deletes the file named `name` (still listed until the folder is read again). */
  remove(name: string): void {
    const at = this.#files.findIndex((file) => file.name === name);
    if (at >= 0) this.#files.splice(at, 1);
  }

  /**
   * `load_networks`' look-up of `name`: a forbidden alias by file name only, else by name or
   * alias; not found, the folder is read again and it is looked up once more. A file listed but
   * deleted since does not load.
   */
  find(name: string): NetworkOnDisk | undefined {
    const lookUp = () =>
      this.#forbidden.has(name.toLowerCase()) ? this.#available.get(name) : this.#aliases.get(name);
    let found = lookUp();
    if (!found) {
      this.list();
      found = lookUp();
    }
    return found && this.#files.some((file) => file.name === found.name) ? found : undefined;
  }
}
