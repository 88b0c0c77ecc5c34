import type { FaultAndStatsControls } from '../emulator-kit/emulator-controls.js';
import type { HordeFaults } from './horde-faults.js';
import type { SeedHordeUser } from './horde-options.js';
import type { HordeStats } from './horde-stats.js';
import type { FetchedLoras } from './lora-fetch.js';
import type { SourceImage } from './source-image.js';

/** A request as the emulator sees it now (for tests). */
export interface HordeRequestSnapshot {
  readonly id: string;
  /** `alias#id` of the requester. */
  readonly username: string;
  /** What `check` would answer now. */
  readonly status: Readonly<Record<string, unknown>>;
  /** The `POST /v2/generate/async` body as the client sent it (e.g. `params.sampler_name`). */
  readonly body: Readonly<Record<string, unknown>>;
  /** Its source image as the emulator read it (digest, size, processing, strength), if any. */
  readonly source: SourceImage | undefined;
  /** What the workers made of `params.loras`: applied (name, weight), the prompt, the faults. */
  readonly loras: FetchedLoras;
  readonly jobs: readonly {
    state: 'waiting' | 'processing' | 'finished';
    seed: string;
    generationId?: string;
    model?: string;
    censored: boolean;
  }[];
  readonly cancelled: boolean;
}

/** An alchemy request as the emulator sees it now (for tests). */
export interface HordeInterrogationSnapshot {
  readonly id: string;
  /** `alias#id` of the requester. */
  readonly username: string;
  /** What `GET /v2/interrogate/status/{id}` would answer now. */
  readonly status: Readonly<Record<string, unknown>>;
  /** The body as the client sent it, `source_image` left out. */
  readonly body: Readonly<Record<string, unknown>>;
  /** Its source as read: SHA-256 of the bytes, size, tiles, and whether it went to R2 (base64). */
  readonly source: {
    readonly digest: string;
    readonly width: number;
    readonly height: number;
    readonly tiles: number;
    readonly r2stored: boolean;
  };
  readonly slowWorkers: boolean;
  /** Each form: its id, name, state, what its worker earns, what its requester paid, aborts. */
  readonly forms: readonly {
    id: string;
    name: string;
    state: string;
    kudos: number;
    paid: number;
    aborts: number;
  }[];
}

/** A running AI Horde emulator, as `startHordeEmulator` returns it. */
export interface HordeEmulator extends FaultAndStatsControls<HordeFaults, HordeStats> {
  /** Base URL without trailing slash; the API is under `${url}/api/v2`. */
  readonly url: string;
  /** Where its copy of the model reference is served (GitHub's raw file, for `HORDE_MODEL_REFERENCE_URL`). */
  readonly modelReferenceUrl: string;
  /** Stops listening and destroys open sockets. Idempotent. */
  close(): Promise<void>;
  /** Adds a registered user; throws when the key is taken. */
  addUser(user: SeedHordeUser): void;
  /** Kudos of the user holding `apiKey` (`0000000000`: the anonymous user). */
  kudosOf(apiKey: string): number;
  /** Sets the kudos of the user holding `apiKey`. */
  setKudos(apiKey: string, kudos: number): void;
  /** Sets how many images the user holding `apiKey` may have waiting. */
  setConcurrency(apiKey: string, concurrency: number): void;
  /** A live request now, or undefined (unknown or expired). */
  request(id: string): HordeRequestSnapshot | undefined;
  /** A live alchemy request now, or undefined (unknown or expired). */
  interrogation(id: string): HordeInterrogationSnapshot | undefined;
  /** The WebP bytes of a generation (or alchemy form) whose URL or base64 was handed out. */
  imageFor(generationId: string): Promise<Buffer | undefined>;
}
