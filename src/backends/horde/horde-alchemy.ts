import { setTimeout as sleep } from 'node:timers/promises';
import {
  ServiceTimeoutError,
  TaskFailedError,
  UnknownTaskError,
} from '../../image-backend/backend-errors.js';
import type {
  DescribeOptions,
  Submission,
  SubmitOptions,
  TaskCost,
  TaskStatus,
} from '../../image-backend/backend-types.js';
import type { InputImage } from '../../image-backend/images-in.js';
import {
  alchemyKudos,
  captionRequest,
  type HordeAlchemyBody,
  UPSCALE_FORMS,
  upscaleRequest,
} from './horde-alchemy-request.js';
import type { HordeCall } from './horde-call.js';
import type { HordeRoute } from './horde-pace.js';
import {
  alchemyAnswerSchema,
  alchemyStatusSchema,
  type HordeAlchemyStatus,
} from './horde-schemas.js';

/** Sends one call at the pace of its route (`HordeBackend`'s). */
export type HordeCaller = <T>(
  route: HordeRoute,
  call: HordeCall<T>,
  signal?: AbortSignal,
  beforeSending?: AbortSignal,
) => Promise<T>;

/** Options of {@link HordeAlchemy}. */
export interface HordeAlchemyOptions {
  /** Time between two looks at a caption being made, in ms. @default 2000 */
  readonly pollMs?: number;
  /** How long a caption may take before it is cancelled, in ms, unless the call says. @default 300000 */
  readonly describeTimeoutMs?: number;
}

/**
 * An alchemy task's id: its source's tiles (what its price is counted from) and the Horde's
 * request id, prefixed so it is never taken for a generation's (a bare UUID).
 */
const ALCHEMY_TASK = /^alchemy-(\d{1,3})-([\w-]{1,48})$/;

/** Whether `taskId` is an upscale run by alchemy (`alchemy-<tiles>-<id>`). */
export const isAlchemyTask = (taskId: string): boolean => ALCHEMY_TASK.test(taskId);

const KUDOS = 'kudos';
const kudos = (amount: number): TaskCost => ({ amount, unit: KUDOS });

/**
 * The Horde's alchemy (`/v2/interrogate`, sandbox/horde/README.md): an upscale
 * (`RealESRGAN_x2plus`/`x4plus`) as a task polled like a generation, its image a URL on R2; a
 * caption polled here until it comes. The Horde reports no kudos for alchemy: what a form costs
 * is its price by the server's code (`alchemyKudos`), charged once delivered (or cancelled while
 * processing), nothing when it faulted.
 */
export class HordeAlchemy {
  readonly #call: HordeCaller;
  readonly #pollMs: number;
  readonly #describeTimeoutMs: number;

  constructor(call: HordeCaller, options: HordeAlchemyOptions = {}) {
    this.#call = call;
    this.#pollMs = options.pollMs ?? 2_000;
    this.#describeTimeoutMs = options.describeTimeoutMs ?? 300_000;
  }

  /** Sends an upscale by `factor` (checked first); the task's price is its `cost`. */
  async upscale(
    apiKey: string,
    image: InputImage,
    factor: number,
    options: Pick<SubmitOptions, 'signal' | 'beforeSending'> = {},
  ): Promise<Submission> {
    const { body, tiles } = upscaleRequest(image, factor);
    const id = await this.#submit(apiKey, body, options);
    const cost = alchemyKudos(body.forms[0].name, tiles);
    return { taskId: `alchemy-${tiles}-${id}`, family: 'alchemy', status: 'queued', cost };
  }

  /** What an upscale by `factor` costs, from the input alone (alchemy has no dry run). */
  estimateUpscale(image: InputImage, factor: number): number {
    return alchemyKudos(UPSCALE_FORMS[factor] ?? '', upscaleRequest(image, factor).tiles);
  }

  /**
   * An upscale's state: its form waiting (queued), processing, done (the image's URL and its
   * price), faulted (nothing spent) or cancelled; an expired request is an unknown task.
   */
  async status(taskId: string, signal?: AbortSignal): Promise<TaskStatus> {
    const [, tiles = '1', id = ''] = ALCHEMY_TASK.exec(taskId) ?? [];
    const status = await this.#status(id, signal).catch((error: unknown) => {
      if (!(error instanceof UnknownTaskError)) throw error;
      throw new UnknownTaskError(taskId, {
        ...(error.detail && { detail: error.detail }),
        cause: error,
      });
    });
    const [form] = status.forms;
    const failed = (error: string, reason: 'failed' | 'faulted', cost?: TaskCost): TaskStatus => ({
      taskId,
      state: 'failed',
      error: `AI Horde: ${error}`,
      reason,
      ...(cost && { cost }),
    });
    if (!form) return failed('the alchemy request holds no form', 'failed');
    const price = kudos(alchemyKudos(form.form, Number(tiles)));
    switch (form.state) {
      case 'waiting':
        return { taskId, state: 'queued' };
      case 'processing':
        return { taskId, state: 'processing' };
      case 'done': {
        const url = form.result?.[form.form];
        if (typeof url === 'string' && url !== '') {
          return { taskId, state: 'completed', imageUrl: url, cost: price };
        }
        return failed(
          `${form.form} was delivered without an image; ${price.amount} kudos spent`,
          'failed',
          price,
        );
      }
      case 'faulted':
        return failed('the alchemists faulted the upscale; 0 kudos spent', 'faulted', kudos(0));
      default:
        return failed(`the upscale ended ${form.state}`, 'failed');
    }
  }

  /** Cancels an alchemy task: no alchemist takes its forms any more. */
  async cancel(taskId: string, signal?: AbortSignal): Promise<void> {
    const [, , id = ''] = ALCHEMY_TASK.exec(taskId) ?? [];
    await this.#cancel(id, signal);
  }

  /**
   * A caption of `image`: a `caption` form sent (`captionRequest`), its status looked at every
   * `pollMs` (abortable sleeps) until it is done; its price told to `onCost`. Aborted or past its
   * time, the request is cancelled (a form already processing is charged, and told so); the
   * submission itself is not cut short, so that what it started is known and cancelled.
   * @throws {TaskFailedError} faulted (nothing spent) or ended without a caption.
   * @throws {ServiceTimeoutError} past `timeoutMs` (or `describeTimeoutMs`).
   */
  async describe(
    apiKey: string,
    image: InputImage,
    options: DescribeOptions = {},
  ): Promise<string> {
    const body = await captionRequest(image);
    const ms = options.timeoutMs ?? this.#describeTimeoutMs;
    const timeout = AbortSignal.timeout(ms);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    const price = kudos(alchemyKudos('caption', 1));
    let id: string | undefined;
    let seen: string | undefined;
    try {
      signal.throwIfAborted();
      // Not aborted once sent: a request the Horde took is always known, so it can be cancelled.
      id = await this.#submit(apiKey, body, {});
      for (;;) {
        await sleep(this.#pollMs, undefined, { signal });
        const form = (await this.#status(id, signal)).forms[0];
        seen = form?.state;
        if (form?.state === 'waiting' || form?.state === 'processing') continue;
        const caption = form?.result?.caption;
        if (form?.state === 'done' && typeof caption === 'string' && caption.trim() !== '') {
          options.onCost?.(price);
          return caption.trim();
        }
        if (form?.state === 'faulted') {
          throw new TaskFailedError(
            'AI Horde: the alchemists faulted the caption; 0 kudos spent',
            'faulted',
            kudos(0),
          );
        }
        const spent = form?.state === 'done' ? price : undefined;
        if (spent) options.onCost?.(spent);
        throw new TaskFailedError(
          `AI Horde: the caption ended ${form?.state ?? 'without a form'}`,
          'failed',
          spent,
        );
      }
    } catch (error) {
      if (!signal.aborted) throw error;
      if (id) await this.#cancel(id).catch(() => undefined);
      if (seen === 'processing') options.onCost?.(price);
      if (options.signal?.aborted) throw options.signal.reason;
      throw new ServiceTimeoutError(ms, {
        detail: `caption ${id ?? '(not sent)'} not done after ${ms} ms`,
        cause: error,
      });
    }
  }

  async #submit(
    apiKey: string,
    body: HordeAlchemyBody,
    { signal, beforeSending }: Pick<SubmitOptions, 'signal' | 'beforeSending'>,
  ): Promise<string> {
    const answer = await this.#call(
      'other',
      {
        method: 'POST',
        path: '/interrogate/async',
        apiKey,
        body,
        schema: alchemyAnswerSchema,
        submission: true,
        what: 'POST interrogate/async',
      },
      signal,
      beforeSending,
    );
    return answer.id;
  }

  #status(id: string, signal?: AbortSignal): Promise<HordeAlchemyStatus> {
    return this.#call(
      'check',
      {
        method: 'GET',
        path: `/interrogate/status/${id}`,
        schema: alchemyStatusSchema,
        what: 'GET interrogate/status',
      },
      signal,
    );
  }

  #cancel(id: string, signal?: AbortSignal): Promise<HordeAlchemyStatus> {
    return this.#call(
      'status',
      {
        method: 'DELETE',
        path: `/interrogate/status/${id}`,
        schema: alchemyStatusSchema,
        what: 'DELETE interrogate/status',
      },
      signal,
    );
  }
}
