import { z } from 'zod';
import { errorText } from './failure-to-error.js';
import type { Balance, Submission, TaskFamily, TaskStatus } from './service-types.js';

const nonBlank = z.string().trim().min(1);

/** An id that may arrive as a non-empty string or as a number; always a string afterwards. */
const idSchema = z.union([nonBlank, z.number().int().nonnegative().transform(String)]);

/** A finite number that may arrive as a numeric string. */
const numberishSchema = z.union([
  z.number().finite(),
  nonBlank.regex(/^-?\d+(\.\d+)?$/).transform(Number),
]);

/** An optional text member: anything that is not a string is dropped instead of failing. */
const optionalTextSchema = z.string().optional().catch(undefined);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NUMERIC = /^\d+$/;

/** The family a task id belongs to: UUIDs are node-graph tasks, numeric ids `rr3`; else undefined. */
export function taskFamilyOf(taskId: string): TaskFamily | undefined {
  if (UUID.test(taskId)) return 'node-graph';
  if (NUMERIC.test(taskId)) return 'rr3';
  return undefined;
}

/** The `data` of a generate_api_key answer: `{ api_key }` (or `{ key }`); the key. */
export const generatedKeySchema = z
  .union([z.object({ api_key: nonBlank }), z.object({ key: nonBlank })])
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
    username: optionalTextSchema,
    balance: numberishSchema,
    currency: nonBlank.optional().catch(undefined),
  })
  .transform(
    (data): Balance => ({
      userId: data.user_id,
      username: data.username ?? '',
      balance: data.balance,
      currency: data.currency ?? 'credits',
    }),
  );

const submissionData = z.object({
  id: idSchema,
  status: nonBlank.optional().catch(undefined),
  message: optionalTextSchema,
  provider: optionalTextSchema,
  check_status: optionalTextSchema,
});

/**
 * The `data` of a submission answer: `{ id, status, message | provider, check_status }`. Its family
 * is the id's, else `rr3` when `provider` or the submitted `workflow` says so, else node-graph.
 */
export const submissionSchema = (workflow: string | undefined) =>
  submissionData.transform(
    ({ id, status, message, provider, check_status }): Submission => ({
      taskId: id,
      family: taskFamilyOf(id) ?? (provider === 'rr3' || workflow === 'rr3' ? 'rr3' : 'node-graph'),
      status: status ?? 'queued',
      ...(message !== undefined && { message }),
      ...(provider !== undefined && { provider }),
      ...(check_status !== undefined && { checkStatus: check_status }),
    }),
  );

const statusData = z.object({
  id: idSchema.optional().catch(undefined),
  status: z.string(),
  progress: numberishSchema.nullish().catch(undefined),
  result: z
    .object({ image_url: nonBlank.optional().catch(undefined) })
    .nullish()
    .catch(undefined),
  image_url: nonBlank.optional().catch(undefined),
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

const RUNNING = new Set(['queued', 'pending', 'processing']);

/**
 * Reads the usual answer of a running task without the schema, for a poll loop reading thousands
 * a second: `{"success":true,"data":{"id"?,"status","progress"?}}` with exactly `queued`, `pending`
 * or `processing`, a trimmed non-empty id or none, a finite progress or none. Anything else is
 * undefined, left to {@link taskStatusSchema}, which gives the same on every answer this reads.
 */
export function readRunningTaskStatus(body: Buffer, taskId: string): TaskStatus | undefined {
  let json: unknown;
  try {
    json = JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof json !== 'object' || json === null) return undefined;
  const { success, data } = json as { success?: unknown; data?: unknown };
  if (success !== true || typeof data !== 'object' || data === null || Array.isArray(data)) {
    return undefined;
  }
  const { id, status, progress } = data as { id?: unknown; status?: unknown; progress?: unknown };
  if (typeof status !== 'string' || !RUNNING.has(status)) return undefined;
  if (id !== undefined && (typeof id !== 'string' || id === '' || id.trim() !== id)) {
    return undefined;
  }
  const known = (id as string | undefined) ?? taskId;
  if (status !== 'processing') return { taskId: known, state: status as 'queued' | 'pending' };
  if (progress === undefined || progress === null) return { taskId: known, state: 'processing' };
  if (typeof progress !== 'number' || !Number.isFinite(progress)) return undefined;
  return { taskId: known, state: 'processing', progress: clamp(progress) };
}
