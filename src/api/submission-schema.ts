import { z } from 'zod';
import { idSchema, optionalTextSchema } from './lenient-schemas.js';
import { taskFamilyOf } from './task-family.js';
import type { Submission, TaskFamily } from './types.js';

/** A parsed submission; `family` is undefined when neither the id nor `provider` tells it. */
export type ParsedSubmission = Omit<Submission, 'family'> & { family: TaskFamily | undefined };

/** The `data` of a submission answer: `{ id, status, message | provider, check_status }`. */
export const submissionSchema = z
  .object({
    id: idSchema,
    status: z.string().trim().min(1).optional().catch(undefined),
    message: optionalTextSchema,
    provider: optionalTextSchema,
    check_status: optionalTextSchema,
  })
  .transform((data): ParsedSubmission => {
    const submission: ParsedSubmission = {
      taskId: data.id,
      family: taskFamilyOf(data.id) ?? (data.provider === 'rr3' ? 'rr3' : undefined),
      status: data.status ?? 'queued',
    };
    if (data.message !== undefined) submission.message = data.message;
    if (data.provider !== undefined) submission.provider = data.provider;
    if (data.check_status !== undefined) submission.checkStatus = data.check_status;
    return submission;
  });
