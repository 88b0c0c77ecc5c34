import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { abortableSleep } from '../emulator-kit/abortable-sleep.js';
import { checkedAnswer } from '../emulator-kit/checked-answer.js';
import { header, readRequest } from '../emulator-kit/request-body.js';
import { answerListener } from '../emulator-kit/serve-answers.js';
import { undescribedStatus } from '../emulator-kit/spec-violation.js';
import { type ComfyResponse, internalError, jsonResponse } from './comfy-response.js';
import type { ComfyAuth } from './comfyui-options.js';
import type { EmulatorContext } from './emulator-context.js';
import { barePath, dispatch, routeOf } from './route-table.js';
import { type ComfyRoute, OPERATIONS } from './spec/comfyui-spec.js';

type Outcome = ComfyResponse | 'drop';

/**
 * Whether a request carries the configured token (always true without `auth`): `Authorization:
 * Bearer <token>` by default, or the bare token in the configured header. Local ComfyUI checks
 * nothing; this stands for a proxy in front of it (or Comfy Cloud's `X-API-Key`).
 */
function hasToken(auth: ComfyAuth | undefined, headers: IncomingMessage['headers']): boolean {
  if (!auth) return true;
  const name = auth.header ?? 'authorization';
  const value = header(headers, name);
  if (value === undefined) return false;
  if (name.toLowerCase() === 'authorization') return value === `Bearer ${auth.token}`;
  return value === auth.token;
}

/** The proxy's 401, shaped as the description's `ErrorResponse`. */
function unauthorized(): ComfyResponse {
  return jsonResponse(401, { code: 'unauthorized', message: 'Missing or invalid API token.' });
}

/** How `answer` departs from what the transcription gives its route and status. */
function answerProblems(emu: EmulatorContext, route: ComfyRoute, answer: ComfyResponse) {
  if (route === 'view' || route === 'view_metadata' || route === 'ws' || route === 'other') {
    return [];
  }
  const name = OPERATIONS[route].answers[answer.status];
  if (name === undefined) return undescribedStatus(answer.status);
  if (name === 'empty') {
    return answer.body.length === 0 ? [] : [{ path: '', message: 'the body should be empty' }];
  }
  if (name === 'text') {
    return answer.json === undefined
      ? []
      : [{ path: '', message: 'the body should be plain text' }];
  }
  return emu.spec.problems(name, answer.json);
}

/** A fault or a refused token before any handling; undefined when the request goes on. */
async function gate(
  emu: EmulatorContext,
  route: ComfyRoute,
  headers: IncomingMessage['headers'],
  signal: AbortSignal,
): Promise<Outcome | undefined> {
  emu.stats.requests[route]++;
  const redirect = emu.faults.redirectFor(route);
  if (redirect) return { status: 302, headers: { location: redirect }, body: Buffer.alloc(0) };
  if (!hasToken(emu.options.auth, headers)) {
    emu.stats.unauthorized++;
    return unauthorized();
  }
  const fault = await emu.faults.afterLatency(route, signal);
  if (fault === 'drop') return 'drop';
  if (fault === 'server_error') return internalError(emu.faults.faults.serverErrorStatus);
  return undefined;
}

async function answer(emu: EmulatorContext, req: IncomingMessage, signal: AbortSignal) {
  const ctx = await readRequest(req, Math.round(emu.options.maxUploadMb * 1024 * 1024));
  const route = routeOf(ctx.method, ctx.url);
  const early = await gate(emu, route, ctx.headers, signal);
  if (early) return early;
  emu.executor.advance(emu.now());
  const handled = await checkedAnswer(emu, ctx, route, () => dispatch(emu, route, ctx), {
    crashed: () => internalError(),
    problems: (answer) => answerProblems(emu, route, answer),
  });
  await abortableSleep(emu.faults.answerLatencyFor(route), signal);
  return handled;
}

/** The `node:http` listener of an emulator: routing, token, faults, spec checks, logging. */
export function createRequestHandler(emu: EmulatorContext, signal: AbortSignal) {
  return answerListener({
    answer: (req) => answer(emu, req, signal),
    failed: () => internalError(),
    log: emu.options.log,
  });
}

/** The `upgrade` listener: `/ws` and `/api/ws` become client sockets (token and faults first). */
export function createUpgradeHandler(emu: EmulatorContext, signal: AbortSignal) {
  return (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const url = new URL(req.url ?? '/', 'http://emulator.invalid');
    const route: ComfyRoute = barePath(url.pathname) === '/ws' ? 'ws' : 'other';
    void gate(emu, route, req.headers, signal).then((early) => {
      if (route === 'ws' && !early) {
        emu.executor.advance(emu.now());
        emu.sockets.upgrade(req, socket, head, url);
        return;
      }
      if (early === 'drop') return void socket.destroy();
      const refusal = early ?? { status: 404, headers: {}, body: Buffer.from('404: Not Found') };
      const status = `${refusal.status} ${refusal.status === 401 ? 'Unauthorized' : refusal.status === 404 ? 'Not Found' : 'Internal Server Error'}`;
      socket.end(
        `HTTP/1.1 ${status}\r\ncontent-length: ${refusal.body.length}\r\nconnection: close\r\n\r\n${refusal.body.toString()}`,
      );
      emu.options.log?.(`WS ${req.url} -> ${refusal.status}`);
    });
  };
}
