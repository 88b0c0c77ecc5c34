import type { IncomingMessage } from 'node:http';
import { checkedAnswer } from '../emulator-kit/checked-answer.js';
import { arrive, header, readRequest } from '../emulator-kit/request-body.js';
import { answerListener } from '../emulator-kit/serve-answers.js';
import { undescribedStatus } from '../emulator-kit/spec-violation.js';
import type { EmulatorContext } from './emulator-context.js';
import { forkAnswer } from './fork-answers.js';
import { dispatch, routeByPath, routeOf } from './route-table.js';
import { apiError, jsonResponse, type SdResponse } from './sd-response.js';
import { forkDefinition, serves } from './served-routes.js';
import { OPERATIONS, type SdRoute } from './spec/sdapi-routes.js';

/** Pydantic 1's item for a field of the wrong type, as FastAPI's 422 lists it. */
const NOT_AN_INTEGER = {
  loc: ['body', 'steps'],
  msg: 'value is not a valid integer',
  type: 'type_error.integer',
};

/**
 * `--api-auth`'s check: HTTP Basic against each `user:pass` pair (split on `:` as A1 does), on
 * every `/sdapi/v1` route; the `/internal` routes are registered on the app and not covered
 * [A1 api.py auth l.278-283].
 */
function authorized(
  apiAuth: string | undefined,
  route: SdRoute,
  headers: IncomingMessage['headers'],
): boolean {
  if (!apiAuth || (route !== 'other' && OPERATIONS[route].open)) return true;
  const given = header(headers, 'authorization');
  if (!given?.startsWith('Basic ')) return false;
  const decoded = Buffer.from(given.slice(6), 'base64').toString('utf8');
  return apiAuth.split(',').some((pair) => {
    const [user, pass] = pair.split(':');
    return decoded === `${user}:${pass}`;
  });
}

/** How `answer` departs from the schema the description gives its route and status. */
function answerProblems(emu: EmulatorContext, route: SdRoute, answer: SdResponse) {
  if (route === 'other') return [];
  const name =
    forkDefinition(emu.options.fork, route, answer.status) ??
    OPERATIONS[route].answers[answer.status];
  return name === undefined
    ? undescribedStatus(answer.status)
    : emu.spec.problems(name, answer.json);
}

async function answer(
  emu: EmulatorContext,
  req: IncomingMessage,
  signal: AbortSignal,
): Promise<SdResponse | 'drop'> {
  const { ctx, route } = await arrive(readRequest(req), routeOf, emu.stats.requests);
  if (!serves(emu.options, routeByPath(ctx.url.pathname) ?? route))
    return jsonResponse(404, { detail: 'Not Found' });
  if (!authorized(emu.options.apiAuth, route, ctx.headers)) {
    emu.stats.unauthorized++;
    return apiError(401, 'HTTPException', 'Incorrect username or password', undefined, {
      'www-authenticate': 'Basic',
    });
  }
  const fault = await emu.faults.afterLatency(route, signal);
  if (fault === 'drop') return 'drop';
  if (fault === 'server_error') return apiError(500, 'RuntimeError', '', 'injected server error');
  if (fault === 'unprocessable') return jsonResponse(422, { detail: [NOT_AN_INTEGER] });
  return checkedAnswer(emu, ctx, route, () => dispatch(emu, route, ctx), {
    crashed: (error) => apiError(500, (error as Error).name, '', String((error as Error).message)),
    problems: (answer) => answerProblems(emu, route, answer),
  });
}

/**
 * The `node:http` listener: login, faults, routing, spec checks, logging. A client that left
 * before its blocking call ended loses the answer (the job ran anyway; counted).
 */
export function createRequestHandler(emu: EmulatorContext, signal: AbortSignal) {
  return answerListener({
    answer: async (req) => {
      const answered = await answer(emu, req, signal);
      return answered === 'drop' ? answered : forkAnswer(emu.options.fork, answered);
    },
    failed: (error) => forkAnswer(emu.options.fork, apiError(500, 'Exception', '', String(error))),
    log: emu.options.log,
    lost: () => emu.stats.answersLost++,
  });
}
