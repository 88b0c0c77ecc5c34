import type { IncomingMessage } from 'node:http';
import { checkedAnswer } from '../emulator-kit/checked-answer.js';
import { arrive } from '../emulator-kit/request-body.js';
import { answerListener } from '../emulator-kit/serve-answers.js';
import { undescribedStatus } from '../emulator-kit/spec-violation.js';
import type { EmulatorContext } from './emulator-context.js';
import { errorResponse, HordeError, type HordeResponse, internalError } from './horde-response.js';
import { clientAgent, readRequest } from './request-context.js';
import { dispatch, rateRules, routeOf } from './route-table.js';
import { type HordeRoute, OPERATIONS } from './spec/horde-spec.js';

/** How `answer` departs from the schemas the description gives its route and status. */
function answerProblems(emu: EmulatorContext, route: HordeRoute, answer: HordeResponse) {
  if (route === 'image' || route === 'model_reference' || route === 'other') return [];
  const names = OPERATIONS[route].answers[answer.status];
  return names ? emu.spec.problemsAgainstAny(names, answer.json) : undescribedStatus(answer.status);
}

async function answer(emu: EmulatorContext, req: IncomingMessage, signal: AbortSignal) {
  const { ctx, route } = await arrive(readRequest(req), routeOf, emu.stats.requests);
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
  if (refusal) emu.stats.rateLimited++;
  const run = () =>
    refusal
      ? errorResponse(new HordeError(429, refusal.rule.text), {
          'retry-after': String(Math.max(1, Math.ceil(refusal.retryAfterMs / 1000))),
        })
      : dispatch(emu, route, ctx);
  return checkedAnswer(emu, ctx, route, run, {
    crashed: () => internalError(),
    problems: (answer) => answerProblems(emu, route, answer),
    checkRefused: true,
  });
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
