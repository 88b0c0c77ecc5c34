import type { IncomingMessage } from 'node:http';
import { abortableSleep } from '../emulator-kit/abortable-sleep.js';
import { answerListener } from '../emulator-kit/serve-answers.js';
import { ApiError } from './api-error.js';
import type { EmulatorContext } from './emulator-context.js';
import {
  type EmulatorResponse,
  errorResponse,
  failure,
  htmlResponse,
  movedResponse,
  truncatedJsonResponse,
  withBom,
} from './emulator-response.js';
import type { AnswerFault } from './fault-injector.js';
import { readRequest } from './request-context.js';
import { dispatch, endpointKindOf } from './route-table.js';

type Outcome = EmulatorResponse | 'drop';

async function run(work: () => EmulatorResponse | Promise<EmulatorResponse>) {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError) return errorResponse(error);
    return failure(500, 'Internal server error');
  }
}

function damaged(emu: EmulatorContext, fault: AnswerFault, real?: EmulatorResponse): Outcome {
  const f = emu.faults.faults;
  if (fault === 'drop') return 'drop';
  if (fault === 'server_error') return failure(f.serverErrorStatus, 'Internal server error');
  if (fault === 'html') return htmlResponse(f.malformedStatus);
  if (fault === 'truncated_json') return truncatedJsonResponse(f.malformedStatus, real);
  return failure(429, 'Too many requests', { 'retry-after': String(f.retryAfterSeconds) });
}

async function answer(emu: EmulatorContext, req: IncomingMessage, signal: AbortSignal) {
  const url = new URL(req.url ?? '/', 'http://emulator.invalid');
  const kind = endpointKindOf(url);
  emu.stats.requests[kind]++;
  const taskId = kind === 'task_status' ? url.searchParams.get('task_id') : null;
  if (taskId) {
    const times = emu.stats.statusRequests.get(taskId) ?? [];
    times.push(emu.now());
    emu.stats.statusRequests.set(taskId, times);
  }
  const down = emu.faults.down();
  if (down === 'drop') return 'drop';
  const ctx = await readRequest(req).catch((error: unknown) =>
    error instanceof ApiError ? error : ('drop' as const),
  );
  if (ctx === 'drop') return ctx;
  if (ctx instanceof ApiError) return errorResponse(ctx);
  if (down === 'unavailable') return failure(503, 'Service unavailable');
  const movedTo = emu.faults.movedFor(kind);
  if (movedTo !== undefined) return movedResponse(movedTo, url);
  const held = emu.faults.heldFor(kind);
  await abortableSleep(emu.faults.latencyFor(kind), signal);
  if (signal.aborted) return 'drop';
  const fault = emu.faults.answerFaultFor(kind);
  if (fault && (fault === 'rate_limit' || !emu.faults.faults.afterHandling)) {
    return damaged(emu, fault);
  }
  const response = await run(() => dispatch(emu, kind, ctx));
  await abortableSleep(held, signal);
  if (signal.aborted) return 'drop';
  return fault ? damaged(emu, fault, response) : response;
}

const SECRETS = /sk-[0-9a-fA-F]{8,}|(?<=[?&]token=)[^&]+/g;

/** The `node:http` request listener of an emulator: routing, faults, logging. */
export function createRequestHandler(
  emu: EmulatorContext,
  signal: AbortSignal,
  log?: (line: string) => void,
) {
  return answerListener({
    answer: async (req) => {
      const answered = await answer(emu, req, signal).catch(() =>
        failure(500, 'Internal server error'),
      );
      const kind = endpointKindOf(new URL(req.url ?? '/', 'http://emulator.invalid'));
      return answered !== 'drop' && emu.faults.bomFor(kind) ? withBom(answered) : answered;
    },
    failed: () => failure(500, 'Internal server error'),
    log,
    shownUrl: (url) => url.replace(SECRETS, '***'),
  });
}
