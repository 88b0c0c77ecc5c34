import { AppError, type AppErrorOptions, type ErrorText } from '../core/app-error.js';
import { errorText } from '../i18n/error-text.js';
import { type LocalizedText, text } from '../i18n/localized-text.js';

/** Options of {@link ServiceUnavailableError}. */
export interface ServiceUnavailableErrorOptions extends AppErrorOptions {
  /** The HTTP status when the service answered (5xx); absent for a network failure. */
  status?: number;
  /** How long the service asked to wait (a 503's `Retry-After`), when it said. */
  retryAfterMs?: number | undefined;
}

/** The image service answered 5xx, refused or reset the connection, or closed the socket. */
export class ServiceUnavailableError extends AppError {
  /** The HTTP status when the service answered; absent for a network failure. */
  readonly status: number | undefined;
  /** How long the service asked to wait before trying again, when it said. */
  readonly retryAfterMs: number | undefined;

  constructor(
    options: ServiceUnavailableErrorOptions = {},
    /** What the member is told; subclasses narrow it. */
    message: ErrorText = errorText('service.unavailable'),
  ) {
    super(message, options);
    this.status = options.status;
    this.retryAfterMs = options.retryAfterMs;
  }

  /**
   * Whether the service said it did not process the request: `503 Service Unavailable` (the
   * service or its front did not take it). Sending it again cannot do anything twice.
   */
  get notProcessed(): boolean {
    return this.status === 503;
  }
}

/** The image service did not answer within the request timeout. */
export class ServiceTimeoutError extends AppError {
  constructor(
    /** The timeout that ran out, in milliseconds. */
    readonly timeoutMs: number,
    options: AppErrorOptions = {},
  ) {
    super(errorText('service.timeout'), options);
  }
}

/** Options of {@link RateLimitedError}. */
export interface RateLimitedErrorOptions extends AppErrorOptions {
  /** How long the service asked to wait (from `Retry-After`), when it said. */
  retryAfterMs?: number;
}

/** The image service is rate limiting (HTTP 429 or an error text saying so). */
export class RateLimitedError extends AppError {
  /** How long the service asked to wait, in milliseconds, when it said. */
  readonly retryAfterMs: number | undefined;

  constructor(options: RateLimitedErrorOptions = {}) {
    const { retryAfterMs } = options;
    const said =
      retryAfterMs === undefined
        ? errorText('service.rateLimited')
        : errorText('service.rateLimitedFor', {
            seconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
          });
    super(said, options);
    this.retryAfterMs = retryAfterMs;
  }
}

/** Options of {@link UnexpectedResponseError}. */
export interface UnexpectedResponseErrorOptions extends AppErrorOptions {
  /**
   * The answer could not be read at all (not JSON, truncated, too large, a success missing what
   * the spec promises), rather than a readable refusal the bot cannot classify. @default false
   */
  unreadable?: boolean;
}

/**
 * The image service answered something the client cannot read: not JSON, truncated, an unknown
 * task status, or a payload missing what the spec promises. `detail` carries a redacted body
 * snippet for the log.
 */
export class UnexpectedResponseError extends AppError {
  /** Whether the answer could not be read at all (see {@link UnexpectedResponseErrorOptions}). */
  readonly unreadable: boolean;

  constructor(options: UnexpectedResponseErrorOptions = {}) {
    super(errorText('service.unexpectedAnswer'), options);
    this.unreadable = options.unreadable ?? false;
  }
}

/**
 * A submission may have reached the service, and so may have been charged, but no usable answer
 * came back: a timeout after sending, a 5xx, a reset connection or a garbled answer. It is never
 * resent. `cause` is the failure; it extends {@link ServiceUnavailableError} (keeping its `status`)
 * so that code treating outages alike keeps working.
 */
export class SubmissionUncertainError extends ServiceUnavailableError {
  constructor(options: ServiceUnavailableErrorOptions = {}) {
    super(options, errorText('service.submissionUncertain'));
  }
}

/** The image service said the user behind the key has too few credits for the request. */
export class InsufficientCreditsError extends AppError {
  constructor(options: AppErrorOptions = {}) {
    super(errorText('service.insufficientCredits'), options);
  }
}

/** The image service rejected the API key: it is malformed, unknown or was revoked. */
export class InvalidApiKeyError extends AppError {
  constructor(options: AppErrorOptions = {}) {
    super(errorText('service.invalidApiKey'), options);
  }
}

/** The image service rejected the login token of a key-management call. */
export class InvalidLoginTokenError extends AppError {
  constructor(options: AppErrorOptions = {}) {
    super(errorText('service.invalidLoginToken'), options);
  }
}

/** Options of {@link InvalidParameterError}. */
export interface InvalidParameterErrorOptions extends AppErrorOptions {
  /** The parameter at fault, by its wire name (`width`, `negative_prompt`, …), when known. */
  parameter?: string;
  /** The limit it broke (a bound or a description such as `1-2048`), when known. */
  limit?: number | string;
}

/**
 * Generation parameters were rejected, before sending (by `validateGenerationRequest`) or by the
 * service (HTTP 400/422 or an error text about parameters). `message` names the parameter.
 */
export class InvalidParameterError extends AppError {
  /** The parameter at fault, by its wire name, when known. */
  readonly parameter: string | undefined;
  /** The limit it broke, when known. */
  readonly limit: number | string | undefined;

  constructor(
    /** What is wrong, e.g. `parameter.atMost` with `{ name, max, got }`. */
    readonly problem: LocalizedText,
    options: InvalidParameterErrorOptions = {},
  ) {
    super(errorText(problem.key, problem.values), options);
    this.parameter = options.parameter;
    this.limit = options.limit;
  }
}

/** The image service does not know the task id (HTTP 404 on task status, or an error saying so). */
export class UnknownTaskError extends AppError {
  constructor(
    /** The task id that was asked for. */
    readonly taskId: string,
    options: AppErrorOptions = {},
  ) {
    super(errorText('service.unknownTask'), options);
  }
}

/** A downloaded image was bigger than the cap the caller allowed. */
export class ImageTooLargeError extends AppError {
  constructor(
    /** The cap that was exceeded, in bytes. */
    readonly maxBytes: number,
    options: AppErrorOptions = {},
  ) {
    const size =
      maxBytes >= 1_048_576
        ? text('units.megabytes', { n: Math.round((maxBytes / 1_048_576) * 10) / 10 })
        : text('units.kilobytes', { n: Math.max(1, Math.round(maxBytes / 1024)) });
    super(errorText('service.imageTooLarge', { size }), options);
  }
}

/**
 * An image URL (or a redirect on the way to it) names a host the bot may not download from: not
 * the service's own host nor one listed in `IMAGE_HOSTS`, not http(s), or resolving to a
 * loopback, private, link-local or other non-public address while private hosts are not allowed.
 * Nothing was fetched from it; `detail` says which host and why.
 */
export class ImageHostRefusedError extends AppError {
  constructor(
    /** The refused host name (or address), as the URL gave it. */
    readonly host: string,
    options: AppErrorOptions = {},
  ) {
    super(errorText('service.imageHostRefused'), options);
  }
}

/** The image service reported the task as failed; `serviceMessage` is its text, for logs. */
export class TaskFailedError extends AppError {
  constructor(readonly serviceMessage: string) {
    super(errorText('service.taskFailed'), { detail: serviceMessage });
  }
}

/** Options of {@link ServiceMovedError}. */
export interface ServiceMovedErrorOptions extends AppErrorOptions {
  /** The `Location` the service pointed to (resolved against the request), when it sent one. */
  location?: string | undefined;
}

/**
 * An API call was answered with a redirect (3xx): the service moved and `IMAGE_API_URL` is out of
 * date. API calls never follow redirects; `detail` names the new `Location` for the operator.
 */
export class ServiceMovedError extends AppError {
  /** Where the service pointed to, when it said. */
  readonly location: string | undefined;

  constructor(
    /** The redirect status (301, 302, 307, 308…). */
    readonly status: number,
    options: ServiceMovedErrorOptions = {},
  ) {
    super(errorText('service.moved'), options);
    this.location = options.location;
  }
}

/** How the job manager treats an error from the image service while polling. */
export interface ErrorClass {
  /** Worth retrying after a backoff (the service is down, slow, rate limiting or garbled). */
  transient: boolean;
  /** The wait the service asked for, when it said. */
  retryAfterMs?: number;
}

/**
 * Classifies a polling error: service unavailable, timeouts, rate limits and garbled answers are
 * transient (backed off and retried); anything else (an invalid key, an unknown task, a bug) ends
 * the job.
 */
export function classifyError(error: unknown): ErrorClass {
  if (error instanceof RateLimitedError) {
    const { retryAfterMs } = error;
    return retryAfterMs === undefined ? { transient: true } : { transient: true, retryAfterMs };
  }
  const transient =
    error instanceof ServiceUnavailableError ||
    error instanceof ServiceTimeoutError ||
    error instanceof UnexpectedResponseError;
  return { transient };
}
