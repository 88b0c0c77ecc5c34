import type { AppError } from '../errors/app-error.js';
import { InsufficientCreditsError } from '../errors/insufficient-credits-error.js';
import { InvalidApiKeyError } from '../errors/invalid-api-key-error.js';
import { InvalidLoginTokenError } from '../errors/invalid-login-token-error.js';
import { RateLimitedError } from '../errors/rate-limited-error.js';
import { ServiceUnavailableError } from '../errors/service-unavailable-error.js';
import { UnexpectedResponseError } from '../errors/unexpected-response-error.js';
import { UnknownTaskError } from '../errors/unknown-task-error.js';
import { errorText } from './error-text.js';
import type { Credential, Operation } from './operation.js';
import { parameterError } from './parameter-error.js';

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
  if (status >= 500) return new ServiceUnavailableError({ detail, status });
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
