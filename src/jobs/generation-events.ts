import { EventHub } from '../core/event-hub.js';
import type { Logger } from '../core/logger.js';
import type { GenerationRequest } from '../image-backend/generation-parameters.js';
import type { ImageAction } from '../image-backend/image-actions.js';
import type { KeyRef } from '../keys/key-ref.js';
import type { JobError } from './generation-job.js';

/** Who asked for a generation, where, on which key, and what: in every generation event. */
export interface GenerationFacts {
  /** The generation's job id. */
  readonly jobId: string;
  /** The reply it belongs to (the images of one `/imagine count:` share it). */
  readonly replyId: string;
  /** The member who asked. */
  readonly userId: string;
  /** The server whose queue it is in; null where no server counts (a DM, a user install). */
  readonly guildId: string | null;
  /** The channel of the reply. */
  readonly channelId: string;
  /** Which key pays: the member's own, or a server's (its daily uses counted). */
  readonly keyRef: KeyRef;
  /** What is asked of the service. */
  readonly request: Readonly<GenerationRequest>;
  /** The image backend it runs on (`RegisteredBackend.id`); absent for the original service. */
  readonly backend?: string;
  /** The server of its backend's pool it was sent to (`PoolServer.id`); absent without a pool. */
  readonly server?: string;
  /** Only the member sees the reply (a private result). */
  readonly private?: boolean;
  /** What it does with an input image; absent: an image from words alone. */
  readonly action?: ImageAction['kind'];
  /** The message that shows the result, once known (never for a private reply). */
  readonly messageId?: string;
}

/**
 * Each generation event by name, with what it carries. Once per generation, in this order:
 * `admitted`, `charged` when the service took it, then `finished`, `failed` or `cancelled`
 * (`refunded`, when a server-key use is given back, comes before the end).
 */
export interface GenerationEventMap {
  /** Started for a member (saved and queued) on the key that pays. */
  readonly admitted: GenerationFacts;
  /** Submitted to the service on its key, which gave it a task: a credit is spent. */
  readonly charged: GenerationFacts & { readonly taskId: string; readonly submittedAt: number };
  /** Completed: the reply shows the image. */
  readonly finished: GenerationFacts & {
    readonly taskId?: string;
    readonly imageUrl: string;
    readonly finishedAt: number;
  };
  /** Ended without an image (refused, failed or timed out at the service, or lost to a restart). */
  readonly failed: GenerationFacts & {
    readonly state: 'failed' | 'timed_out';
    /** Set when the service had taken it (its credit spent). */
    readonly taskId?: string;
    readonly error: JobError;
    readonly finishedAt: number;
  };
  /** Ended by a member: dequeued before it was sent, or `stopped` (its task may still cost). */
  readonly cancelled: GenerationFacts & {
    readonly how: 'dequeued' | 'stopped';
    readonly taskId?: string;
    readonly error: JobError;
    readonly finishedAt: number;
  };
  /** The member's daily use of the server key `guildId` given back: the generation never ran. */
  readonly refunded: GenerationFacts & { readonly serverId: string; readonly usedAt: number };
}

/** The name of a generation event. */
export type GenerationEventName = keyof GenerationEventMap;

/** One event as a value: its `name` beside what it carries (a discriminated union). */
export type GenerationEvent = {
  [N in GenerationEventName]: { readonly name: N } & GenerationEventMap[N];
}[GenerationEventName];

/**
 * The hub of a generation's life: `imagine` emits, any feature subscribes (through
 * `AppContext.generations`) without either importing the other. Listeners are notifications, in
 * subscription order, at most once per event (none again after a crash, none for what a restart
 * recovers), not awaited, a failure only logged. Bookkeeping a delivery needs is a `JobObserver`.
 */
export class GenerationEvents extends EventHub<GenerationEventMap> {
  constructor(logger: Logger) {
    super(logger, {
      failure: 'a generation event listener failed',
      describe: (event) => ({ jobId: event.jobId }),
    });
  }
}
