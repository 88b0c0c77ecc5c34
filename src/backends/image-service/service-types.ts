/** The port's types, kept importable from here with the service's own. */
export type {
  Balance,
  CallOptions,
  RevokeTarget,
  Submission,
  TaskStatus,
} from '../../image-backend/backend-types.js';
export {
  type GenerationRequest,
  WORKFLOWS,
  type Workflow,
} from '../../image-backend/generation-parameters.js';

import type { z } from 'zod';
import type { ImageBackend } from '../../image-backend/image-backend.js';

/** The calls the client makes: one per {@link ImageBackend} method, named in failures and logs. */
export type Operation = Exclude<keyof ImageBackend, 'capabilities' | 'cancel' | 'choices'>;

/**
 * How a call may be repeated: `read` is idempotent; a `write` (key generation, revocation) only
 * when it was never sent; a `submission` costs credits: only when it was never sent or was
 * turned away with a 429, within its own retry count and waiting budget.
 */
export type RetryKind = 'read' | 'write' | 'submission';

/**
 * One call of the service's JSON interface: `v1/index.php?endpoint=…` or `api.php?action=…`, a
 * POST when it has a body (else a GET), authenticated by an API key in `x-api-key` (never in the
 * URL) or by a login token in the body (`{ token }`); both are masked in logged body snippets.
 */
export interface ServiceCall<T> {
  operation: Operation;
  query: ({ endpoint: string } | { action: string }) & Record<string, string>;
  auth: { apiKey: string } | { loginToken: string };
  body?: Record<string, unknown>;
  /** How the call may be repeated (see {@link RetryKind}). */
  retry: RetryKind;
  /**
   * Reads a 2xx payload, and what an error answer's `null` means (`nullWhenMissing`). A function
   * when making the schema costs more than the call (one per task status): made only when
   * `readFast` gives the answer up.
   */
  schema: z.ZodType<T> | (() => z.ZodType<T>);
  /** More values masked in logged body snippets (a key being revoked). */
  secrets?: readonly string[];
  /** Whether a 2xx answer with an empty body counts as success (its payload is undefined). */
  emptyIsSuccess?: boolean;
  /** Whether a 404 or an error saying there is no key means "none": the schema parses `null`. */
  nullWhenMissing?: boolean;
  /**
   * Reads a 2xx body faster than `schema` for its usual shape, or returns undefined to let
   * `schema` read it; must give what `schema` gives whenever it reads one.
   */
  readFast?: (body: Buffer) => T | undefined;
}

/** How a task id is shaped: UUIDs for node-graph workflows, numeric strings for `rr3`. */
export type TaskFamily = 'node-graph' | 'rr3';
