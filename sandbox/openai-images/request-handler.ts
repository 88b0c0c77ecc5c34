import type { IncomingMessage, ServerResponse } from 'node:http';
import { abortableSleep } from '../emulator-kit/abortable-sleep.js';
import { reportViolation } from '../emulator-kit/spec-violation.js';
import type { EmulatorContext } from './emulator-context.js';
import { rateLimited } from './images-rate-limit.js';
import { maskKey } from './key-registry.js';
import {
  insufficientQuota,
  invalidApiKey,
  missingApiKey,
  OpenAiError,
  serverError,
} from './openai-response.js';
import { bearerKey, type RequestContext, readRequest } from './request-context.js';
import { dispatch, type Outcome, routeOf } from './route-table.js';
import { hostedImage } from './routes/hosted-images.js';
import { listModels } from './routes/models.js';
import type { OpenAiRoute } from './spec/openai-spec.js';
import { checkAnswer } from './spec-checks.js';
import { writeStream } from './stream-writer.js';

/** The model a faulted generation names, for the rate-limit message. */
function modelOf(emu: EmulatorContext, ctx: RequestContext): string {
  const form = typeof ctx.form === 'object' ? ctx.form.get('model') : undefined;
  const model = form ?? (ctx.body as { model?: unknown } | undefined)?.model;
  return typeof model === 'string' ? model : emu.options.defaultModel;
}

async function handled(emu: EmulatorContext, ctx: RequestContext, route: OpenAiRoute) {
  const key = bearerKey(ctx);
  const account = emu.keys.usable(key);
  const refused = (said: string) =>
    invalidApiKey(emu.faults.faults.unauthorizedEchoesKey ? said : maskKey(said));
  try {
    if (key === undefined && route === 'models_list' && emu.options.keylessModels) {
      return listModels(emu);
    }
    if (key === undefined) throw missingApiKey();
    if (!account) throw refused(key);
    account.usage.requests++;
    const fault = emu.faults.answerFaultFor(route);
    if (fault === 'drop') return 'drop';
    if (fault === 'unauthorized') throw refused(key);
    if (fault === 'rate_limit') {
      throw rateLimited(modelOf(emu, ctx), emu.faults.faults.retryAfterSeconds);
    }
    if (fault === 'insufficient_quota') throw insufficientQuota();
    if (fault === 'server_error') throw serverError(emu.faults.faults.serverErrorStatus);
    return await dispatch(emu, route, ctx, account);
  } catch (error) {
    if (!(error instanceof OpenAiError)) {
      emu.options.log?.(`internal error: ${(error as Error).stack ?? String(error)}`);
      return serverError().answer();
    }
    if (error.problems) {
      const { status, problems } = error;
      reportViolation(emu, emu.clock.now(), ctx, { side: 'request', route, status, problems });
    }
    return error.answer();
  }
}

async function answer(emu: EmulatorContext, ctx: RequestContext): Promise<Outcome> {
  const hosted = hostedImage(emu, ctx);
  if (hosted) return hosted;
  const route = routeOf(ctx.method, ctx.url, emu.options.basePath);
  emu.stats.requests[route]++;
  await abortableSleep(emu.faults.latencyFor(route), ctx.signal);
  if (ctx.signal.aborted) return 'drop';
  const outcome = await handled(emu, ctx, route);
  if (typeof outcome === 'object' && outcome.kind === 'json') checkAnswer(emu, ctx, route, outcome);
  return outcome;
}

/** The `node:http` listener of an emulator: auth, faults, routing, spec checks, logging. */
export function createRequestHandler(emu: EmulatorContext, closing: AbortSignal) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const started = performance.now();
    const gone = new AbortController();
    res.once('close', () => gone.abort());
    const signal = AbortSignal.any([closing, gone.signal]);
    const requestId = `req_${emu.prng.hex(16)}`;
    const finish = (status: number | string) => {
      const ms = Math.round(performance.now() - started);
      emu.options.log?.(`${req.method} ${(req.url ?? '/').split('?')[0]} -> ${status} (${ms} ms)`);
    };
    void readRequest(req, requestId, signal)
      .then(async (ctx) => {
        const outcome = await answer(emu, ctx).catch(() => serverError().answer());
        const headers = { 'x-request-id': requestId, 'openai-version': '2020-10-01' };
        if (outcome === 'drop') {
          req.socket.destroy();
          return finish('dropped');
        }
        if (outcome.kind === 'stream') {
          const ended = await writeStream(emu, ctx, res, outcome, headers);
          return finish(ended ? '200 (stream)' : '200 (stream cut)');
        }
        res.writeHead(outcome.status, {
          ...outcome.headers,
          ...headers,
          'openai-processing-ms': String(Math.round(performance.now() - started)),
          'content-length': String(outcome.body.length),
        });
        res.end(outcome.body);
        finish(outcome.status);
      })
      .catch(() => req.socket.destroy());
  };
}
