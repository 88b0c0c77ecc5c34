import { type JsonWireAnswer, jsonWireAnswer } from '../emulator-kit/json-answer.js';
import type { SpecProblem } from './spec/spec-validator.js';

/** A JSON answer ready to write; `json` is the value of its body (for spec checks). */
export interface JsonAnswer extends JsonWireAnswer {
  readonly kind: 'json';
  readonly json: unknown;
}

/** A JSON answer. */
export function jsonAnswer(
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
): JsonAnswer {
  return { kind: 'json', ...jsonWireAnswer(status, value, headers) };
}

/**
 * A refusal in OpenAI's error shape, `{"error": {"message", "type", "param", "code"}}` (all four
 * present; `param` and `code` may be null), with the headers that go with it.
 */
export class OpenAiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly type: string,
    readonly param: string | null = null,
    readonly code: string | null = null,
    readonly headers: Record<string, string> = {},
    /** How the request departs from the description (kept as a request violation). */
    readonly problems?: readonly SpecProblem[],
  ) {
    super(message);
    this.name = 'OpenAiError';
  }

  /** The answer to write. */
  answer(): JsonAnswer {
    const { message, type, param, code } = this;
    return jsonAnswer(this.status, { error: { message, type, param, code } }, this.headers);
  }
}

/** 400 for a body the description refuses: the first problem, as OpenAI reports only one. */
export function specRefusal(problems: readonly SpecProblem[]): OpenAiError {
  const [first] = problems;
  const { message, param, code } = first ?? {
    message: 'Invalid request.',
    param: null,
    code: null,
  };
  return new OpenAiError(400, message, 'invalid_request_error', param, code, {}, problems);
}

/** 400 for a body that is not JSON. */
export function undecodableBody(): OpenAiError {
  return new OpenAiError(
    400,
    "We could not parse the JSON body of your request. (HINT: This likely means you aren't using your HTTP library correctly. The OpenAI API expects a JSON payload, but what was sent was not valid JSON.)",
    'invalid_request_error',
    null,
    null,
    {},
    [{ param: null, message: 'the body is not a JSON document', code: 'invalid_json' }],
  );
}

/** 401 for a missing `Authorization: Bearer` header. */
export function missingApiKey(): OpenAiError {
  return new OpenAiError(
    401,
    "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).",
    'invalid_request_error',
  );
}

/** 401 for an unknown or revoked key; `shown` is the key masked. */
export function invalidApiKey(shown: string): OpenAiError {
  return new OpenAiError(
    401,
    `Incorrect API key provided: ${shown}. You can find your API key at https://platform.openai.com/account/api-keys.`,
    'invalid_request_error',
    null,
    'invalid_api_key',
  );
}

/** 429 for a key whose quota is spent: no `retry-after` (it needs the user's action). */
export function insufficientQuota(): OpenAiError {
  return new OpenAiError(
    429,
    'You exceeded your current quota, please check your plan and billing details. For more information on this error, read the docs: https://platform.openai.com/docs/guides/error-codes/api-errors.',
    'insufficient_quota',
    null,
    'insufficient_quota',
  );
}

/** A 5xx as OpenAI answers an internal failure. */
export function serverError(status = 500): OpenAiError {
  return new OpenAiError(
    status,
    'The server had an error while processing your request. Sorry about that!',
    'server_error',
  );
}

/** 404 for a retired or unknown model id. */
export function modelNotFound(model: string, param: string | null): OpenAiError {
  return new OpenAiError(
    404,
    `The model \`${model}\` does not exist or you do not have access to it.`,
    'invalid_request_error',
    param,
    'model_not_found',
  );
}

/** 404 for a path the API does not have. */
export function invalidUrl(method: string, path: string): OpenAiError {
  return new OpenAiError(404, `Invalid URL (${method} ${path})`, 'invalid_request_error');
}
