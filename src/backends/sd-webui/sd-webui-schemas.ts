import { z } from 'zod';

/** `TextToImageResponse`/`ImageToImageResponse`: base64 images (PNG by default), `info` a JSON string. */
export const imagesAnswerSchema = z.object({
  images: z.array(z.string()).nullish(),
  info: z.unknown(),
});

/** `/internal/progress`'s answer for one task id [modules/progress.py]. */
export const taskProgressSchema = z.object({
  active: z.boolean(),
  queued: z.boolean(),
  completed: z.boolean(),
  progress: z.number().nullish(),
  eta: z.number().nullish(),
  live_preview: z.string().nullish(),
  id_live_preview: z.number().nullish(),
  textinfo: z.string().nullish(),
});

/** A task's progress, as read. */
export type TaskProgress = z.infer<typeof taskProgressSchema>;

export const sdModelsSchema = z.array(
  z.object({ title: z.string(), model_name: z.string(), hash: z.string().nullish() }),
);
export const samplersSchema = z.array(z.object({ name: z.string() }));
/** `get_upscalers`: `model_path` the model's (`data_path`), null for a plain resize. */
export const upscalersSchema = z.array(
  z.object({
    name: z.string(),
    scale: z.number().nullish().catch(undefined),
    model_path: z.string().nullish().catch(undefined),
  }),
);
export const schedulersSchema = z.array(z.object({ name: z.string(), label: z.string() }));
export const extrasAnswerSchema = z.object({ image: z.string().nullish() });
export const interrogateAnswerSchema = z.object({ caption: z.string().nullish() });
/** `{}` (`interrupt`) or anything: an answer whose body does not matter. */
export const anyAnswerSchema = z.unknown();
