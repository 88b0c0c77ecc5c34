import { UnknownTaskError } from '../../image-backend/backend-errors.js';
import type { TaskCost, TaskStatus } from '../../image-backend/backend-types.js';
import type { HordeCaller } from './horde-alchemy.js';
import { HORDE_CAPABILITIES } from './horde-capabilities.js';
import { checkSchema, type HordeCheck, statusSchema, unappliedLoras } from './horde-schemas.js';

const KUDOS = HORDE_CAPABILITIES.balance?.unit ?? 'kudos';

/** `kudos` as a task's cost, in the Horde's unit. */
export const costOf = (kudos: number | undefined): TaskCost | undefined =>
  kudos === undefined ? undefined : { amount: kudos, unit: KUDOS };

/**
 * The state of the generation `id` (a Horde request of one image): polled with the cheap
 * `check`, its `status` read once when done; one no worker can serve is cancelled and ends
 * `impossible`, a faulted one `faulted`, a censored image `censored`, each with the kudos it cost.
 */
export async function hordeTaskStatus(
  call: HordeCaller,
  id: string,
  signal?: AbortSignal,
): Promise<TaskStatus> {
  const check = await call(
    'check',
    {
      method: 'GET',
      path: `/generate/check/${id}`,
      schema: checkSchema,
      what: 'GET generate/check',
    },
    signal,
  );
  if (check.faulted) return failed(id, 'faulted', check);
  if (!check.done && check.is_possible === false && check.processing === 0) {
    const cancelled = await cancelHordeTask(call, id, signal).catch(() => undefined);
    return failed(id, 'impossible', cancelled ?? check);
  }
  if (check.done) return finished(call, id, check, signal);
  const spent = costOf(check.kudos);
  const facts = {
    ...(check.queue_position !== undefined && { queuePosition: check.queue_position }),
    ...(check.wait_time !== undefined && { waitSeconds: check.wait_time }),
    ...(spent && { spent }),
  };
  return check.processing > 0 || check.finished > 0
    ? { taskId: id, state: 'processing', ...facts }
    : { taskId: id, state: 'queued', ...facts };
}

/**
 * The status of a request its check found done, with the model its worker ran (a painting's
 * inpainting model, not the one the request named) and the LoRAs it could not apply; one that expired in between (404) says what
 * that check reported spent.
 */
async function finished(
  call: HordeCaller,
  id: string,
  check: HordeCheck,
  signal?: AbortSignal,
): Promise<TaskStatus> {
  const status = await call(
    'status',
    {
      method: 'GET',
      path: `/generate/status/${id}`,
      schema: statusSchema,
      what: 'GET generate/status',
    },
    signal,
  ).catch((error: unknown) => {
    if (!(error instanceof UnknownTaskError) || error.spent) throw error;
    const spent = costOf(check.kudos ?? 0);
    throw new UnknownTaskError(id, {
      ...(error.detail && { detail: error.detail }),
      cause: error,
      spent,
    });
  });
  if (status.faulted) return failed(id, 'faulted', status);
  const [image] = status.generations;
  if (!image || image.img === 'N/A') return failed(id, 'failed', status);
  if (image.censored) return failed(id, 'censored', status);
  const cost = costOf(status.kudos);
  const unapplied = unappliedLoras(image.gen_metadata);
  return {
    taskId: id,
    state: 'completed',
    imageUrl: image.img,
    ...(cost && { cost }),
    ...(image.model && { model: image.model }),
    ...(unapplied.length > 0 && { unappliedLoras: unapplied }),
  };
}

function failed(
  id: string,
  reason: 'failed' | 'impossible' | 'faulted' | 'censored',
  facts: HordeCheck,
): TaskStatus {
  const said = {
    failed: 'the request ended without an image',
    impossible: 'no worker can serve this request (is_possible: false); it was cancelled',
    faulted: 'the workers faulted the request',
    censored: "the worker's filter censored the image",
  }[reason];
  const cost = costOf(facts.kudos ?? 0);
  return {
    taskId: id,
    state: 'failed',
    error: `AI Horde: ${said}; ${facts.kudos ?? 0} kudos spent`,
    reason,
    ...(cost && { cost }),
  };
}

/** Cancels the generation `id`: the Horde hands out no more of its jobs; its status as it was. */
export function cancelHordeTask(call: HordeCaller, id: string, signal?: AbortSignal) {
  return call(
    'status',
    {
      method: 'DELETE',
      path: `/generate/status/${id}`,
      schema: statusSchema,
      what: 'DELETE generate/status',
    },
    signal,
  );
}
