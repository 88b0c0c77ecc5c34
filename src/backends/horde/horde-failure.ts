import { text as catalogText } from '../../i18n/localized-text.js';
import {
  InsufficientCreditsError,
  InvalidApiKeyError,
  InvalidParameterError,
  RateLimitedError,
  ServiceUnavailableError,
  SubmissionUncertainError,
  UnexpectedResponseError,
  UnknownTaskError,
} from '../../image-backend/backend-errors.js';
import type { JsonCall } from '../../image-backend/json-request.js';
import { parseRetryAfter } from '../../image-backend/retry-after.js';
import { errorBodySchema } from './horde-schemas.js';

/**
 * A Horde error answer as one of the port's typed errors (`{ message, rc }`, or flask-restx's
 * `{ errors, message }`, or flask-limiter's `{ message }` on a 429): an unknown key is a rejected
 * key, `KudosUpfront` too few kudos, a 429 (`TooManyPrompts` or the limiter) a rate limit, an
 * unknown request an unknown task, another 400 the Horde's own words about the request. A
 * submission refused so (400, 401, 403, 429) started nothing: the text says nothing was spent.
 */
export function hordeFailure(
  call: Pick<JsonCall<unknown>, 'submission' | 'path'>,
  status: number,
  body: unknown,
  retryAfter: string | undefined,
  detail: string,
): Error {
  const parsed = errorBodySchema.safeParse(body);
  const { message, rc, errors } = parsed.success ? parsed.data : {};
  const refused = call.submission === true;
  if (status === 429) {
    const ms = parseRetryAfter(retryAfter) ?? (rc === 'TooManyPrompts' ? 10_000 : undefined);
    return new RateLimitedError({ detail, refused, ...(ms !== undefined && { retryAfterMs: ms }) });
  }
  if (rc === 'InvalidAPIKey' || rc === 'UserNotFound' || rc === 'DeletedUser' || status === 401) {
    return new InvalidApiKeyError({ detail, refused });
  }
  if (rc === 'KudosUpfront' || rc === 'SharedKeyInsufficientKudos' || rc === 'SharedKeyEmpty') {
    return new InsufficientCreditsError({ detail, refused });
  }
  if (status === 404 && (rc === 'RequestNotFound' || call.path.startsWith('/generate/'))) {
    const id = call.path.split('/').pop() ?? '';
    return new UnknownTaskError(id, { detail });
  }
  if (status === 400 || status === 403 || status === 422) {
    const fields = errors && Object.entries(errors).map(([field, said]) => `${field}: ${said}`);
    const said = (fields?.length ? fields.join('; ') : message)?.slice(0, 300);
    return said
      ? new InvalidParameterError(catalogText('service.requestRejected', { said }), {
          detail,
          refused,
        })
      : new InvalidParameterError(catalogText('service.parametersRejected'), { detail, refused });
  }
  if (status >= 500) {
    return call.submission && status !== 503
      ? new SubmissionUncertainError({ detail, status })
      : new ServiceUnavailableError({ detail, status });
  }
  return new UnexpectedResponseError({ detail });
}
