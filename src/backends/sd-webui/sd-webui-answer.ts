import { z } from 'zod';
import { headerOf } from '../../core/sharp-input.js';
import { TaskFailedError } from '../../image-backend/backend-errors.js';
import { parseJson } from '../../image-backend/json-request.js';
import type { SdEndpoint, SdEndpoints } from './sd-webui-endpoints.js';
import { sdRequest } from './sd-webui-http.js';
import type { SdCallPlan } from './sd-webui-request.js';
import { extrasAnswerSchema, imagesAnswerSchema } from './sd-webui-schemas.js';

/** The part of a generation's `info` (`Processed.js()`, a JSON string) the bot reads. */
const infoSchema = z.object({
  /** The checkpoint that ran (`model_name`), whatever `override_settings` asked. */
  sd_model_name: z.string().nullish().catch(undefined),
  /** Its short hash (`shorthash`), as `sd-models` lists it. */
  sd_model_hash: z.string().nullish().catch(undefined),
  /** `state.job_timestamp` when the job began: which job the global state describes. */
  job_timestamp: z.string().nullish().catch(undefined),
  /** The job's comments, one a line: `Lora not found: a, b` names the LoRAs it made it without. */
  comments: z.string().nullish().catch(undefined),
});

/**
 * The `<lora:…>` names a job's comments say the WebUI could not load, so made the image without
 * [A1 networks.py `load_networks`: `Lora not found: …`, before 1.7 `Failed to find networks: …`].
 */
export function lorasNotFound(info: Pick<RanInfo, 'comments'>): string[] {
  const line = /^(?:Lora not found|Failed to find networks): (.+)$/m.exec(info.comments ?? '');
  return line?.[1] ? line[1].split(', ').map((name) => name.trim()) : [];
}

/** What a generation's answer says of how it ran. */
export type RanInfo = z.infer<typeof infoSchema>;

/** `GET /sdapi/v1/progress`'s `state.dict()` [A1 modules/shared_state.py dict]. */
const globalStateSchema = z.object({
  state: z.object({
    interrupted: z.boolean().nullish(),
    skipped: z.boolean().nullish(),
    job: z.string().nullish(),
    job_timestamp: z.string().nullish(),
    sampling_step: z.number().nullish(),
    sampling_steps: z.number().nullish(),
  }),
});

/**
 * Why an upscale answered at its input's size failed: SD.Next, asked for an upscaler it does not
 * have (removed since the bot read its list), logs `Could not find upscaler` and answers 200 with
 * the image as it was [SN scripts/postprocessing_upscale.py process].
 */
export const UNSCALED =
  'the WebUI answered the image unscaled: it has no upscaler of that name (any more)';

/** An answer's width in pixels (0 where it cannot be read). */
const widthOf = (image: Buffer): Promise<number> =>
  headerOf(image)
    .then((meta) => meta.width ?? 0)
    .catch(() => 0);

/** What one held call answered: its image (none: the WebUI sent none) and its `info`. */
export interface HeldAnswer {
  readonly image: Buffer | undefined;
  readonly info: RanInfo;
}

/** `info`, read leniently: a field the fork does not send, or garbled, is left out. */
export function infoOf(info: unknown): RanInfo {
  const parsed = typeof info === 'string' ? parseJson(info) : info;
  return infoSchema.safeParse(parsed).data ?? {};
}

/** Makes the blocking call of `plan` on the held pool and reads its image and `info`. */
export async function heldAnswer(
  http: SdEndpoints,
  plan: SdCallPlan,
  signal: AbortSignal,
  timeoutMs: number,
): Promise<HeldAnswer> {
  const call = {
    method: 'POST',
    path: plan.path,
    body: plan.body,
    timeoutMs,
    submission: true,
  } as const;
  if (!plan.tracked) {
    const answer = await sdRequest(http.held, { ...call, schema: extrasAnswerSchema }, signal);
    const image = answer.image ? Buffer.from(answer.image, 'base64') : undefined;
    if (image && plan.upscaledWidth && (await widthOf(image)) < plan.upscaledWidth - 1)
      throw new TaskFailedError(UNSCALED, 'failed', undefined, { cause: 'unknown' });
    return { image, info: {} };
  }
  const answer = await sdRequest(http.held, { ...call, schema: imagesAnswerSchema }, signal);
  const encoded = answer.images?.[0];
  return { image: encoded ? Buffer.from(encoded, 'base64') : undefined, info: infoOf(answer.info) };
}

/**
 * Whether a generation that answered with an image was cut short by another client (the WebUI's
 * `/interrupt` and `/skip` are global): A1111 answers such a job 200 with its half-made image and
 * an `info` naming the steps asked, not done. Read from the global state right after the answer,
 * while it is still this job's (`state.end()` keeps `interrupted`, `skipped` and the steps; the
 * next job's `state.begin()` resets them, and then it can no longer be told): the steps done
 * (`sampling_step`, from 0) and asked, or undefined when it ran to its end or cannot be told.
 */
export async function cutShort(
  control: SdEndpoint,
  info: RanInfo,
  signal?: AbortSignal,
): Promise<{ readonly done: number; readonly asked: number } | undefined> {
  if (!info.job_timestamp) return undefined;
  const path = '/sdapi/v1/progress?skip_current_image=true';
  const read = await sdRequest(control, { method: 'GET', path, schema: globalStateSchema }, signal)
    .then((answer) => answer.state)
    .catch(() => undefined);
  if (!read || read.job || read.job_timestamp !== info.job_timestamp) return undefined;
  if (!read.interrupted && !read.skipped) return undefined;
  const asked = read.sampling_steps ?? 0;
  const done = (read.sampling_step ?? 0) + 1;
  return done < asked ? { done, asked } : undefined;
}
