/** Declared with the generation parameters; kept importable from here with the other service types. */
export {
  type GenerationRequest,
  WORKFLOWS,
  type Workflow,
} from './generation-parameters.js';

import type { z } from 'zod';
import type { GenerationRequest } from './generation-parameters.js';

/** The calls the client makes: one per {@link ImageService} method, named in failures and logs. */
export type Operation = keyof ImageService;

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

/** What a submission returned. */
export interface Submission {
  taskId: string;
  family: TaskFamily;
  /** Always `queued` in the spec; kept as sent. */
  status: string;
  message?: string;
  provider?: string;
  checkStatus?: string;
}

/** A task's state, as a discriminated union on `state`. */
export type TaskStatus =
  | { taskId: string; state: 'queued' | 'pending' }
  | { taskId: string; state: 'processing'; progress?: number }
  | { taskId: string; state: 'completed'; imageUrl: string }
  | { taskId: string; state: 'failed'; error: string };

/** A user's credits. */
export interface Balance {
  userId: string;
  username: string;
  balance: number;
  currency: string;
}

/** Per-call options of the image service client. */
export interface CallOptions {
  /** Aborts the request. */
  signal?: AbortSignal;
  /** Overrides the client's timeout for this call (ms). */
  timeoutMs?: number;
}

/** What selects the keys `revokeApiKey` revokes. */
export type RevokeTarget = { key: string } | { all: true };

/** The operations of the image service the bot uses. Implemented by `ImageApiClient`. */
export interface ImageService {
  submit(apiKey: string, request: GenerationRequest, options?: CallOptions): Promise<Submission>;
  taskStatus(apiKey: string, taskId: string, options?: CallOptions): Promise<TaskStatus>;
  balance(apiKey: string, options?: CallOptions): Promise<Balance>;
  /** Creates a key for the user the login token belongs to. */
  generateApiKey(loginToken: string, options?: CallOptions): Promise<string>;
  /** The user's current active key, or null when it has none. */
  getApiKey(loginToken: string, options?: CallOptions): Promise<string | null>;
  /** Revokes one key or all keys of the user `apiKey` belongs to; resolves to how many were revoked when told. */
  revokeApiKey(
    apiKey: string,
    target: RevokeTarget,
    options?: CallOptions,
  ): Promise<number | undefined>;
  /** Downloads a generated image; refuses hosts it may not fetch from (`ImageHostRefusedError`). */
  downloadImage(url: string, options?: CallOptions & { maxBytes?: number }): Promise<Buffer>;
}
