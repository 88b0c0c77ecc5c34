import { z } from 'zod';
import { errorText } from './failure-to-error.js';
import type { Balance, Submission, TaskFamily, TaskStatus } from './service-types.js';

/** An id that may arrive as a non-empty string or as a number; always a string afterwards. */
export const idSchema = z.union([
  z.string().trim().min(1),
  z
    .number()
    .int()
    .nonnegative()
    .transform((id) => String(id)),
]);

/** A finite number that may arrive as a numeric string. */
export const numberishSchema = z.union([
  z.number().finite(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);

/** An optional text member: anything that is not a string is dropped instead of failing. */
export const optionalTextSchema = z.string().optional().catch(undefined);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NUMERIC = /^\d+$/;

/** The family a task id belongs to: UUIDs are node-graph tasks, numeric ids `rr3`; else undefined. */
export function taskFamilyOf(taskId: string): TaskFamily | undefined {
  if (UUID.test(taskId)) return 'node-graph';
  if (NUMERIC.test(taskId)) return 'rr3';
  return undefined;
}

const keyText = z.string().trim().min(1);

/** The `data` of a generate_api_key answer: `{ api_key }` (or `{ key }`); the key. */
export const generatedKeySchema = z
  .union([z.object({ api_key: keyText }), z.object({ key: keyText })])
  .transform((data) => ('api_key' in data ? data.api_key : data.key));

/**
 * The `data` of a get_api_key answer: `{ api_key }` or `{ key }` holding a key, an empty string
 * or null; null data too. The key, or null when the user has none.
 */
export const currentKeySchema = z
  .union([
    z.null(),
    z.object({ api_key: z.string().nullable() }),
    z.object({ key: z.string().nullable() }),
  ])
  .transform((data) => {
    const key = data === null ? null : 'api_key' in data ? data.api_key : data.key;
    return key?.trim() ? key.trim() : null;
  });

/** The `data` of a revoke_api_key answer: anything; how many were revoked when it says. */
export const revokeCountSchema = z.unknown().transform((data) => {
  if (typeof data !== 'object' || data === null) return undefined;
  const { revoked, count } = data as Record<string, unknown>;
  for (const value of [revoked, count]) {
    const parsed = numberishSchema.safeParse(value);
    if (parsed.success && parsed.data >= 0) return Math.trunc(parsed.data);
  }
  return undefined;
});

/** The `data` of a balance answer: `{ user_id, username, balance, currency }`. */
export const balanceSchema = z
  .object({
    user_id: idSchema,
    username: z.string().optional().catch(undefined),
    balance: numberishSchema,
    currency: z.string().trim().min(1).optional().catch(undefined),
  })
  .transform(
    (data): Balance => ({
      userId: data.user_id,
      username: data.username ?? '',
      balance: data.balance,
      currency: data.currency ?? 'credits',
    }),
  );

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
  message: z.unknown().optional(),
  msg: z.unknown().optional(),
  detail: z.unknown().optional(),
});

/** Why a task failed: the first text among `error`, `message`, `msg` and `detail` (PHP services use each). */
const failureReason = (data: z.output<typeof statusData>) =>
  [data.error, data.message, data.msg, data.detail]
    .map((value) => errorText(value).text)
    .find(Boolean);

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
        return { taskId: id, state, error: failureReason(data) ?? 'The generation failed.' };
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
