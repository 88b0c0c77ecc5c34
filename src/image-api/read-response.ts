import type { z } from 'zod';
import { UnexpectedResponseError } from './errors.js';
import { type Credential, classifyFailure, errorText, type Operation } from './failure-to-error.js';
import { type HttpResponse, parseRetryAfter, responseSnippet } from './http-exchange.js';

/** The `{ success, data, error }` envelope every JSON answer of the service is wrapped in. */
export interface Envelope {
  /** `success` read leniently (`true`, `"true"`, `1`); undefined when absent or unreadable. */
  success: boolean | undefined;
  /** The payload; the whole object when it came without an envelope. */
  data: unknown;
  /** The `error` member, or `message` when `error` is absent or null. */
  error: unknown;
}

const TRUE = new Set<unknown>([true, 'true', 1, '1']);
const FALSE = new Set<unknown>([false, 'false', 0, '0']);

/** Reads an envelope from parsed JSON; undefined when `json` is not an object. */
export function readEnvelope(json: unknown): Envelope | undefined {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return undefined;
  const object = json as Record<string, unknown>;
  const wrapped = 'success' in object || 'data' in object || 'error' in object;
  const success = TRUE.has(object.success) ? true : FALSE.has(object.success) ? false : undefined;
  return {
    success,
    data: wrapped ? object.data : object,
    error: object.error ?? (typeof object.message === 'string' ? object.message : object.error),
  };
}

/** What {@link readResponse} needs to know about the call that got the answer. */
export interface ResponseContext {
  operation: Operation;
  credential: Credential;
  /** Names the call in error details, e.g. `GET taskStatus`. */
  what: string;
  taskId?: string | undefined;
  /** Values masked in body snippets (the key, the login token). */
  secrets: readonly string[];
  /** Whether a 2xx answer with an empty body counts as success (its payload is undefined). */
  emptyIsSuccess?: boolean;
  /** Whether a 404 or an error saying there is no key means "none": `schema` parses `null`. */
  nullWhenMissing?: boolean;
}

const MISSING = /\bno\b.{0,20}\bkey\b|not found/i;

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * Unwraps an answer: the envelope's `data` parsed by `schema` on success; otherwise the typed error
 * the status and error text call for. Unreadable bodies and payloads become
 * {@link UnexpectedResponseError}s with a redacted body snippet in `detail`.
 */
export function readResponse<T>(
  response: HttpResponse,
  schema: z.ZodType<T>,
  context: ResponseContext,
): T {
  const text = response.body.toString('utf8');
  const detail = (extra = '') =>
    `${context.what}: HTTP ${response.status}${extra}: ${responseSnippet(text, context.secrets) || '(empty body)'}`;
  const ok = response.status >= 200 && response.status < 300;
  const envelope = readEnvelope(parseJson(text));
  const failed =
    envelope?.success === false ||
    (envelope?.success === undefined && Object.values(errorText(envelope?.error)).some(Boolean));
  if (ok && !failed) {
    if (!envelope && !(context.emptyIsSuccess && text.trim() === '')) {
      throw new UnexpectedResponseError({ detail: detail(' (not a JSON object)') });
    }
    const parsed = schema.safeParse(envelope?.data);
    if (parsed.success) return parsed.data;
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new UnexpectedResponseError({
      cause: parsed.error,
      detail: detail(` (${issues.join('; ')})`),
    });
  }
  const said = errorText(envelope?.error).text ?? '';
  if (context.nullWhenMissing && (response.status === 404 || MISSING.test(said))) {
    const parsed = schema.safeParse(null);
    if (parsed.success) return parsed.data;
  }
  throw classifyFailure({
    operation: context.operation,
    credential: context.credential,
    status: response.status,
    error: envelope?.error,
    retryAfterMs: parseRetryAfter(response.headers['retry-after']),
    taskId: context.taskId,
    detail: detail(),
  });
}
