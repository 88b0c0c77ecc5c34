import { z } from 'zod';

/** `POST /v2/generate/async`'s 202: the request's id, one image's estimated kudos, warnings. */
export const asyncAnswerSchema = z.object({
  id: z.string().min(1),
  kudos: z.number().optional(),
  message: z.string().optional(),
  warnings: z
    .array(z.object({ code: z.string().optional(), message: z.string().optional() }))
    .optional(),
});

/** `POST /v2/generate/async`'s 200 to a dry run: the whole request's estimated kudos. */
export const dryRunAnswerSchema = z.object({ kudos: z.number().nonnegative() });

/** `GET /v2/generate/check/{id}`: counts, queue position, wait, kudos spent so far. */
export const checkSchema = z.object({
  finished: z.number(),
  processing: z.number(),
  restarted: z.number().optional(),
  waiting: z.number(),
  done: z.boolean(),
  faulted: z.boolean().optional(),
  wait_time: z.number().optional(),
  queue_position: z.number().optional(),
  kudos: z.number().optional(),
  is_possible: z.boolean().optional(),
});

/**
 * What a worker reports of a finished image (`GenerationMetadataStable`): a LoRA it could not use
 * is `{type: 'lora', value: 'download_failed' | 'baseline_mismatch', ref: <the name asked>}`.
 */
const genMetadataSchema = z.object({
  type: z.string(),
  value: z.string(),
  ref: z.string().nullish(),
});

/** One image of a finished request. */
const generationSchema = z.object({
  img: z.string(),
  seed: z.string().optional(),
  id: z.string().optional(),
  model: z.string().optional(),
  censored: z.boolean().optional(),
  gen_metadata: z.array(genMetadataSchema).nullish(),
});

/**
 * The LoRAs (the names asked: CivitAI version ids) a worker reports it made the image without: each
 * `lora` entry of its `gen_metadata` naming one, once.
 */
export function unappliedLoras(
  metadata: readonly z.infer<typeof genMetadataSchema>[] | null | undefined,
): string[] {
  const refs = (metadata ?? []).flatMap((entry) =>
    entry.type === 'lora' && entry.ref ? [entry.ref] : [],
  );
  return [...new Set(refs)];
}

/** `GET`/`DELETE /v2/generate/status/{id}`: the check's fields and the images. */
export const statusSchema = checkSchema.extend({ generations: z.array(generationSchema) });

/** `GET /v2/find_user`: who the key belongs to and its kudos. */
export const userSchema = z.object({
  username: z.string(),
  id: z.number(),
  kudos: z.number(),
});

/** `GET /v2/status/models`: the models workers serve now. */
export const modelsSchema = z.array(
  z.object({ name: z.string(), count: z.number().optional(), type: z.string().optional() }),
);

/** `POST /v2/interrogate/async`'s 202: the alchemy request's id (no kudos: the Horde says none). */
export const alchemyAnswerSchema = z.object({
  id: z.string().min(1),
  message: z.string().optional(),
});

/**
 * `GET`/`DELETE /v2/interrogate/status/{id}`: the overall state and each form's (`waiting`,
 * `processing`, `done`, `faulted`, `cancelled`) with its result once delivered (`{caption}`,
 * `{<post-processor>: url}`).
 */
export const alchemyStatusSchema = z.object({
  state: z.string(),
  forms: z.array(
    z.object({
      form: z.string(),
      state: z.string(),
      result: z.record(z.string(), z.unknown()).nullish(),
    }),
  ),
});

/** An error answer: the Horde's `{ message, rc }`, or flask-restx's `{ errors, message }`. */
export const errorBodySchema = z
  .object({
    message: z.string().optional(),
    rc: z.string().optional(),
    errors: z.record(z.string(), z.string()).optional(),
  })
  .loose();

export type HordeCheck = z.infer<typeof checkSchema>;
export type HordeStatus = z.infer<typeof statusSchema>;
export type HordeAlchemyStatus = z.infer<typeof alchemyStatusSchema>;
