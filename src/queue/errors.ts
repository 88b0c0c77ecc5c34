import { AppError } from '../core/app-error.js';
import { errorText } from '../i18n/error-text.js';
import { text } from '../i18n/localized-text.js';

/** Someone without Manage Messages tried to take a generation out of the queue from `/queue`. */
export class QueueCancelNotAllowedError extends AppError {
  constructor() {
    super(errorText('queue.notAllowed', { permission: text('common.permissionManageMessages') }));
  }
}

/** The generation chosen in `/queue` is no longer waiting in the queue. */
export class NoLongerQueuedError extends AppError {
  constructor() {
    super(errorText('queue.gone'));
  }
}
