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
  /** @default Date.now */
  readonly now?: () => number;
}

const keyOf = (ref: string) => `input:${ref}`;

/**
 * The input images of jobs (issue 56), kept in the store (SQLite or Redis) so a job survives a
 * SIGKILL or a takeover by another process without fetching a Discord CDN URL again: one record
 * per request (`ref`, the interaction's id), shared by its images' jobs, kept `retentionMs` after
 * it was stored and again after each delivery, then gone by itself. A record names its member and
 * scope, so Forget me and a server's erasure delete it whole (`eraseMentions`). Never logged.
 *
 * A record is base64 in JSON: reading or writing one of 20 MiB costs about 0.5 s of CPU and 50–110
 * MB of transient memory (`npm run bench:images-in`). So the image just stored is handed to the
 * first job that reads it in this process (once the store confirms the record is still there), and
 * `keep` rewrites a record only when it has less than half its retention left.
 */
export class JobInputs {
  readonly #keyv: Keyv;
  readonly #now: () => number;
  readonly retentionMs: number;
  /** The image this process stored last, until a job reads it, another is stored or it is deleted. */
  #fresh: { readonly ref: string; readonly image: InputImage } | undefined;
  /** When the records this process wrote expire, by ref (forgotten once past). */
  readonly #expiresAt = new Map<string, number>();

  constructor(keyv: Keyv, options: JobInputsOptions = {}) {
    this.#keyv = keyv;
    this.#now = options.now ?? Date.now;
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
    await this.#write(ref, stored);
    this.#fresh = { ref, image };
  }

  /** The image stored under `ref`, or undefined when it is gone (expired or erased). */
  async get(ref: string): Promise<InputImage | undefined> {
    const fresh = this.#fresh;
    if (fresh?.ref === ref) {
      this.#fresh = undefined;
      const live = (this.#expiresAt.get(ref) ?? 0) > this.#now();
      return live && (await this.#keyv.has(keyOf(ref))) ? fresh.image : undefined;
    }
    const stored = await this.#keyv.get<StoredInput>(keyOf(ref));
    if (!stored || typeof stored.bytes !== 'string') return undefined;
    const { type, width, height } = stored;
    return { bytes: Buffer.from(stored.bytes, 'base64'), type, width, height };
  }

  /** Keeps the input under `ref` another {@link JobInputs.retentionMs} (a job of it was delivered). */
  async keep(ref: string): Promise<void> {
    const expiresAt = this.#expiresAt.get(ref);
    if (expiresAt !== undefined && expiresAt - this.#now() > this.retentionMs / 2) return;
    const stored = await this.#keyv.get<StoredInput>(keyOf(ref));
    if (stored) await this.#write(ref, stored);
  }

  /** Forgets the input under `ref` (its request was refused before any job started). */
  async delete(ref: string): Promise<void> {
    if (this.#fresh?.ref === ref) this.#fresh = undefined;
    this.#expiresAt.delete(ref);
    await this.#keyv.delete(keyOf(ref));
  }

  async #write(ref: string, stored: StoredInput): Promise<void> {
    await this.#keyv.set(keyOf(ref), stored, this.retentionMs);
    const now = this.#now();
    for (const [known, at] of this.#expiresAt) if (at <= now) this.#expiresAt.delete(known);
    this.#expiresAt.set(ref, now + this.retentionMs);
  }
}
