import { errorCodes } from '../core/error-codes.js';
import {
  ServiceTimeoutError,
  ServiceUnavailableError,
  UnexpectedResponseError,
} from './backend-errors.js';

/**
 * One thing found at start that keeps members from using a backend: a line for the operator
 * naming the backend, its host and the cause, and the setting to change.
 */
export interface ProbeProblem {
  /** The whole line, e.g. `cannot reach AI Horde at aihorde.net (ENOTFOUND): …; check HORDE_URL …`. */
  readonly line: string;
  /** The variable that fixes it (`HORDE_URL`, `OPENAI_IMAGES_MODEL`, …). */
  readonly setting: string;
  /** The backend did not answer: any later answer of it clears this problem. @default false */
  readonly unreachable?: boolean;
}

/** What a backend found when asked once at start (`ImageBackend.probe`). */
export interface BackendProbe {
  /** Where it was asked: its base URL, without credentials (the start's `serving … at` line). */
  readonly url: string;
  /** What keeps members from using it; empty when it looked usable. */
  readonly problems: readonly ProbeProblem[];
  /**
   * A pool's servers, each as it was found (`url` then lists them all, comma-separated, and
   * `problems` holds theirs): the start names those that looked usable. Absent: one server.
   */
  readonly servers?: readonly BackendProbe[];
}

/** What a problem line says follows for members, where the server is the backend's only one. */
export const ALONE = {
  unreachable: "members' commands fail until it answers",
  lacks: "members' images with it fail",
} as const;

/** What the same lines say on a pool where another server answered: its images go elsewhere. */
const POOLED = {
  unreachable: "the pool's other servers take the images until it answers",
  lacks: "members' images with it run on the pool's servers that have it (none: they fail)",
} as const;

/**
 * A pool server's problem as the start says it where another server of the pool answered: what
 * {@link ALONE} says would follow does not (the line routes the images to the others).
 */
export function pooledProblem(problem: ProbeProblem): ProbeProblem {
  const line = problem.line
    .replace(ALONE.unreachable, POOLED.unreachable)
    .replace(ALONE.lacks, POOLED.lacks);
  return { ...problem, line };
}

/** The longest a probe waits for an answer: a silent backend delays `ready` by this much at most. */
export const PROBE_TIMEOUT_MS = 5_000;

/** `url` as the start lines show it: no user name or password, no query. */
export function shownUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}`;
}

/** The host of `url`, as the problem lines name it. */
export const hostOf = (url: string): string => new URL(url).host;

/** Whom a probe line is about: the backend's name as the operator reads it, and its URL setting. */
export interface ProbeSubject {
  /** E.g. `AI Horde`, `ComfyUI`, `the OpenAI-compatible provider`. */
  readonly name: string;
  readonly host: string;
  /** The variable of its URL (`HORDE_URL`). */
  readonly setting: string;
  /** What that URL must be, said when something else answered (`the API base, before /v2`). */
  readonly urlIs: string;
}

/**
 * The problem a probe's failed request shows, one line naming the backend, its host and the
 * cause: no answer in time, a connection refused or a name not resolved (its code), an HTTP error,
 * or an answer that is not the backend's API. Undefined for any other failure (it answered).
 */
export function requestProblem(error: unknown, subject: ProbeSubject): ProbeProblem | undefined {
  const { name, host, setting } = subject;
  const check = `check ${setting} and that it runs and is reachable from this machine`;
  const until = ALONE.unreachable;
  const problem = (line: string) => ({ line, setting, unreachable: true });
  if (
    error instanceof ServiceTimeoutError ||
    (error as Error | undefined)?.name === 'TimeoutError'
  ) {
    const ms = error instanceof ServiceTimeoutError ? error.timeoutMs : PROBE_TIMEOUT_MS;
    return problem(`${name} at ${host} did not answer within ${ms} ms: ${until}; ${check}`);
  }
  if (error instanceof ServiceUnavailableError) {
    const [code] = errorCodes(error.cause);
    const cause = code ?? (error.status ? `HTTP ${error.status}` : 'unavailable');
    return problem(`cannot reach ${name} at ${host} (${cause}): ${until}; ${check}`);
  }
  if (error instanceof UnexpectedResponseError) {
    return problem(
      `${name} at ${host} answered something that is not its API (${error.detail ?? 'unreadable'}): ` +
        `check that ${setting} is ${subject.urlIs}`,
    );
  }
  return undefined;
}
