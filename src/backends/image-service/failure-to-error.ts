import type { AppError } from '../../core/app-error.js';
import { redactSecrets } from '../../core/logger.js';
import { text as catalogText } from '../../i18n/localized-text.js';
import {
  InsufficientCreditsError,
  InvalidApiKeyError,
  InvalidLoginTokenError,
  InvalidParameterError,
  RateLimitedError,
  ServiceUnavailableError,
  UnexpectedResponseError,
  UnknownTaskError,
} from '../../image-backend/backend-errors.js';
import { parameterEntries } from '../../image-backend/generation-parameters.js';
import type { HttpResponse } from '../../image-backend/http-exchange.js';
import { parseRetryAfter } from '../../image-backend/retry-after.js';
import type { ServiceCall } from './service-types.js';

/** What a failed answer said: its text for people and its code for machines, each when given. */
export interface ErrorText {
  text: string | undefined;
  code: string | undefined;
}

const TEXT_FIELDS = ['message', 'error', 'detail', 'msg', 'description', 'reason'] as const;
const MAX_TEXT = 300;

const clean = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, MAX_TEXT) : undefined;

/**
 * Reads the `error` member of a failed answer, whatever its shape: a string, an object such as
 * `{ code, message }` (possibly nested), a number, or null.
 */
export function errorText(error: unknown, depth = 0): ErrorText {
  if (typeof error === 'string') return { text: clean(error), code: undefined };
  if (typeof error === 'number') return { text: undefined, code: String(error) };
  if (typeof error !== 'object' || error === null || depth > 2) {
    return { text: undefined, code: undefined };
  }
  const object = error as Record<string, unknown>;
  const code =
    clean(object.code) ?? (typeof object.code === 'number' ? String(object.code) : undefined);
  for (const field of TEXT_FIELDS) {
    const nested = object[field];
    const text = typeof nested === 'object' ? errorText(nested, depth + 1).text : clean(nested);
    if (text) return { text, code };
  }
  return { text: undefined, code };
}

const CREDITS = /credit|balance|insufficient|payment/i;
const RATE = /rate.?limit|too many|throttl|slow down/i;
const TASK = /task.{0,40}(not found|unknown|not exist|no such|expired)|(unknown|no such) task/i;
const KEY = /api.?key|unauthori[sz]ed|forbidden|revoked|authenticat|credential/i;
const TOKEN = /token|login/i;
const PARAMETER =
  /param|invalid|must|max|min|exceed|required|missing|too (large|big|long|small)|range|allowed|support|prompt|width|height|steps|workflow|seed|cfg|model/i;
const UNAVAILABLE = /unavailable|maintenance|overload|temporar|internal/i;

/**
 * Maps a failed answer to `call` (a non-2xx status, or 2xx with `success: false`) to the one typed
 * error that tells the user what to do: by its status, else by what its `error` member says (each
 * pattern needs text, so an answer that says nothing falls through to the status).
 */
export function classifyFailure(
  call: ServiceCall<unknown>,
  response: HttpResponse,
  error: unknown,
  detail: string,
): AppError {
  const { status } = response;
  const retryAfterMs = parseRetryAfter(response.headers['retry-after']);
  const { text, code } = errorText(error);
  const said = [code, text].filter(Boolean).join(' ');
  const options = { detail };
  if (status >= 500) return new ServiceUnavailableError({ detail, status, retryAfterMs });
  if (status === 429) return new RateLimitedError({ detail, retryAfterMs });
  if (status === 402) return new InsufficientCreditsError(options);
  if (status === 401 || status === 403) {
    if (CREDITS.test(said)) return new InsufficientCreditsError(options);
    if ('loginToken' in call.auth) return new InvalidLoginTokenError(options);
    return new InvalidApiKeyError(options);
  }
  if (status === 404 && call.operation === 'taskStatus') {
    return new UnknownTaskError(call.query.task_id ?? '', options);
  }
  if (CREDITS.test(said)) return new InsufficientCreditsError(options);
  if (RATE.test(said)) return new RateLimitedError({ detail, retryAfterMs });
  if (call.operation === 'taskStatus' && TASK.test(said)) {
    return new UnknownTaskError(call.query.task_id ?? '', options);
  }
  if ('loginToken' in call.auth && (TOKEN.test(said) || KEY.test(said))) {
    return new InvalidLoginTokenError(options);
  }
  if ('apiKey' in call.auth && KEY.test(said)) return new InvalidApiKeyError(options);
  if (UNAVAILABLE.test(said)) return new ServiceUnavailableError({ detail, status });
  if (status === 400 || status === 422 || PARAMETER.test(said)) {
    return parameterError(text, detail);
  }
  return new UnexpectedResponseError(options);
}

/** The wire names a refusal may name: `negative_prompt` before `prompt`, which its text contains. */
const WIRES = parameterEntries().map(([, spec]) => spec.wire);
const PARAMETERS = [
  'negative_prompt',
  ...WIRES.filter((wire) => wire !== 'negative_prompt'),
  'task_id',
];
const RANGE = /between\s+(-?\d+(?:\.\d+)?)\s+and\s+(-?\d+(?:\.\d+)?)/i;
const LIMIT =
  /(?:max(?:imum)?|at most|exceeds?|up to|limit(?: is)?|<=|≤)\D{0,15}?(-?\d+(?:\.\d+)?)/i;

/**
 * The {@link InvalidParameterError} for parameters the service rejected, with the parameter and
 * the limit read from its text when it names them.
 */
export function parameterError(text: string | undefined, detail: string): InvalidParameterError {
  if (!text) {
    return new InvalidParameterError(catalogText('service.parametersRejected'), { detail });
  }
  const said = redactSecrets(text);
  const lower = said.toLowerCase();
  const parameter = PARAMETERS.find((name) =>
    new RegExp(`\\b${name.replace('_', '[_ ]?')}\\b`).test(lower),
  );
  const range = RANGE.exec(said);
  const bound = LIMIT.exec(said)?.[1];
  const limit = range ? `${range[1]}-${range[2]}` : bound === undefined ? undefined : Number(bound);
  return new InvalidParameterError(catalogText('service.requestRejected', { said }), {
    detail,
    ...(parameter && { parameter }),
    ...(limit !== undefined && { limit }),
  });
}
