import { z } from 'zod';
import { ServiceUnavailableError } from '../../image-backend/backend-errors.js';
import type { CallOptions } from '../../image-backend/backend-types.js';
import type { JsonEndpoint } from '../../image-backend/json-request.js';
import { sdRequest } from './sd-webui-http.js';
import { taskProgressSchema } from './sd-webui-schemas.js';

/** How long what was found is kept before the server is asked again. */
const KEEP_MS = 5 * 60_000;

/**
 * How the server describes an image: A1111's and Forge's `interrogate` (`clip`), SD.Next's
 * `caption` (`openclip`, since 2026-01) or its older `interrogate` (an OpenCLIP model name).
 */
export type DescribeRoute = 'interrogate' | 'sdnext-interrogate' | 'caption';

/** What the server offers beyond the generations every one of the family runs. */
export interface SdFeatures {
  /**
   * Whether `/internal/progress` follows the bot's `force_task_id`: A1111 and Forge with their
   * UI. Started `--nowebui` they have no `/internal/*` route; SD.Next ignores the id (its API
   * calls never become `current_task`). Without it the bot can tell neither its place, progress
   * and preview nor whether the running job is its own (`/interrupt` stops whatever runs).
   */
  readonly tasks: boolean;
  /** How it describes an image; none: it cannot. */
  readonly describe: DescribeRoute | undefined;
}

/** What A1111 with its UI offers: assumed until the server was asked. */
const A1111: SdFeatures = { tasks: true, describe: 'interrogate' };

/** `paused`, which only SD.Next's `/internal/progress` answers. */
const sdnextProgressSchema = taskProgressSchema.extend({ paused: z.boolean() });

/**
 * Finds out, once every five minutes, which of the family's routes the server registered: a
 * route's path asked with a method it does not take answers FastAPI's 405 where it exists and
 * 404 where it does not, without running anything.
 */
export class SdWebuiFeatures {
  #features: SdFeatures = A1111;
  #readAt = Number.NEGATIVE_INFINITY;
  #reading: Promise<SdFeatures> | undefined;

  constructor(
    private readonly http: JsonEndpoint,
    private readonly now: () => number = Date.now,
  ) {}

  /** What was found last (A1111's until the server answered). */
  get known(): SdFeatures {
    return this.#features;
  }

  /** What the server offers, fresh within five minutes (`fresh`: asked now). */
  read(options: CallOptions & { fresh?: boolean } = {}): Promise<SdFeatures> {
    if (!options.fresh && this.now() - this.#readAt < KEEP_MS)
      return Promise.resolve(this.#features);
    this.#reading ??= this.#fetch(options).finally(() => {
      this.#reading = undefined;
    });
    return this.#reading;
  }

  async #fetch(options: CallOptions): Promise<SdFeatures> {
    const [tasks, interrogate, caption] = await Promise.all([
      this.#namesTasks(options),
      this.#status('/sdapi/v1/interrogate', options),
      this.#status('/sdapi/v1/caption', options),
    ]);
    const describe: DescribeRoute | undefined =
      interrogate === 405
        ? 'interrogate'
        : interrogate === 200
          ? 'sdnext-interrogate'
          : caption === 405
            ? 'caption'
            : undefined;
    this.#features = { tasks, describe };
    this.#readAt = this.now();
    return this.#features;
  }

  /** Whether `/internal/progress` exists and is A1111's (SD.Next's answers `paused`). */
  async #namesTasks({ signal, timeoutMs }: CallOptions): Promise<boolean> {
    const body = { id_task: 'task(probe)', id_live_preview: -1, live_preview: false };
    const call = { method: 'POST', path: '/internal/progress', body, timeoutMs } as const;
    try {
      const read = await sdRequest(this.http, { ...call, schema: z.unknown() }, signal);
      return !sdnextProgressSchema.safeParse(read).success;
    } catch (error) {
      if (error instanceof ServiceUnavailableError && error.status === 404) return false;
      throw error;
    }
  }

  /** The status `GET path` answers (200, 404, 405…), the answer read and dropped. */
  async #status(path: string, { signal, timeoutMs }: CallOptions): Promise<number> {
    const call = { method: 'GET', path, timeoutMs, schema: z.unknown() } as const;
    try {
      await sdRequest(this.http, call, signal);
      return 200;
    } catch (error) {
      if (error instanceof ServiceUnavailableError && error.status !== undefined)
        return error.status;
      throw error;
    }
  }
}
