import { AppError } from '../../core/app-error.js';
import type { Logger } from '../../core/logger.js';
import { SubmissionUncertainError, TaskFailedError } from '../../image-backend/backend-errors.js';
import type { FailedStep } from '../../image-backend/backend-types.js';
import type { HeldCalls } from '../../image-backend/held-calls.js';
import {
  cutShort,
  type HeldAnswer,
  heldAnswer,
  lorasNotFound,
  UNSCALED,
} from './sd-webui-answer.js';
import type { SdEndpoints } from './sd-webui-endpoints.js';
import type { SdWebuiLists } from './sd-webui-lists.js';
import type { SdRunning } from './sd-webui-progress.js';
import { type SdCallPlan, withUpscaler } from './sd-webui-request.js';
import { refusedUpscaler } from './sd-webui-upscalers.js';

/** The longest one blocking call may take, its wait in the queue included. */
export const CALL_TIMEOUT_MS = 30 * 60_000;
/** How a call that failed without naming what it raised is told: never the WebUI's words. */
export const UNSAID: FailedStep = { cause: 'unknown' };

/** What a call that ended with its image keeps beside it: the checkpoint that ran. */
export interface SdMade {
  /** The checkpoint `info` names: the WebUI runs its loaded one in place of one it does not have. */
  readonly model?: string;
  /** The `<lora:…>` names it said it could not load (`lorasNotFound`). */
  readonly unappliedLoras?: readonly string[];
}

/**
 * What {@link runSdCall} works with: the backend's pools, calls and lists, and the upscaler
 * the operator asked for (`SD_WEBUI_UPSCALER`).
 */
export interface SdCallDeps {
  readonly http: SdEndpoints;
  readonly calls: HeldCalls<SdRunning, SdMade>;
  readonly lists: SdWebuiLists;
  readonly upscaler: string;
  readonly logger?: Pick<Logger, 'warn'> | undefined;
}

/**
 * The answer of `plan`'s call. An upscale whose upscaler the server no longer has (turned off
 * since the bot read its list: `refusedUpscaler`) is sent once more, the lists read again first,
 * with the upscaler they name now for its factor, the refused one left out; none left ends it
 * `notOffered` (nothing ran), and Upscale is no longer offered.
 */
async function answerOf(
  deps: SdCallDeps,
  plan: SdCallPlan,
  signal: AbortSignal,
): Promise<HeldAnswer> {
  try {
    return await heldAnswer(deps.http, plan, signal, CALL_TIMEOUT_MS);
  } catch (error) {
    const { upscale } = plan;
    if (!upscale || !refusedUpscaler(error)) throw error;
    deps.lists.forget();
    await deps.lists.read({ signal });
    const instead = deps.lists.upscalerFor(deps.upscaler, upscale.factor, [upscale.upscaler]);
    deps.logger?.warn('the WebUI no longer has the upscaler it listed: its list read again', {
      refused: upscale.upscaler,
      instead: instead ?? 'none',
    });
    if (!instead) {
      const said = `the WebUI has no upscaler left (${upscale.upscaler} was refused)`;
      throw new TaskFailedError(said, 'notOffered');
    }
    return heldAnswer(deps.http, withUpscaler(plan, instead), signal, CALL_TIMEOUT_MS);
  }
}

/**
 * A call to its end (sent when the line gave it one of the server's slots): the image kept, or
 * how it ended (the error, for `submit`'s window); a generation another client cut short
 * (`cutShort`) ends `stoppedElsewhere`, unposted. `signal` aborting cuts it (the call's own, not
 * joined to others').
 */
export async function runSdCall(
  deps: SdCallDeps,
  taskId: string,
  plan: SdCallPlan,
  signal: AbortSignal,
): Promise<Error | undefined> {
  const { http, calls, lists, logger } = deps;
  try {
    const { image, info } = await answerOf(deps, plan, signal);
    const cut = image && plan.tracked && (await cutShort(http.control, info, signal));
    if (!image) calls.fail(taskId, 'failed', 'the WebUI answered without an image', UNSAID);
    else if (cut) {
      const said = `another client stopped the job after ${cut.done} of ${cut.asked} steps`;
      logger?.warn('sd-webui job cut short', { taskId, detail: said });
      calls.fail(taskId, 'stoppedElsewhere', said);
    } else {
      const model = lists.modelThatRan(info);
      const unapplied = lorasNotFound(info);
      const made = {
        ...(model && { model }),
        ...(unapplied.length > 0 && { unappliedLoras: unapplied }),
      };
      calls.complete(taskId, made, image);
    }
    return undefined;
  } catch (error) {
    const lost = signal.aborted || error instanceof SubmissionUncertainError;
    const said = error instanceof AppError ? (error.detail ?? error.message) : String(error);
    const failed = error instanceof TaskFailedError ? error : undefined;
    const step = lost ? undefined : failed ? failed.failedStep : UNSAID;
    if (said === UNSCALED) lists.forget();
    calls.fail(taskId, lost ? 'cut' : (failed?.reason ?? 'failed'), said, step);
    // A connection lost may have left the job running: the task says so, never a refusal.
    if (lost) return undefined;
    logger?.warn('sd-webui call failed', { taskId, detail: said });
    return error instanceof Error ? error : new Error(said);
  }
}
