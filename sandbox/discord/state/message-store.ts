import type { EventEmitter } from 'node:events';
import { ApiError } from '../api-error.js';
import type { Clock } from '../clock.js';
import type { IdFactory } from '../id-factory.js';
import type { MessageRecord, MessageVersion } from './records.js';
import type { StateEvents } from './state-events.js';

/** The fields of a new message besides its first version. */
export type NewMessage = Omit<
  MessageRecord,
  'id' | 'createdAt' | 'editedAt' | 'deletedAt' | 'versions' | 'tts'
> & { tts?: boolean };

/** The content of a version; its time is stamped by the store. */
export type VersionInput = Omit<MessageVersion, 'at'>;

/** Messages in creation order, each with every version it went through. */
export class MessageStore {
  readonly #messages = new Map<string, MessageRecord>();

  constructor(
    private readonly ids: IdFactory,
    private readonly clock: Clock,
    private readonly events: EventEmitter<StateEvents>,
  ) {}

  create(message: NewMessage, version: VersionInput): MessageRecord {
    const at = this.clock.now();
    const record: MessageRecord = {
      tts: false,
      ...message,
      id: this.ids.snowflake(),
      createdAt: at,
      editedAt: null,
      deletedAt: null,
      versions: [{ ...version, at }],
    };
    this.#messages.set(record.id, record);
    this.events.emit('messageCreate', record);
    this.events.emit('change');
    return record;
  }

  /**
   * The message `authorId` created in `channelId` with `nonce` within the last `withinMs` (Discord
   * answers a create with `enforce_nonce` with it instead of making a second one).
   */
  byNonce(
    channelId: string,
    authorId: string,
    nonce: string,
    withinMs: number,
  ): MessageRecord | undefined {
    const since = this.clock.now() - withinMs;
    for (const message of this.#messages.values()) {
      const same = message.nonce === nonce && message.channelId === channelId;
      if (same && message.authorId === authorId && message.createdAt >= since && !message.deletedAt)
        return message;
    }
    return undefined;
  }

  /** Adds a version; `markEdited` false keeps `edited_timestamp` (e.g. a deferred reply filled in). */
  edit(id: string, version: VersionInput, markEdited = true): MessageRecord {
    const record = this.live(id);
    const at = this.clock.now();
    record.versions.push({ ...version, at });
    if (markEdited) record.editedAt = at;
    this.events.emit('messageUpdate', record);
    this.events.emit('change');
    return record;
  }

  delete(id: string): MessageRecord {
    const record = this.live(id);
    record.deletedAt = this.clock.now();
    this.events.emit('messageDelete', record);
    this.events.emit('change');
    return record;
  }

  /** A message whether deleted or not. */
  get(id: string): MessageRecord | undefined {
    return this.#messages.get(id);
  }

  /** A message that exists and is not deleted, else `10008 Unknown Message`. */
  live(id: string): MessageRecord {
    const record = this.#messages.get(id);
    if (!record || record.deletedAt !== null) throw ApiError.unknownMessage();
    return record;
  }

  /** Every message, oldest first. */
  all(): MessageRecord[] {
    return [...this.#messages.values()];
  }

  inChannel(channelId: string): MessageRecord[] {
    return this.all().filter((m) => m.channelId === channelId);
  }
}

/** The current version of a message. */
export function current(message: MessageRecord): MessageVersion {
  const version = message.versions.at(-1);
  if (!version) throw new Error(`message ${message.id} has no version`);
  return version;
}
