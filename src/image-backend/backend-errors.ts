import { AppError, type AppErrorOptions } from '../core/app-error.js';
import type { MessageKey } from '../i18n/catalog.js';
import { errorText, textError } from '../i18n/error-text.js';
import { type LocalizedText, type TextValues, text } from '../i18n/localized-text.js';
import type { FailedStep, FailureReason, TaskCost } from './backend-types.js';

/** When the service said how long to wait (`Retry-After`), in milliseconds. */
type RetryAfter = { retryAfterMs?: number | undefined };

/**
 * `refused`: the backend refused the generation before starting it, so nothing was spent (or
 * charged, on a backend without a balance), which the text says after its own words.
 */
type Refusal = { refused?: boolean | undefined };

/** The text of `key`, followed by *Nothing was spent.* when the backend `refused` the generation. */
function refusalText(key: MessageKey, values: TextValues | undefined, refused = false) {
  return refused
    ? errorText('service.nothingSpent', { said: text(key, values) })
    : errorText(key, values);
}

/**
 * The image service answered 5xx, refused or reset the connection, or closed the socket;
 * `refused`: the generation was never sent (a refused connection), which the text says.
 */
export class ServiceUnavailableError extends AppError {
  /** The HTTP status when the service answered (5xx); absent for a network failure. */
  readonly status: number | undefined;
  /** How long the service asked to wait before trying again (a 503's `Retry-After`), when it said. */
  readonly retryAfterMs: number | undefined;
  /** Whether the backend said it refused the generation before starting it (`Refusal`). */
  readonly refused: boolean;

  constructor(
    options: AppErrorOptions & RetryAfter & Refusal & { status?: number } = {},
    key: MessageKey = 'service.unavailable',
  ) {
    super(refusalText(key, undefined, options.refused), options);
    this.status = options.status;
    this.retryAfterMs = options.retryAfterMs;
    this.refused = options.refused === true;
  }

  /**
   * Whether the service said it did not process the request: `503 Service Unavailable` (the
   * service or its front did not take it), or its backend read the answer as a refusal before
   * anything started (`refused`). Sending it again cannot do anything twice.
   */
  get notProcessed(): boolean {
    return this.status === 503 || this.refused;
  }
}

/**
 * A submission may have reached the service, and so may have been charged, but no usable answer
 * came back (`cause`: a timeout after sending, a 5xx, a reset or a garbled answer); never resent.
 * An outage like any other to code that treats them alike, keeping the failure's `status`.
 */
export class SubmissionUncertainError extends ServiceUnavailableError {
  constructor(options: AppErrorOptions & { status?: number } = {}) {
    super(options, 'service.submissionUncertain');
  }
}

/** Why a pool sent a submission nowhere. */
export type PoolRefusal =
  /** The server the line named was found down since. */
  | 'down'
  /** The line named a server the pool does not have (the operator took it out of the list). */
  | 'unknown'
  /** A pool of several servers was given no server: the line chooses one, never the pool. */
  | 'unnamed';

/**
 * A pool of servers sent a submission nowhere (`why`): nothing was sent or charged. The line
 * catches it and puts the job back; anywhere else it reads as the service unavailable.
 */
export class PoolServerRefusedError extends ServiceUnavailableError {
  constructor(
    /** The server named (`PoolServer.id`), where one was. */
    readonly server: string | undefined,
    readonly why: PoolRefusal,
  ) {
    super({ refused: true, detail: `not sent: server ${server ?? '(none named)'} is ${why}` });
  }
}

/** The image service did not answer within the request timeout (`timeoutMs`, that ran out). */
export class ServiceTimeoutError extends textError('service.timeout') {
  constructor(
    readonly timeoutMs: number,
    options?: AppErrorOptions,
  ) {
    super(options);
  }
}

/**
 * The image service is rate limiting (HTTP 429 or an error text saying so); `refused`: it refused
 * the generation before starting it, which the text says (nothing was charged).
 */
export class RateLimitedError extends AppError {
  /** How long the service asked to wait, in milliseconds, when it said. */
  readonly retryAfterMs: number | undefined;

  constructor(options: AppErrorOptions & RetryAfter & { refused?: boolean } = {}) {
    const { retryAfterMs: ms } = options;
    const seconds = ms === undefined ? undefined : Math.max(1, Math.ceil(ms / 1000));
    const key = options.refused ? 'service.rateLimitedRefused' : 'service.rateLimited';
    super(seconds === undefined ? errorText(key) : errorText(`${key}For`, { seconds }), options);
    this.retryAfterMs = ms;
  }
}

/**
 * The image service answered something the client cannot read, or a refusal it cannot classify;
 * `detail` carries a redacted body snippet for the log.
 */
export class UnexpectedResponseError extends textError('service.unexpectedAnswer') {
  /**
   * Whether the answer could not be read at all (not JSON, truncated, too large, a success missing
   * what the spec promises), rather than a readable refusal the bot cannot classify.
   */
  readonly unreadable: boolean;

  constructor(options: AppErrorOptions & { unreadable?: boolean } = {}) {
    super(options);
    this.unreadable = options.unreadable ?? false;
  }
}

/** The image service said the user behind the key has too few credits for the request. */
export class InsufficientCreditsError extends AppError {
  constructor(options: AppErrorOptions & Refusal = {}) {
    super(refusalText('service.insufficientCredits', undefined, options.refused), options);
  }
}

/** The key's account has no quota left at the backend (billing or plan); nothing was charged. */
export class QuotaExceededError extends textError('service.quotaExceeded') {}

/** The backend's safety system refused the prompt before generating; nothing was charged. */
export class PromptRefusedError extends textError('service.promptRefused') {}

/** The image service rejected the API key: it is malformed, unknown or was revoked. */
export class InvalidApiKeyError extends AppError {
  constructor(options: AppErrorOptions & Refusal = {}) {
    super(refusalText('service.invalidApiKey', undefined, options.refused), options);
  }
}

/** The text of {@link BackendSetupError}: a failed card with it says only the operator can fix it. */
export const SETUP_REFUSED_KEY: MessageKey = 'service.setupRefused';

/**
 * The text of a task that ended `notOffered`: a reply whose every image failed so is told to its
 * member privately, its card removed, and its use given back.
 */
export const NOT_OFFERED_KEY: MessageKey = 'service.taskNotOffered';

/**
 * The backend refused what the bot's operator set up, not what the member asked: a model the
 * provider does not list, a workflow ComfyUI cannot run, a proxy refusing the bot's token. Nothing
 * was generated or charged; the member is told only the operator can fix it, never the backend's
 * words (they name the operator's models and files: `detail` keeps them for the log).
 */
export class BackendSetupError extends textError(SETUP_REFUSED_KEY) {}

/** The image service rejected the login token of a key-management call. */
export class InvalidLoginTokenError extends textError('service.invalidLoginToken') {}

/**
 * Generation parameters were rejected, before sending (by `validateGenerationRequest`) or by the
 * service (HTTP 400/422 or an error text about parameters). `message` names the parameter.
 */
export class InvalidParameterError extends AppError {
  /** The parameter at fault, by its wire name (`width`, `negative_prompt`, …), when known. */
  readonly parameter: string | undefined;
  /** The limit it broke (a bound or a description such as `1-2048`), when known. */
  readonly limit: number | string | undefined;

  constructor(
    /** What is wrong, e.g. `parameter.atMost` with `{ name, max, got }`. */
    readonly problem: LocalizedText,
    options: AppErrorOptions &
      Refusal & { parameter?: string; limit?: number | string | undefined } = {},
  ) {
    super(refusalText(problem.key, problem.values, options.refused), options);
    this.parameter = options.parameter;
    this.limit = options.limit;
  }
}

/**
 * The service does not know the task id asked for (HTTP 404 on task status, or an error saying
 * so): it expired. `spent`: what its last status reported spent, on a backend that reports costs
 * (the text says it, or that nothing was).
 */
export class UnknownTaskError extends AppError {
  /** What its last status reported spent, when the backend reports costs. */
  readonly spent: TaskCost | undefined;

  constructor(
    readonly taskId: string,
    options: AppErrorOptions & { spent?: TaskCost | undefined } = {},
  ) {
    const { spent } = options;
    super(
      spent === undefined
        ? errorText('service.unknownTask')
        : spent.amount > 0
          ? errorText('service.unknownTaskSpent', { amount: spent.amount, unit: spent.unit })
          : errorText('service.unknownTaskNothingSpent'),
      options,
    );
    this.spent = spent;
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
 * An image URL (or a redirect on the way to it) names a `host` the bot may not download from (see
 * `ImageHostPolicy`). Nothing was fetched from it; `detail` says why.
 */
export class ImageHostRefusedError extends textError('service.imageHostRefused') {
  constructor(
    readonly host: string,
    options?: AppErrorOptions,
  ) {
    super(options);
  }
}

/** The catalog text of each way a backend says a task ended without an image. */
const FAILURE_TEXTS = {
  failed: 'service.taskFailed',
  impossible: 'service.taskImpossible',
  faulted: 'service.taskFaulted',
  censored: 'service.taskCensored',
  cut: 'service.taskCut',
  interrupted: 'service.taskInterrupted',
  stoppedElsewhere: 'service.taskStoppedElsewhere',
  notOffered: NOT_OFFERED_KEY,
} as const satisfies Record<FailureReason, MessageKey>;

/**
 * The backend reported the task as failed; `serviceMessage` is its text, for logs and Details;
 * `reason` how, when it said (no worker can serve it, its workers faulted, it was censored), and
 * `spent` what it cost, when the backend reports costs.
 */
export class TaskFailedError extends AppError {
  constructor(
    readonly serviceMessage: string,
    readonly reason: FailureReason = 'failed',
    readonly spent?: TaskCost,
    /** The step that failed and why (`TaskStatus.failedStep`): told instead of `serviceMessage`. */
    readonly failedStep?: FailedStep,
  ) {
    const values = spent && spent.amount > 0 && { amount: spent.amount, unit: spent.unit };
    super(
      values
        ? errorText(`${FAILURE_TEXTS[reason]}Spent` as MessageKey, values)
        : failedStep
          ? errorText(
              failedStep.kind === undefined ? 'service.runFailed' : 'service.stepFailed',
              stepValues(failedStep),
            )
          : errorText(FAILURE_TEXTS[reason]),
      { detail: serviceMessage },
    );
  }

  /**
   * The backend's own words a member may read, if any: not where it named the step that failed
   * (its plain cause is told), nor where the call was cut, the bot restarted or another client
   * stopped the job, or it no longer offers what was asked (`cut`, `interrupted`,
   * `stoppedElsewhere`, `notOffered`: the backend said nothing, and the words are the bot's own,
   * `UND_ERR_SOCKET`, kept for the operator's log).
   */
  get said(): string | undefined {
    const unsaid = ['cut', 'interrupted', 'stoppedElsewhere', 'notOffered'];
    if (this.failedStep || unsaid.includes(this.reason)) return undefined;
    return this.serviceMessage;
  }
}

/** The placeholders of `service.stepFailed` for `step`. */
const stepValues = ({ id, kind, title, cause, errorType }: FailedStep) => ({
  node: id ?? '',
  type: kind ?? '',
  titled: title ? 'yes' : 'no',
  title: title ?? '',
  cause,
  errorType: errorType ?? '',
});

/**
 * The backend has not answered for `downAfterMs` while a task was in flight, so the bot stopped
 * waiting for it. The text says whether it may have charged, from where it is shown (`accounts`:
 * a backend without accounts charged nothing).
 */
export class BackendDownError extends AppError {
  constructor(
    /** How long it had to go without answering, in milliseconds. */
    readonly downAfterMs: number,
    options: AppErrorOptions = {},
  ) {
    super(errorText('service.down', { seconds: Math.round(downAfterMs / 1000) }), options);
  }
}

/**
 * An API call was answered with a redirect (3xx): the service moved and `IMAGE_API_URL` is out of
 * date. API calls never follow redirects; `detail` names the new `Location` for the operator.
 */
export class ServiceMovedError extends textError('service.moved') {
  constructor(
    /** The redirect status (301, 302, 307, 308…). */
    readonly status: number,
    /** The `Location` the service pointed to (resolved against the request), when it sent one. */
    readonly location: string | undefined,
    options?: AppErrorOptions,
  ) {
    super(options);
  }
}

/**
 * A key, job or server names an image backend this process does not serve (the operator removed
 * it); nothing is sent anywhere else.
 */
export class BackendNotConfiguredError extends textError('service.backendGone') {
  constructor(
    readonly backendId: string,
    options?: AppErrorOptions,
  ) {
    super({ detail: `image backend ${backendId} is not configured`, ...options });
  }
}

/**
 * No server of a pool that is up has what a request needs (its checkpoint, workflow's nodes,
 * LoRAs: `BackendPool.eligible` named none): refused before anything was sent or charged.
 */
export class NoServerHasItError extends textError('service.noServerHasIt') {}

/** The backend does not offer this call (see its `BackendCapabilities`); nothing was sent. */
export class NotOfferedError extends textError('service.notOffered') {
  constructor(
    readonly operation: string,
    options?: AppErrorOptions,
  ) {
    super({ detail: `the image backend has no ${operation}`, ...options });
  }
}

/**
 * The backend has no accounts (`keys.member` and `keys.server` false, no `balance`): no balance to
 * show, no key to link or make. `backend` is the operator's name for it, already made inert text.
 */
export class NoAccountsError extends AppError {
  constructor(
    readonly what: 'balance' | 'keys',
    backend: string,
  ) {
    const said = errorText(what === 'balance' ? 'service.noBalance' : 'service.noKeys', {
      backend,
    });
    super(said, { notice: true });
  }
}

/**
 * Classifies a polling error for the job manager: service unavailable, timeouts, rate limits and
 * garbled answers are `transient` (backed off and retried, after the wait the service asked for
 * when it said); anything else (an invalid key, an unknown task, a bug) ends the job.
 */
export function classifyError(error: unknown): { transient: boolean; retryAfterMs?: number } {
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
