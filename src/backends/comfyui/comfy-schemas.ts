import { z } from 'zod';

/** `POST /prompt`'s answer. */
export const promptAnswerSchema = z.looseObject({ prompt_id: z.string().min(1) });

/** A 400 from `POST /prompt` (`validate_prompt`): what is wrong, and per node. */
export const promptRefusalSchema = z.looseObject({
  error: z.looseObject({ message: z.string(), details: z.string().optional() }),
  node_errors: z
    .record(
      z.string(),
      z.looseObject({
        class_type: z.string().optional(),
        errors: z.array(z.looseObject({ message: z.string(), details: z.string().optional() })),
      }),
    )
    .optional(),
});

/** A queue item: `[number, prompt_id, prompt, extra_data, outputs_to_execute]`. */
const queueItemSchema = z.tuple([z.number(), z.string()]).rest(z.unknown());

/** `GET /queue`. */
export const queueSchema = z.looseObject({
  queue_running: z.array(queueItemSchema).default([]),
  queue_pending: z.array(queueItemSchema).default([]),
});

export type ComfyQueue = z.infer<typeof queueSchema>;

/** One image an output node wrote, as `/view` serves it. */
export const imageRefSchema = z.looseObject({
  filename: z.string().min(1),
  subfolder: z.string().default(''),
  type: z.string().default('output'),
});

export type ImageRef = z.infer<typeof imageRefSchema>;

/** One entry of `GET /history/{prompt_id}` (absent while queued or running). */
export const historyEntrySchema = z.looseObject({
  /** The queue item it ran: `[number, prompt_id, prompt, extra_data, outputs_to_execute]`. */
  prompt: z.array(z.unknown()).optional(),
  /** Each output node's files; `animated: [true]` marks a video (`ui.PreviewVideo`). */
  outputs: z.record(
    z.string(),
    z.looseObject({
      images: z.array(imageRefSchema).optional(),
      animated: z.array(z.boolean()).optional().catch(undefined),
    }),
  ),
  status: z.looseObject({
    status_str: z.string(),
    completed: z.boolean(),
    messages: z.array(z.tuple([z.string(), z.unknown()])).default([]),
  }),
});

export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** `GET /history/{prompt_id}`: `{}` until the prompt ended. */
export const historySchema = z.record(z.string(), historyEntrySchema);

/** An empty 200 (`POST /queue`, `POST /interrupt`). */
export const emptySchema = z.unknown();
