import { Agent, type Dispatcher, request } from 'undici';
import type { z } from 'zod';
import { readCappedBody } from '../core/capped-body.js';
import { errorCodes } from '../core/error-codes.js';
import { CivitaiNotFoundError, CivitaiUnavailableError } from './civitai-errors.js';
import { type CivitaiLora, primarySizeKB } from './civitai-lora.js';
import { modelSchema, versionSchema } from './civitai-schemas.js';

/** Options of {@link CivitaiClient}. */
export interface CivitaiClientOptions {
  /** CivitAI's origin, without a trailing slash. @default 'https://civitai.com' */
  readonly baseUrl?: string;
  /** The most a look-up may take, answer read included, in ms. @default 10_000 */
  readonly timeoutMs?: number;
  /** The largest answer read (a model with many versions lists them all). @default 2 MiB */
  readonly maxBytes?: number;
  /** The connection pool. @default one of its own, a few connections */
  readonly dispatcher?: Dispatcher;
}

/** The largest id CivitAI's ids (Postgres `int4`) hold. */
const INT4_MAX = 2_147_483_647;

/**
 * Looks LoRAs up on CivitAI's public REST API (no key): a model by its id (its latest published
 * version) or a version by its own id, as a manager adds one for the AI Horde. Bounded (a
 * timeout for the whole look-up, a capped answer); every failure typed: no such id (a 404, or a
 * 400 for an id CivitAI cannot take) is {@link CivitaiNotFoundError}, anything else (unreachable,
 * timeout, 5xx, 429, an answer that is not the model) {@link CivitaiUnavailableError}.
 */
export class CivitaiClient {
  readonly #baseUrl: string;
  readonly #timeoutMs: number;
  readonly #maxBytes: number;
  readonly #dispatcher: Dispatcher;
  readonly #ownsDispatcher: boolean;

  constructor(options: CivitaiClientOptions = {}) {
    this.#baseUrl = (options.baseUrl ?? 'https://civitai.com').replace(/\/+$/, '');
    this.#timeoutMs = options.timeoutMs ?? 10_000;
    this.#maxBytes = options.maxBytes ?? 2 * 1024 * 1024;
    this.#ownsDispatcher = options.dispatcher === undefined;
    this.#dispatcher = options.dispatcher ?? new Agent({ connections: 4 });
  }

  /** Model `modelId` at its latest published version. */
  async lookUpModel(modelId: number, signal?: AbortSignal): Promise<CivitaiLora> {
    const model = await this.#get(`/api/v1/models/${modelId}`, modelId, modelSchema, signal);
    const [latest] = model.modelVersions;
    if (!latest) throw new CivitaiNotFoundError(modelId, { detail: 'no published version' });
    return {
      modelId: model.id,
      versionId: latest.id,
      name: model.name,
      versionName: latest.name,
      type: model.type,
      baseModel: latest.baseModel,
      sizeKB: primarySizeKB(latest.files),
      trainedWords: latest.trainedWords,
      nsfw: model.nsfw,
    };
  }

  /** Version `versionId`, with its model's name and type. */
  async lookUpVersion(versionId: number, signal?: AbortSignal): Promise<CivitaiLora> {
    const path = `/api/v1/model-versions/${versionId}`;
    const version = await this.#get(path, versionId, versionSchema, signal);
    return {
      modelId: version.modelId,
      versionId: version.id,
      name: version.model.name,
      versionName: version.name,
      type: version.model.type,
      baseModel: version.baseModel,
      sizeKB: primarySizeKB(version.files),
      trainedWords: version.trainedWords,
      nsfw: version.model.nsfw,
    };
  }

  /** Closes the connection pool it made (one given is the giver's). */
  async close(): Promise<void> {
    if (this.#ownsDispatcher) await this.#dispatcher.close();
  }

  async #get<T>(path: string, id: number, schema: z.ZodType<T>, signal?: AbortSignal) {
    if (!Number.isInteger(id) || id <= 0 || id > INT4_MAX) throw new CivitaiNotFoundError(id);
    const timeout = AbortSignal.timeout(this.#timeoutMs);
    const signals = signal ? AbortSignal.any([signal, timeout]) : timeout;
    const what = `GET ${path}`;
    let status: number;
    let text: string;
    try {
      const answer = await request(`${this.#baseUrl}${path}`, {
        method: 'GET',
        headers: { accept: 'application/json' },
        dispatcher: this.#dispatcher,
        signal: signals,
      });
      status = answer.statusCode;
      const tooLarge = () => new CivitaiUnavailableError({ detail: `${what}: answer too large` });
      text = (await readCappedBody(answer.body, this.#maxBytes, tooLarge)).toString('utf8');
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      if (error instanceof CivitaiUnavailableError) throw error;
      const [code] = errorCodes(error);
      const why = timeout.aborted
        ? `timed out after ${this.#timeoutMs} ms`
        : (code ?? String(error));
      throw new CivitaiUnavailableError({ detail: `${what}: ${why}`, cause: error });
    }
    const detail = `${what}: HTTP ${status}: ${text.slice(0, 200)}`;
    if (status === 404 || status === 400) throw new CivitaiNotFoundError(id, { detail });
    if (status < 200 || status >= 300) throw new CivitaiUnavailableError({ detail, status });
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success)
      throw new CivitaiUnavailableError({ detail: `${what}: not a model`, status });
    return parsed.data;
  }
}
