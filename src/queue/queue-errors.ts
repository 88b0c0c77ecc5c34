import { textError } from '../i18n/error-text.js';

/** The generation chosen in `/queue` is no longer waiting in the queue. */
export class NoLongerQueuedError extends textError('queue.gone') {}
