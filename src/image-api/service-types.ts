/** Declared with the generation parameters; kept importable from here with the other service types. */
export {
  type GenerationRequest,
  WORKFLOWS,
  type Workflow,
} from './generation-parameters.js';

import type { GenerationRequest } from './generation-parameters.js';

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
