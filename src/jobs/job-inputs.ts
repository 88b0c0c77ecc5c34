import type { Keyv } from 'keyv';
import type { InputImage, InputImageType } from '../image-backend/images-in.js';

/** Who an input belongs to: erased with the member (`userId`) or the server (`scope`). */
export interface InputOwner {
  readonly userId: string;
  /** The job's scope: a server id, or `dm:<userId>`. */
  readonly scope: string;
}

/** What the keyv record of an input holds: its owner and what its bytes are (not the bytes). */
interface StoredInput extends InputOwner {
  readonly type: InputImageType;
  readonly width: number;
  readonly height: number;
  /** Its bytes' length (absent in a record an earlier release wrote). */
  readonly size?: number;
  /** Its mask's size and bytes' length, where it has one (a region edit, Zoom out, Pan). */
  readonly mask?: { readonly width: number; readonly height: number; readonly size: number };
  /** Its references' types, sizes and bytes' lengths, in order (an edit by words with references). */
  readonly references?: readonly {
    readonly type: InputImageType;
    readonly width: number;
    readonly height: number;
    readonly size: number;
  }[];
}

/**
 * Where inputs' bytes are kept as bytes, each for a time (the store's `BlobStore`: a BLOB row in
 * SQLite, a Redis string), erased by a key that names their member and scope.
 */
export interface InputBytes {
  set(key: string, bytes: Uint8Array, ttlMs: number): Promise<void>;
  get(key: string): Promise<Buffer | undefined>;
  touch(key: string, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
}

/** Options of {@link JobInputs}. */
export interface JobInputsOptions {
  /**
   * How long an input is kept after it was stored, and again after each of its jobs was delivered
   * (`INPUT_RETENTION_HOURS`), in ms. @default 24 hours
   */
  readonly retentionMs?: number;
}

const keyOf = (ref: string) => `input:${ref}`;

/**
 * The member an input's record (a value of the `job-inputs` namespace) belongs to, or undefined
 * for another record: what `/privacy` counts.
 */
export function inputOwnerOf(value: unknown): string | undefined {
  const owner = (value as Partial<StoredInput> | null | undefined)?.userId;
  return typeof owner === 'string' && typeof (value as StoredInput).type === 'string'
    ? owner
    : undefined;
}

/** The key of an input's bytes: it names the member and the scope, for an erasure to find. */
const bytesKeyOf = (ref: string, { userId, scope }: InputOwner) =>
  `job-inputs:${ref}:${userId}:${scope}`;

/** The key of an input's mask bytes, naming the member and the scope as its image's does. */
const maskKeyOf = (ref: string, { userId, scope }: InputOwner) =>
  `job-inputs:${ref}:mask:${userId}:${scope}`;

/** The key of an input's reference `index`'s bytes, naming the member and the scope as its image's does. */
const referenceKeyOf = (ref: string, index: number, { userId, scope }: InputOwner) =>
  `job-inputs:${ref}:reference${index}:${userId}:${scope}`;

/** The keys of every reference of the input `stored` under `ref`. */
const referenceKeys = (ref: string, stored: StoredInput) =>
  (stored.references ?? []).map((_, index) => referenceKeyOf(ref, index, stored));

/**
 * The input images of jobs, kept in the store (SQLite or Redis) so a job survives a
 * SIGKILL or a takeover by another process without fetching a Discord CDN URL again: one input
 * per request (`ref`, the interaction's id), shared by its images' jobs, kept `retentionMs` after
 * it was stored and again after each delivery, then gone by itself. A small keyv record names its
 * member, scope, type and size; its bytes are kept as bytes (`InputBytes`: a BLOB, a Redis string)
 * under a key naming the member and the scope, so Forget me and a server's erasure delete both
 * (`eraseMentions`). An input may carry a mask (a PNG of its size: where the backend may change
 * it), and references (further images an edit by words follows), each kept beside it the same
 * way, for as long, and erased with it. Never logged. Nothing of it is
 * kept in memory: a job reads it when its submission's turn comes, within the input budget (an
 * image held from its intake to its job would be held outside it while the job waits).
 */
export class JobInputs {
  readonly #keyv: Keyv;
  readonly #blobs: InputBytes;
  readonly retentionMs: number;

  constructor(keyv: Keyv, blobs: InputBytes, options: JobInputsOptions = {}) {
    this.#keyv = keyv;
    this.#blobs = blobs;
    this.retentionMs = options.retentionMs ?? 24 * 60 * 60 * 1000;
  }

  /**
   * Keeps `image` (and its `mask`, a PNG, and its `references`) under `ref` for `owner`, for
   * {@link JobInputs.retentionMs}.
   */
  async put(
    ref: string,
    owner: InputOwner,
    image: InputImage,
    mask?: InputImage,
    references: readonly InputImage[] = [],
  ): Promise<void> {
    const { bytes, type, width, height } = image;
    const { userId, scope } = owner;
    const stored: StoredInput = {
      userId,
      scope,
      type,
      width,
      height,
      size: bytes.length,
      ...(mask && { mask: { width: mask.width, height: mask.height, size: mask.bytes.length } }),
      ...(references.length > 0 && {
        references: references.map((reference) => ({
          type: reference.type,
          width: reference.width,
          height: reference.height,
          size: reference.bytes.length,
        })),
      }),
    };
    await this.#blobs.set(bytesKeyOf(ref, owner), bytes, this.retentionMs);
    if (mask) await this.#blobs.set(maskKeyOf(ref, owner), mask.bytes, this.retentionMs);
    for (const [index, reference] of references.entries()) {
      await this.#blobs.set(referenceKeyOf(ref, index, owner), reference.bytes, this.retentionMs);
    }
    await this.#keyv.set(keyOf(ref), stored, this.retentionMs);
  }

  /** The image stored under `ref`, or undefined when it is gone (expired or erased). */
  async get(ref: string): Promise<InputImage | undefined> {
    const stored = await this.#keyv.get<StoredInput>(keyOf(ref));
    if (!stored) return undefined;
    const bytes = await this.#blobs.get(bytesKeyOf(ref, stored));
    if (!bytes) return undefined;
    const { type, width, height } = stored;
    return { bytes, type, width, height };
  }

  /** The mask kept with the input under `ref` (a PNG), or undefined when it has none or it is gone. */
  async mask(ref: string): Promise<InputImage | undefined> {
    const stored = await this.#keyv.get<StoredInput>(keyOf(ref));
    if (!stored?.mask) return undefined;
    const bytes = await this.#blobs.get(maskKeyOf(ref, stored));
    if (!bytes) return undefined;
    const { width, height } = stored.mask;
    return { bytes, type: 'image/png', width, height };
  }

  /**
   * The references kept with the input under `ref`, in order (none when it has none), or undefined
   * when one of them is gone.
   */
  async references(ref: string): Promise<InputImage[] | undefined> {
    const stored = await this.#keyv.get<StoredInput>(keyOf(ref));
    if (!stored) return undefined;
    const found: InputImage[] = [];
    for (const [index, { type, width, height }] of (stored.references ?? []).entries()) {
      const bytes = await this.#blobs.get(referenceKeyOf(ref, index, stored));
      if (!bytes) return undefined;
      found.push({ bytes, type, width, height });
    }
    return found;
  }

  /** How many references the input under `ref` has (0 when it has none or is gone). */
  async referenceCount(ref: string): Promise<number> {
    return (await this.#keyv.get<StoredInput>(keyOf(ref)))?.references?.length ?? 0;
  }

  /**
   * How many bytes the input under `ref` holds, read from its record (not its bytes): what its
   * submission takes of the input budget before reading them. Undefined when it is gone or its
   * record does not say.
   */
  async sizeOf(ref: string): Promise<number | undefined> {
    const stored = await this.#keyv.get<StoredInput>(keyOf(ref));
    if (stored?.size === undefined) return undefined;
    const references = (stored.references ?? []).reduce((sum, { size }) => sum + size, 0);
    return stored.size + (stored.mask?.size ?? 0) + references;
  }

  /** Whose record the input under `ref` is, or undefined when it is gone (expired or erased). */
  async ownerOf(ref: string): Promise<InputOwner | undefined> {
    const stored = await this.#keyv.get<StoredInput>(keyOf(ref));
    return stored && { userId: stored.userId, scope: stored.scope };
  }

  /** Keeps the input under `ref` another {@link JobInputs.retentionMs} (a job of it was delivered). */
  async keep(ref: string): Promise<void> {
    const stored = await this.#keyv.get<StoredInput>(keyOf(ref));
    if (!stored) return;
    await this.#blobs.touch(bytesKeyOf(ref, stored), this.retentionMs);
    if (stored.mask) await this.#blobs.touch(maskKeyOf(ref, stored), this.retentionMs);
    for (const key of referenceKeys(ref, stored)) await this.#blobs.touch(key, this.retentionMs);
    await this.#keyv.set(keyOf(ref), stored, this.retentionMs);
  }

  /** Forgets the input under `ref` (its request was refused before any job started). */
  async delete(ref: string): Promise<void> {
    const stored = await this.#keyv.get<StoredInput>(keyOf(ref));
    if (stored) await this.#blobs.delete(bytesKeyOf(ref, stored));
    if (stored?.mask) await this.#blobs.delete(maskKeyOf(ref, stored));
    for (const key of stored ? referenceKeys(ref, stored) : []) await this.#blobs.delete(key);
    await this.#keyv.delete(keyOf(ref));
  }
}
