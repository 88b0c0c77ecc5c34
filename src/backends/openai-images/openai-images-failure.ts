import OpenAI from 'openai';
import { text } from '../../i18n/localized-text.js';
import {
  BackendSetupError,
  InvalidApiKeyError,
  InvalidParameterError,
  PromptRefusedError,
  QuotaExceededError,
  RateLimitedError,
  ServiceTimeoutError,
  ServiceUnavailableError,
  SubmissionUncertainError,
  UnexpectedResponseError,
} from '../../image-backend/backend-errors.js';
import { parseRetryAfter } from '../../image-backend/retry-after.js';

/** What the provider said, for the log (a key a relay repeats is masked by the logger's secrets). */
const detailOf = (error: InstanceType<typeof OpenAI.APIError>) =>
  `${error.status ?? 'no status'} ${error.code ?? error.type ?? ''}: ${error.message}`.slice(
    0,
    300,
  );

/**
 * A failure of a call that had not started an image (the answer was an HTTP error, or nothing
 * came back) as the port's errors, each saying whether anything was charged: 401 the key
 * rejected (nothing charged); 429 `insufficient_quota` no quota left, another 429 rate limited (with its
 * `retry-after`), both refused; 400 `moderation_blocked` (or a relay's 451) the prompt refused;
 * another 400 or 404 the parameters; 5xx failed before starting (a 503 not processed); no answer
 * at all may have reached it (`SubmissionUncertainError`); the call's deadline, a timeout. A call
 * that makes no image (`check`: the key's check, `GET /models`) charges nothing: a 5xx or no
 * answer is the provider unavailable.
 */
export function failureOfCall(
  error: unknown,
  timeoutMs: number,
  now = Date.now(),
  call: 'image' | 'check' = 'image',
): Error {
  if (error instanceof OpenAI.APIConnectionTimeoutError) {
    return new ServiceTimeoutError(timeoutMs, { cause: error });
  }
  if (error instanceof OpenAI.APIConnectionError) {
    const detail = 'no answer to the call';
    return call === 'check'
      ? new ServiceUnavailableError({ cause: error, detail })
      : new SubmissionUncertainError({ cause: error, detail });
  }
  if (!(error instanceof OpenAI.APIError))
    return error instanceof Error ? error : new Error(String(error));
  const detail = detailOf(error);
  const { status, code } = error;
  if (status === 401 || status === 403) {
    return new InvalidApiKeyError({ detail, refused: call === 'image' });
  }
  if (status === 429 && code === 'insufficient_quota') return new QuotaExceededError({ detail });
  if (status === 429) {
    const ms = parseRetryAfter(error.headers?.get('retry-after'), now);
    return new RateLimitedError({
      detail,
      refused: true,
      ...(ms !== undefined && { retryAfterMs: ms }),
    });
  }
  if (status === 451 || code === 'moderation_blocked' || code === 'content_policy_violation') {
    return new PromptRefusedError({ detail });
  }
  if (status === 404 || ((status === 400 || status === 422) && setupParam(error.param))) {
    return new BackendSetupError({ detail });
  }
  if (status === 400 || status === 404 || status === 422) {
    const said = (error.message || String(code)).slice(0, 200);
    return new InvalidParameterError(text('service.requestRejected', { said }), {
      detail,
      ...(error.param && { parameter: error.param }),
    });
  }
  if (status !== undefined && status >= 500) {
    return call === 'check'
      ? new ServiceUnavailableError({ detail, status })
      : new ServiceUnavailableError({ detail, status }, 'service.unavailableRefused');
  }
  return new UnexpectedResponseError({ detail });
}

/**
 * Whether a refused parameter is the operator's (`OPENAI_IMAGES_*`: model, size, quality, format,
 * background, moderation…): every one but the member's own, the prompt and an edit's image or
 * mask (`image`, `image[0]`, `mask`). Unnamed: the member's request.
 */
const setupParam = (param: string | null | undefined): boolean =>
  typeof param === 'string' && param !== '' && !/^(prompt|mask|image(\[\d*\])?)$/.test(param);
