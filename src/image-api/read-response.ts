import type { z } from 'zod';
import { ServiceMovedError, UnexpectedResponseError } from './errors.js';
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
  /** The URL asked, to resolve a relative redirect `Location` against. */
  url?: URL | undefined;
  taskId?: string | undefined;
  /** Values masked in body snippets (the key, the login token). */
  secrets: readonly string[];
  /** Whether a 2xx answer with an empty body counts as success (its payload is undefined). */
  emptyIsSuccess?: boolean;
  /** Whether a 404 or an error saying there is no key means "none": `schema` parses `null`. */
  nullWhenMissing?: boolean;
}

const MISSING = /\bno\b.{0,20}\bkey\b|not found/i;

/** Byte-order marks (PHP files saved "with BOM" print one each) and whitespace before the JSON. */
const LEADING_JUNK = /^[\uFEFF\s]+/;

/** The error for a redirect: API calls never follow one, the operator must update the base URL. */
function movedError(response: HttpResponse, context: ResponseContext): ServiceMovedError {
  const header = response.headers.location;
  const given = (Array.isArray(header) ? header[0] : header)?.trim() || undefined;
  const location =
    given && URL.canParse(given, context.url?.href) ? new URL(given, context.url).href : given;
  const shown = location === undefined ? undefined : responseSnippet(location, context.secrets);
  return new ServiceMovedError(response.status, {
    location: shown,
    detail: `${context.what}: HTTP ${response.status} redirect to ${shown ?? '(no Location header)'}; update IMAGE_API_URL`,
  });
}

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
  if (response.status >= 300 && response.status < 400) throw movedError(response, context);
  const text = response.body.toString('utf8').replace(LEADING_JUNK, '');
  const detail = (extra = '') =>
    `${context.what}: HTTP ${response.status}${extra}: ${responseSnippet(text, context.secrets) || '(empty body)'}`;
  const ok = response.status >= 200 && response.status < 300;
  const envelope = readEnvelope(parseJson(text));
  const failed =
    envelope?.success === false ||
    (envelope?.success === undefined && Object.values(errorText(envelope?.error)).some(Boolean));
  if (ok && !failed) {
    if (!envelope && !(context.emptyIsSuccess && text.trim() === '')) {
      throw new UnexpectedResponseError({
        detail: detail(' (not a JSON object)'),
        unreadable: true,
      });
    }
    const parsed = schema.safeParse(envelope?.data);
    if (parsed.success) return parsed.data;
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new UnexpectedResponseError({
      cause: parsed.error,
      detail: detail(` (${issues.join('; ')})`),
      unreadable: true,
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
