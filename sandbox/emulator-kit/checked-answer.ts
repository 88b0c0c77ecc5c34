import type { SpecProblem } from './spec-validator.js';
import { reportViolation, type ViolationSink } from './spec-violation.js';

/**
 * A refusal a route's handler throws: the answer it gets, and how the request departs from the
 * description when that is why (kept as a request violation).
 */
export class Refusal<
  Answer extends { readonly status: number },
  Problem = SpecProblem,
> extends Error {
  constructor(
    readonly answer: Answer,
    readonly problems?: readonly Problem[],
    message = `refused with ${answer.status}`,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The emulator {@link checkedAnswer} records in: its stats' violations, its log and clock. */
export type CheckingEmulator<Route extends string, Problem> = ViolationSink<Route, Problem> & {
  readonly options: { readonly now: () => number };
};

/** How {@link checkedAnswer} answers a crash and judges an answer. */
export interface AnswerChecks<Answer, Problem> {
  /** The answer to a crash (logged with its stack), in the server's words. */
  readonly crashed: (error: unknown) => Answer;
  /** How `answer` departs from what the description gives its route and status. */
  readonly problems: (answer: Answer) => readonly Problem[];
  /** Whether the answer to a request found against the description is checked too. @default false */
  readonly checkRefused?: boolean;
}

/**
 * The answer of a route's handler, `run`, to request `ctx` of `route`, checked: a thrown
 * {@link Refusal} answers (its problems recorded as a request violation; its answer then left
 * unchecked unless `checkRefused`), a crash is logged and answered as the server does, and the
 * answer's problems against the description are recorded as an answer violation.
 */
export async function checkedAnswer<
  Route extends string,
  Answer extends { readonly status: number },
  Problem,
>(
  emu: CheckingEmulator<Route, Problem>,
  ctx: { readonly method: string; readonly url: URL },
  route: Route,
  run: () => Answer | Promise<Answer>,
  checks: AnswerChecks<Answer, Problem>,
): Promise<Answer> {
  const report = (side: 'request' | 'answer', status: number, problems: readonly Problem[]) =>
    reportViolation(emu, emu.options.now(), ctx, { side, route, status, problems });
  let answer: Answer;
  try {
    answer = await run();
  } catch (error) {
    const refusal = error instanceof Refusal ? (error as Refusal<Answer, Problem>) : undefined;
    if (!refusal) emu.options.log?.(`internal error: ${(error as Error).stack ?? String(error)}`);
    answer = refusal ? refusal.answer : checks.crashed(error);
    if (refusal?.problems) {
      report('request', answer.status, refusal.problems);
      if (!checks.checkRefused) return answer;
    }
  }
  const problems = checks.problems(answer);
  if (problems.length) report('answer', answer.status, problems);
  return answer;
}
