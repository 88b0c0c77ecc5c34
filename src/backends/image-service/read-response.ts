import type { Logger } from '../../core/logger.js';
import { ServiceMovedError, UnexpectedResponseError } from '../../image-backend/backend-errors.js';
import {
  type HttpRequest,
  type HttpResponse,
  responseSnippet,
} from '../../image-backend/http-exchange.js';
import { classifyFailure, errorText } from './failure-to-error.js';
import type { ServiceCall } from './service-types.js';

const TRUE = new Set<unknown>([true, 'true', 1, '1']);
const FALSE = new Set<unknown>([false, 'false', 0, '0']);

/**
 * The `{ success, data, error }` envelope every JSON answer of the service is wrapped in, read from
 * `text`; undefined when it is no JSON object. `success` is read leniently (`true`, `"true"`, `1`,
 * …; undefined when absent or unreadable), `data` is the whole object when it came without an
 * envelope, and `error` falls back to a text `message`.
 */
function readEnvelope(text: string) {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
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

const MISSING = /\bno\b.{0,20}\bkey\b|not found/i;

/** Byte-order marks (PHP files saved "with BOM" print one each) and whitespace before the JSON. */
const LEADING_JUNK = /^[\uFEFF\s]+/;

/** The error for a redirect: API calls never follow one, the operator must update the base URL. */
function movedError(request: HttpRequest, response: HttpResponse, secrets: readonly string[]) {
  const header = response.headers.location;
  const given = (Array.isArray(header) ? header[0] : header)?.trim() || undefined;
  const url = `${request.origin}${request.path}`;
  const location = given && URL.canParse(given, url) ? new URL(given, url).href : given;
  const shown = location === undefined ? undefined : responseSnippet(location, secrets);
  return new ServiceMovedError(response.status, shown, {
    detail: `${request.what}: HTTP ${response.status} redirect to ${shown ?? '(no Location header)'}; update IMAGE_API_URL`,
  });
}

const schemaOf = <T>({ schema }: ServiceCall<T>) =>
  typeof schema === 'function' ? schema() : schema;

/**
 * Unwraps the answer to `call`: `readFast`'s payload when it reads it, else the envelope's `data`
 * parsed by the schema on success; otherwise the typed error the status and error text call for.
 * Unreadable bodies and payloads become {@link UnexpectedResponseError}s with a redacted body
 * snippet in `detail`; a redirect is also logged to `logger`, with where the service went.
 */
export function readResponse<T>(
  call: ServiceCall<T>,
  request: HttpRequest,
  response: HttpResponse,
  logger?: Logger,
): T {
  const ok = response.status >= 200 && response.status < 300;
  const fast = ok ? call.readFast?.(response.body) : undefined;
  if (fast !== undefined) return fast;
  const { auth } = call;
  const secrets = ['apiKey' in auth ? auth.apiKey : auth.loginToken, ...(call.secrets ?? [])];
  if (response.status >= 300 && response.status < 400) {
    const moved = movedError(request, response, secrets);
    // The operator learns where the service went; the user only hears that it moved.
    logger?.warn('the image service answered a redirect: update IMAGE_API_URL', {
      operation: call.operation,
      status: moved.status,
      location: moved.location ?? null,
    });
    throw moved;
  }
  const text = response.body.toString('utf8').replace(LEADING_JUNK, '');
  const detail = (extra = '') =>
    `${request.what}: HTTP ${response.status}${extra}: ${responseSnippet(text, secrets) || '(empty body)'}`;
  const envelope = readEnvelope(text);
  const failed =
    envelope?.success === false ||
    (envelope?.success === undefined && Object.values(errorText(envelope?.error)).some(Boolean));
  if (ok && !failed) {
    if (!envelope && !(call.emptyIsSuccess && text.trim() === '')) {
      throw new UnexpectedResponseError({
        detail: detail(' (not a JSON object)'),
        unreadable: true,
      });
    }
    const parsed = schemaOf(call).safeParse(envelope?.data);
    if (parsed.success) return parsed.data;
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new UnexpectedResponseError({
      cause: parsed.error,
      detail: detail(` (${issues.join('; ')})`),
      unreadable: true,
    });
  }
  const said = errorText(envelope?.error).text ?? '';
  if (call.nullWhenMissing && (response.status === 404 || MISSING.test(said))) {
    const parsed = schemaOf(call).safeParse(null);
    if (parsed.success) return parsed.data;
  }
  throw classifyFailure(call, response, envelope?.error, detail());
}
