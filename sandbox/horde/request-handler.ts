import type { IncomingMessage } from 'node:http';
import { answerListener } from '../emulator-kit/serve-answers.js';
import { reportViolation, undescribedStatus } from '../emulator-kit/spec-violation.js';
import type { EmulatorContext } from './emulator-context.js';
import { errorResponse, HordeError, type HordeResponse, internalError } from './horde-response.js';
import { clientAgent, type RequestContext, readRequest } from './request-context.js';
import { dispatch, rateRules, routeOf } from './route-table.js';
import { type HordeRoute, OPERATIONS } from './spec/horde-spec.js';

type Outcome = HordeResponse | 'drop';

/** Checks a handled answer against the schemas the description gives its route and status. */
function checkAnswer(
  emu: EmulatorContext,
  ctx: RequestContext,
  route: HordeRoute,
  answer: HordeResponse,
) {
  if (route === 'image' || route === 'other') return;
  const names = OPERATIONS[route].answers[answer.status];
  const problems = names
    ? emu.spec.problemsAgainstAny(names, answer.json)
    : undescribedStatus(answer.status);
  if (problems.length) {
    reportViolation(emu, emu.now(), ctx, {
      side: 'answer',
      route,
      status: answer.status,
      problems,
    });
  }
}

async function handled(emu: EmulatorContext, ctx: RequestContext, route: HordeRoute) {
  try {
    return await dispatch(emu, route, ctx);
  } catch (error) {
    if (!(error instanceof HordeError)) {
      emu.options.log?.(`internal error: ${(error as Error).stack ?? String(error)}`);
      return internalError();
    }
    if (error.problems) {
      const { status, problems } = error;
      reportViolation(emu, emu.now(), ctx, { side: 'request', route, status, problems });
    }
    return errorResponse(error);
  }
}

async function answer(
  emu: EmulatorContext,
  req: IncomingMessage,
  signal: AbortSignal,
): Promise<Outcome> {
  const ctx = await readRequest(req);
  const route = routeOf(ctx.method, ctx.url);
  emu.stats.requests[route]++;
  const agent = clientAgent(ctx);
  emu.stats.clientAgents.set(agent, (emu.stats.clientAgents.get(agent) ?? 0) + 1);
  const fault = await emu.faults.afterLatency(route, signal);
  if (fault === 'drop') return 'drop';
  if (fault === 'server_error') return internalError(emu.faults.faults.serverErrorStatus);
  const rules = rateRules(route, ctx);
  if (fault === 'rate_limit') {
    return errorResponse(new HordeError(429, rules[0]?.[1].text ?? '1 per 1 second'), {
      'retry-after': '1',
    });
  }
  const peaks = emu.stats.windowPeaks;
  const refusal = emu.options.rateLimits
    ? emu.limiter.hit(rules, (rule, count) => {
        const name = `${route} ${rule.text}`;
        peaks.set(name, Math.max(count, peaks.get(name) ?? 0));
      })
    : undefined;
  const response = refusal
    ? errorResponse(new HordeError(429, refusal.rule.text), {
        'retry-after': String(Math.max(1, Math.ceil(refusal.retryAfterMs / 1000))),
      })
    : await handled(emu, ctx, route);
  if (refusal) emu.stats.rateLimited++;
  checkAnswer(emu, ctx, route, response);
  return response;
}

const SECRETS = /apikey=[^&]+/gi;

/** The `node:http` listener of an emulator: routing, faults, rate limits, spec checks, logging. */
export function createRequestHandler(emu: EmulatorContext, signal: AbortSignal) {
  return answerListener({
    answer: (req) => answer(emu, req, signal),
    failed: () => internalError(),
    log: emu.options.log,
    shownUrl: (url) => url.replace(SECRETS, 'apikey=***'),
  });
}
