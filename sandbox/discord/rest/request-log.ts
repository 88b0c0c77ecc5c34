import type { FormError } from '../api-error.js';
import type { RouteName } from './route-names.js';

/** One REST request as the emulator saw and answered it. */
export interface RequestLogEntry {
  /** Position in the log, from 1. */
  seq: number;
  method: string;
  /** Decoded path after `/api/v10`, e.g. `/webhooks/1/abc/messages/@original`. */
  path: string;
  /** The route's name, undefined for unknown routes. */
  route: RouteName | undefined;
  query: Record<string, string>;
  status: number;
  /** Emulator clock time (epoch ms) when the request arrived. */
  at: number;
  /** `at` as an ISO string. */
  time: string;
  /** Real milliseconds spent answering. */
  durationMs: number;
  /** Whether an `Authorization: Bot <token>` header with the right token was sent. */
  botAuth: boolean;
  /** The JSON payload (or multipart `payload_json`), as sent. */
  body: unknown;
  /** Uploaded files (bytes omitted; see messages for the stored attachments). */
  files: { field: string; filename: string; contentType: string; size: number }[];
  /** Error body for statuses ≥ 400. */
  error?: unknown;
  /** Set when the answer was a 429 (`fault` when it was forced). */
  rateLimit?: { scope: string; retryAfterMs: number; bucket?: string };
  /** Whether the answer was forced with `failNext`. */
  fault: boolean;
  /**
   * How the 2xx answer differs from Discord's OpenAPI response schema (only with
   * `validateResponses`); absent when it was not checked, empty when it conforms.
   */
  answerProblems?: FormError[];
}

/** Every REST request in arrival order, with the number of 429s served. */
export class RequestLog {
  readonly #entries: RequestLogEntry[] = [];
  #rateLimitHits = 0;

  add(entry: Omit<RequestLogEntry, 'seq'>): RequestLogEntry {
    const full = { ...entry, seq: this.#entries.length + 1 };
    this.#entries.push(full);
    if (full.status === 429) this.#rateLimitHits++;
    return full;
  }

  get entries(): readonly RequestLogEntry[] {
    return this.#entries;
  }

  /** How many 429 responses were served (forced or earned). */
  get rateLimitHits(): number {
    return this.#rateLimitHits;
  }
}
