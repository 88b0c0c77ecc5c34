import { z } from 'zod';
import { errorText } from './error-text.js';
import { idSchema, numberishSchema } from './lenient-schemas.js';
import type { TaskStatus } from './types.js';

const imageUrl = z.string().trim().min(1);

const statusData = z.object({
  id: idSchema.optional().catch(undefined),
  status: z.string(),
  progress: numberishSchema.nullish().catch(undefined),
  result: z
    .object({ image_url: imageUrl.optional().catch(undefined) })
    .nullish()
    .catch(undefined),
  image_url: imageUrl.optional().catch(undefined),
  error: z.unknown().optional(),
});

/** Progress clamped to 0–100. */
const clamp = (progress: number) => Math.min(100, Math.max(0, progress));

/**
 * The `data` of a task-status answer, as a {@link TaskStatus}. Unknown status strings and a
 * completed task without an image URL are issues. `taskId` stands in when `id` is missing; a
 * relative image URL is kept as sent (the client resolves it).
 */
export const taskStatusSchema = (taskId: string) =>
  statusData.transform((data, context): TaskStatus => {
    const id = data.id ?? taskId;
    const state = data.status.trim().toLowerCase();
    switch (state) {
      case 'queued':
      case 'pending':
        return { taskId: id, state };
      case 'processing':
        return data.progress == null
          ? { taskId: id, state }
          : { taskId: id, state, progress: clamp(data.progress) };
      case 'failed':
        return { taskId: id, state, error: errorText(data.error).text ?? 'The generation failed.' };
      case 'completed': {
        const url = data.result?.image_url ?? data.image_url;
        if (url) return { taskId: id, state, imageUrl: url };
        context.addIssue({ code: 'custom', message: 'completed task without image_url' });
        return z.NEVER;
      }
      default:
        context.addIssue({
          code: 'custom',
          message: `unknown task status ${JSON.stringify(data.status)}`,
        });
        return z.NEVER;
    }
  });
