import type { EventEmitter } from 'node:events';
import { ApiError } from '../api-error.js';
import type { Clock } from '../clock.js';
import type { GatewayDelivery, InteractionRecord } from './records.js';
import type { StateEvents } from './state-events.js';

/** Discord's interaction time rules, in milliseconds. */
export interface InteractionTimings {
  /** The first response must arrive within this long of creation, else `10062`. */
  ackMs: number;
  /** The token's lifetime; after it webhook calls fail with `50027`. */
  tokenTtlMs: number;
}

/** Interactions by id and token, and the rules for acknowledging and using their tokens. */
export class InteractionStore {
  readonly #byId = new Map<string, InteractionRecord>();
  readonly #byToken = new Map<string, InteractionRecord>();

  constructor(
    private readonly clock: Clock,
    private readonly events: EventEmitter<StateEvents>,
    private readonly timings: InteractionTimings,
  ) {}

  add(record: InteractionRecord): InteractionRecord {
    this.#byId.set(record.id, record);
    this.#byToken.set(record.token, record);
    this.events.emit('interactionCreate', record);
    this.events.emit('change');
    return record;
  }

  get(id: string): InteractionRecord | undefined {
    return this.#byId.get(id);
  }

  all(): InteractionRecord[] {
    return [...this.#byId.values()];
  }

  /** The interaction a callback is for: `10062` unknown or late, `40060` already acknowledged. */
  forCallback(id: string, token: string): InteractionRecord {
    const record = this.#byId.get(id);
    if (!record || record.token !== token) throw ApiError.unknownInteraction();
    if (record.response) throw ApiError.alreadyAcknowledged();
    if (this.pastAckWindow(record)) throw ApiError.unknownInteraction();
    return record;
  }

  /** Whether the time for the first response is over: a callback now gets `10062`. */
  pastAckWindow(record: InteractionRecord): boolean {
    return this.clock.now() - record.createdAt > this.timings.ackMs;
  }

  /**
   * The interaction behind a webhook token: `50027` once the token expired, `10015` when unknown,
   * for another application, or never acknowledged.
   */
  forWebhook(applicationId: string, token: string): InteractionRecord {
    const record = this.#byToken.get(token);
    if (!record || record.applicationId !== applicationId) throw ApiError.unknownWebhook();
    if (this.expired(record)) throw ApiError.invalidWebhookToken();
    if (!record.response) throw ApiError.unknownWebhook();
    return record;
  }

  /** Whether the interaction's token is past its lifetime. */
  expired(record: InteractionRecord): boolean {
    return this.clock.now() - record.createdAt >= this.timings.tokenTtlMs;
  }

  /** Records the acknowledgement. */
  acknowledge(record: InteractionRecord, type: number, data?: unknown): void {
    record.response = { type, at: this.clock.now(), data };
    this.events.emit('interactionResponse', record);
    this.events.emit('change');
  }

  /** Records the gateway sessions an interaction's INTERACTION_CREATE was dispatched to. */
  delivered(id: string, deliveries: readonly GatewayDelivery[]): void {
    const record = this.#byId.get(id);
    if (!record) return;
    record.deliveries.push(...deliveries);
    this.events.emit('change');
  }

  /** Tells listeners that something about the interaction changed (a follow-up, an edit…). */
  touched(record: InteractionRecord): void {
    this.events.emit('interactionResponse', record);
    this.events.emit('change');
  }
}
