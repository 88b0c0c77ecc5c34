import type { Keyv } from 'keyv';
import type { InputImage, InputImageType } from '../image-backend/images-in.js';

/** Who an input belongs to: erased with the member (`userId`) or the server (`scope`). */
export interface InputOwner {
  readonly userId: string;
  /** The job's scope: a server id, or `dm:<userId>`. */
  readonly scope: string;
}

/** A stored input as the store keeps it: plain JSON, its bytes in base64. */
interface StoredInput extends InputOwner {
  readonly type: InputImageType;
  readonly width: number;
  readonly height: number;
  readonly bytes: string;
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
 * The input images of jobs (issue 56), kept in the store (SQLite or Redis) so a job survives a
 * SIGKILL or a takeover by another process without fetching a Discord CDN URL again: one record
 * per request (`ref`, the interaction's id), shared by its images' jobs, kept `retentionMs` after
 * it was stored and again after each delivery, then gone by itself. A record names its member and
 * scope, so Forget me and a server's erasure delete it whole (`eraseMentions`). Never logged.
 */
export class JobInputs {
  readonly #keyv: Keyv;
  readonly retentionMs: number;

  constructor(keyv: Keyv, options: JobInputsOptions = {}) {
    this.#keyv = keyv;
    this.retentionMs = options.retentionMs ?? 24 * 60 * 60 * 1000;
  }

  /** Keeps `image` under `ref` for `owner`, for {@link JobInputs.retentionMs}. */
  async put(ref: string, owner: InputOwner, image: InputImage): Promise<void> {
    const { bytes, type, width, height } = image;
    const stored: StoredInput = {
      userId: owner.userId,
      scope: owner.scope,
      type,
      width,
      height,
      bytes: bytes.toString('base64'),
    };
    await this.#keyv.set(keyOf(ref), stored, this.retentionMs);
  }

  /** The image stored under `ref`, or undefined when it is gone (expired or erased). */
  async get(ref: string): Promise<InputImage | undefined> {
    const stored = await this.#keyv.get<StoredInput>(keyOf(ref));
    if (!stored || typeof stored.bytes !== 'string') return undefined;
    const { type, width, height } = stored;
    return { bytes: Buffer.from(stored.bytes, 'base64'), type, width, height };
  }

  /** Keeps the input under `ref` another {@link JobInputs.retentionMs} (a job of it was delivered). */
  async keep(ref: string): Promise<void> {
    const key = keyOf(ref);
    const stored = await this.#keyv.get<StoredInput>(key);
    if (stored) await this.#keyv.set(key, stored, this.retentionMs);
  }

  /** Forgets the input under `ref` (its request was refused before any job started). */
  async delete(ref: string): Promise<void> {
    await this.#keyv.delete(keyOf(ref));
  }
}
