import type { Registry } from 'prom-client';
import type { Config } from '../core/config.js';
import type { Logger } from '../core/logger.js';
import type { ModerationEvents } from '../core/moderation-events.js';
import type { I18n } from '../i18n/translator.js';
import type { ImageService } from '../image-api/service-types.js';
import type { GenerationEvents } from '../jobs/generation-events.js';
import type { JobManager } from '../jobs/job-manager.js';
import type { Stores } from '../store/create-stores.js';
import type { AnswerGate } from './answer-gate.js';

/**
 * Everything a handler needs, built once by `startApp` (called from `src/index.ts`) and passed
 * explicitly: nothing imports a live instance.
 */
export interface AppContext {
  readonly config: Config;
  readonly logger: Logger;
  readonly api: ImageService;
  readonly stores: Stores;
  readonly jobs: JobManager;
  /**
   * A generation's life told as typed events (admitted, charged, finished, failed, cancelled,
   * refunded): `/imagine` emits them, a feature reacts with `generations.on(…)` without importing
   * `imagine` (subscribed where the app is wired, `src/app.ts`).
   */
  readonly generations: GenerationEvents;
  /**
   * Settings changed, refusals and budgets reached in a server, told as typed events for the
   * moderation log (`modlog`), which features emit without importing it. Undefined in tests that
   * build a context by hand.
   */
  readonly moderation?: ModerationEvents;
  /** The bot's languages: a translator per locale (see `bot/locale.ts` for which one to use). */
  readonly i18n: I18n;
  /**
   * This process's own Prometheus registry (never prom-client's global one), served on `/metrics`;
   * undefined without `METRICS_PORT` (prom-client is then not even loaded).
   */
  readonly metrics?: Registry;
  /**
   * The interactions waiting for their turn to be answered (the dispatcher's gate): what follows a
   * first answer and can wait yields to them with `answers.quiet()`. Undefined in tests that build
   * a context by hand.
   */
  readonly answers?: AnswerGate;
}
