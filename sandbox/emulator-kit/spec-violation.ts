import type { SpecProblem } from './spec-validator.js';

/** A request, answer or message that did not conform to an emulator's transcribed description. */
export interface SpecViolation<Route extends string, Problem = SpecProblem> {
  /** `request`: the client sent it (and was refused); `answer`: the emulator's own answer, event or message. */
  readonly side: 'request' | 'answer';
  readonly route: Route;
  /** HTTP method, or `WS` for a WebSocket message. */
  readonly method: string;
  /** The path, or the event type of a WebSocket message. */
  readonly path: string;
  /** HTTP status of the answer (0 for a WebSocket message). */
  readonly status: number;
  readonly problems: readonly Problem[];
  /** Clock time. */
  readonly at: number;
}

/** Records `violation` at clock time `at` in `violations`, and logs it. */
export function recordViolation<Route extends string, Problem>(
  violations: SpecViolation<Route, Problem>[],
  violation: Omit<SpecViolation<Route, Problem>, 'at'>,
  at: number,
  log?: (line: string) => void,
): void {
  violations.push({ ...violation, at });
  const { side, method, path, problems } = violation;
  log?.(`spec violation (${side}) ${method} ${path}: ${JSON.stringify(problems)}`);
}

/** The problem of an answer whose status the description does not give for its route. */
export function undescribedStatus(status: number): SpecProblem[] {
  return [{ path: '', message: `status ${status} is not described for this route` }];
}

/** Where {@link reportViolation} records: an emulator's stats and log. */
export interface ViolationSink<Route extends string, Problem> {
  readonly stats: { readonly violations: SpecViolation<Route, Problem>[] };
  readonly options: { readonly log?: (line: string) => void };
}

/** Records, at clock time `at`, that request `ctx` (or its answer, by `side`) broke the description. */
export function reportViolation<Route extends string, Problem>(
  sink: ViolationSink<Route, Problem>,
  at: number,
  ctx: { readonly method: string; readonly url: URL },
  found: Omit<SpecViolation<Route, Problem>, 'at' | 'method' | 'path'>,
): void {
  const violation = { ...found, method: ctx.method, path: ctx.url.pathname };
  recordViolation(sink.stats.violations, violation, at, sink.options.log);
}
