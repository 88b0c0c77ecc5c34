import type { AppError } from '../core/app-error.js';
import { redactSecrets } from '../core/logger.js';
import { text as catalogText } from '../i18n/localized-text.js';
import {
  InsufficientCreditsError,
  InvalidApiKeyError,
  InvalidLoginTokenError,
  InvalidParameterError,
  RateLimitedError,
  ServiceUnavailableError,
  UnexpectedResponseError,
  UnknownTaskError,
} from './errors.js';

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

/** The calls the client makes, used to map failures and name them in logs. */
export type Operation =
  | 'submit'
  | 'taskStatus'
  | 'balance'
  | 'generateApiKey'
  | 'getApiKey'
  | 'revokeApiKey'
  | 'downloadImage';

/** What authenticates an operation: the API key header, a login token in the body, or nothing. */
export type Credential = 'apiKey' | 'loginToken' | 'none';

/** A failed answer: a non-2xx status, or 2xx with `success: false` or without a readable body. */
export interface Failure {
  operation: Operation;
  credential: Credential;
  status: number;
  /** The envelope's `error` member; undefined when the body was no envelope. */
  error: unknown;
  retryAfterMs: number | undefined;
  taskId?: string | undefined;
  /** For the log: operation, status and a redacted body snippet. */
  detail: string;
}

const CREDITS = /credit|balance|insufficient|payment/i;
const RATE = /rate.?limit|too many|throttl|slow down/i;
const TASK = /task.{0,40}(not found|unknown|not exist|no such|expired)|(unknown|no such) task/i;
const KEY = /api.?key|unauthori[sz]ed|forbidden|revoked|authenticat|credential/i;
const TOKEN = /token|login/i;
const PARAMETER =
  /param|invalid|must|max|min|exceed|required|missing|too (large|big|long|small)|range|allowed|support|prompt|width|height|steps|workflow|seed|cfg|model/i;
const UNAVAILABLE = /unavailable|maintenance|overload|temporar|internal/i;

function byText(failure: Failure, said: string, options: { cause?: unknown; detail: string }) {
  const { operation, credential, taskId } = failure;
  if (credential !== 'none' && CREDITS.test(said)) return new InsufficientCreditsError(options);
  if (RATE.test(said))
    return new RateLimitedError({ ...options, retryAfterMs: failure.retryAfterMs });
  if (operation === 'taskStatus' && TASK.test(said))
    return new UnknownTaskError(taskId ?? '', options);
  if (credential === 'loginToken' && (TOKEN.test(said) || KEY.test(said))) {
    return new InvalidLoginTokenError(options);
  }
  if (credential === 'apiKey' && KEY.test(said)) return new InvalidApiKeyError(options);
  if (UNAVAILABLE.test(said))
    return new ServiceUnavailableError({ ...options, status: failure.status });
  return undefined;
}

/** Maps a failed answer to the one typed error that tells the user what to do. */
export function classifyFailure(failure: Failure): AppError {
  const { status, operation, credential, detail } = failure;
  const { text, code } = errorText(failure.error);
  const said = [code, text].filter(Boolean).join(' ');
  const options = { detail };
  if (status >= 500) {
    return new ServiceUnavailableError({ detail, status, retryAfterMs: failure.retryAfterMs });
  }
  if (status === 429) return new RateLimitedError({ detail, retryAfterMs: failure.retryAfterMs });
  if (operation === 'downloadImage') return new UnexpectedResponseError(options);
  if (status === 402) return new InsufficientCreditsError(options);
  if (status === 401 || status === 403) {
    if (CREDITS.test(said)) return new InsufficientCreditsError(options);
    if (credential === 'loginToken') return new InvalidLoginTokenError(options);
    return new InvalidApiKeyError(options);
  }
  if (status === 404 && operation === 'taskStatus') {
    return new UnknownTaskError(failure.taskId ?? '', options);
  }
  const known = said ? byText(failure, said, options) : undefined;
  if (known) return known;
  if (status === 400 || status === 422 || (said && PARAMETER.test(said))) {
    return parameterError(text, detail);
  }
  return new UnexpectedResponseError(options);
}

const PARAMETERS = [
  'negative_prompt',
  'prompt',
  'width',
  'height',
  'steps',
  'workflow',
  'seed',
  'cfg',
  'model',
  'task_id',
] as const;
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
