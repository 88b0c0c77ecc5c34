import { AppError, type AppErrorOptions } from '../core/app-error.js';
import type { Catalog } from '../i18n/catalog.js';
import { errorText, textError } from '../i18n/error-text.js';
import { type TextValues, text } from '../i18n/localized-text.js';
import type { TaskCost } from '../image-backend/backend-types.js';
import { IMAGES_UNIT } from '../image-backend/capabilities.js';
import { QueuedJobCancelledError } from '../jobs/job-errors.js';
import type { BudgetPeriod } from '../store/budget-caps.js';

/** A button refers to a generation the bot no longer keeps (finished generations are kept 7 days). */
export class GenerationNotFoundError extends textError('imagine.notFound') {}

/**
 * Discord did not take a generation's first answer (it answered 5xx, or not at all), so its jobs
 * were taken back before any was sent: nothing was started or charged.
 */
export class AnswerNotTakenError extends textError('imagine.answerNotTaken') {}

/** What is wrong with a workflow file: a message of `imagine.workflowFile`. */
export type WorkflowFileProblem = Exclude<keyof Catalog['imagine']['workflowFile'], 'next'>;

/** The `workflow_file` attachment cannot be used; the message says why and what to do. */
export class WorkflowFileError extends AppError {
  constructor(
    problem: WorkflowFileProblem,
    values: TextValues = {},
    options: AppErrorOptions = {},
  ) {
    const said = text(`imagine.workflowFile.${problem}`, values);
    super(errorText('imagine.workflowFile.next', { problem: said }), options);
  }
}

/**
 * The member used all `limit` generations the server key allows them today, until `resetsAt`; or,
 * with `images`, all the images the server allows them on a keyless backend (ComfyUI).
 */
export class DailyLimitReachedError extends AppError {
  constructor(limit: number, resetsAt: number, images = false) {
    const seconds = Math.floor(resetsAt / 1000);
    if (images) {
      super(errorText('imageQuota.dailyUsed', { limit, seconds }));
      return;
    }
    const used =
      limit === 0 ? text('imagine.dailyLimit.closed') : text('imagine.dailyLimit.used', { limit });
    super(errorText('imagine.dailyLimit.resets', { used, seconds }));
  }
}

/**
 * The member's roles may not use the server key (a role rule of 0, and none higher); with
 * `images`, may not make images on the server's keyless backend.
 */
export class ServerKeyNotForRoleError extends AppError {
  constructor(counted?: 'images') {
    super(errorText(counted ? 'imageQuota.roleClosed' : 'imagine.roleClosed'));
  }
}

/** The server key used its daily or monthly budget: it pays again when the period ends. */
export class ServerBudgetReachedError extends AppError {
  constructor(
    readonly period: BudgetPeriod,
    /** When the period ends (a UTC midnight, or the first of a month), epoch ms. */
    readonly resetsAt: number,
    /** What the budget counts: `generations`, or the backend's cost unit (kudos). */
    readonly unit = 'generations',
  ) {
    const key = unit === IMAGES_UNIT ? 'imageQuota.budgetReached' : 'imagine.budgetReached';
    super(errorText(key, { period, seconds: Math.floor(resetsAt / 1000) }));
  }
}

/**
 * `count:` asks for more images than the server budget has left (none counted), `left` in the
 * budget's unit (generations, images, or the backend's cost unit: the Horde's kudos); with
 * `estimate`, the backend's price of the reply before it starts, in that cost unit.
 */
export class CountOverBudgetError extends AppError {
  constructor(
    count: number,
    period: BudgetPeriod,
    left: number,
    unit = 'generations',
    estimate?: number,
  ) {
    if (estimate !== undefined) {
      super(errorText('count.overEstimate', { count, period, left, unit, estimate }));
      return;
    }
    if (unit === IMAGES_UNIT) super(errorText('imageQuota.overBudget', { count, period, left }));
    else if (unit === 'generations') super(errorText('count.overBudget', { count, period, left }));
    else super(errorText('count.overBudgetIn', { count, period, left, unit }));
  }
}

/** `count:` asks for more images than the member may have under way at once (nothing was saved). */
export class CountOverCapError extends AppError {
  constructor(count: number, limit: number, under: { running: number; waiting: number }) {
    super(errorText('count.overCap', { count, limit, ...under }));
  }
}

/** A request's images would not all fit in the server's queue (`GUILD_MAX_QUEUED`; nothing was saved). */
export class ServerQueueFullError extends AppError {
  constructor(count: number, limit: number, waiting: number) {
    super(errorText('count.queueFull', { count, limit, waiting }));
  }
}

/**
 * `count:` asks for more images than the member has `left` today on the server key, or with
 * `images` on the server's keyless backend (none counted).
 */
export class CountOverDailyLimitError extends AppError {
  constructor(count: number, left: number, images = false, countedAs = 1) {
    super(
      countedAs > 1
        ? errorText(images ? 'imageQuota.overDailyAnimation' : 'count.overDailyAnimation', {
            count: countedAs,
            left,
          })
        : errorText(images ? 'imageQuota.overDaily' : 'count.overDaily', { count, left }),
    );
  }
}

/** The bot stopped waiting for a generation the image service already had (its credit may be spent). */
export class StoppedWaitingError extends textError('cancel.stopped') {}

/**
 * The bot stopped waiting for a generation and asked its backend, which can, to cancel the task
 * (it may have been charged for it).
 */
export class StoppedAndCancelledError extends textError('cancel.stoppedCancelled') {}

/** How a member or moderator ended a generation: Cancel or `/queue` (`dequeued`), Stop waiting. */
export type CancelledHow = 'dequeued' | 'stopped';

/** How a member or a moderator ended a job (then `failed`), by its error's name; else undefined. */
export function cancelledHow(
  error: { readonly name: string } | undefined,
): CancelledHow | undefined {
  if (error?.name === StoppedWaitingError.name || error?.name === StoppedAndCancelledError.name)
    return 'stopped';
  if (error?.name === QueuedJobCancelledError.name) return 'dequeued';
  return undefined;
}

/** Cancel or Stop waiting pressed by someone who neither asked nor may manage messages. */
export class CancelNotAllowedError extends AppError {
  constructor() {
    super(errorText('cancel.notAllowed', { permission: text('common.permissionManageMessages') }));
  }
}

/** Cancel pressed when nothing of the reply waits in the queue any more (or Stop waiting when nothing runs). */
export class NothingToCancelError extends AppError {
  constructor(why: 'alreadySent' | 'nothingLeft') {
    super(errorText(`cancel.${why}`));
  }
}

/** "Imagine this" was used on a message without any visible text. */
export class NothingToImagineError extends textError('imagineThis.noText') {}

/** A submitted `/imagine` form lacks a field it has now, or has it of another kind (opened before an upgrade, or forged). */
export class FormChangedError extends textError('remix.formChanged') {}

/** The server's image backend does not offer that action on an image (Vary, Upscale, Edit, Describe). */
export class ImageActionNotOfferedError extends textError('imageActions.notOffered') {}

/** The server's image backend cannot change part of an image (Vary (Region), Zoom out, Pan). */
export class MaskNotOfferedError extends textError('imageActions.maskNotOffered') {}

/** Vary (Region) was asked to run before any cell of its picker was chosen. */
export class NoCellsChosenError extends textError('imageActions.pickCells') {}

/**
 * The painter's Send came too late for its launch's interaction token to answer (15 minutes):
 * nothing was kept, sent or charged.
 */
export class PainterExpiredError extends textError('imageActions.paintedExpired') {}

/** Zoom out's form held no factor within its bounds (1.1–2). */
export class ZoomFactorError extends textError('imageActions.zoomFactorInvalid') {}

/**
 * A description the backend prices (`imagesIn.describeCost`) over what the server budget has left
 * in its cost unit: refused before anything was sent or charged.
 */
export class DescribeOverBudgetError extends AppError {
  constructor(period: BudgetPeriod, left: number, unit: string, estimate: number) {
    super(errorText('imageActions.describeOverBudget', { period, left, unit, estimate }));
  }
}

/**
 * Re-roll, Retry or Remix of a generation made from another member's own image: that image is
 * theirs, so whoever else asks starts from the posted result instead (Vary, Upscale, Edit).
 */
export class OthersInputError extends textError('imageActions.othersInput') {}

/** The card no longer shows the image a button names (withheld, or the message was changed). */
export class CardImageGoneError extends textError('imageActions.imageGone') {}

/** The message a command was used on has no image to edit or describe. */
export class NoImageInMessageError extends textError('imageActions.noImage') {}

/**
 * The backend took the description and failed it: what it cost (`spent`), or that nothing was
 * charged; the backend's words stay in the log.
 */
export class DescribeFailedError extends AppError {
  constructor(spent: TaskCost | undefined, options: AppErrorOptions = {}) {
    const cost = spent && spent.amount > 0 ? spent : undefined;
    super(
      errorText('imageActions.describeFailed', {
        spent: cost ? 'yes' : 'no',
        amount: cost?.amount ?? 0,
        unit: cost?.unit ?? '',
      }),
      options,
    );
  }
}

/** The backend described the image with no words. */
export class NoWordsError extends textError('imageActions.noWords') {}
