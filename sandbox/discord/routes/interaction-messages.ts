import { ApiError } from '../api-error.js';
import type { MessagePayload } from '../rest/message-composer.js';
import type { RouteContext } from '../rest/route.js';
import type { VersionInput } from '../state/message-store.js';
import type { InteractionRecord, MessageRecord } from '../state/records.js';
import { screenMessage } from './automod-gate.js';

/** Flags an interaction payload may set on a message (ephemeral, suppress embeds/notifications, components v2). */
export const responseFlags = 64 | 4 | 4096 | 32768;

/** The loading flag of a deferred reply. */
export const loadingFlag = 128;

/** Writes messages on behalf of an interaction: replies, deferred placeholders, follow-ups, edits. */
export class InteractionMessages {
  constructor(private readonly context: RouteContext) {}

  /**
   * Composes a version from a payload and the request's files (`flags` already decided).
   * @throws {ApiError} `200000` when the server's AutoMod blocks it for the interaction's member.
   */
  compose(
    record: InteractionRecord,
    payload: MessagePayload,
    flags: number,
    previous?: MessageRecord,
  ): VersionInput {
    const { composer, body, limits, state } = this.context;
    const version = composer.compose(payload, body.files, {
      channelId: record.channelId,
      flags,
      previous: previous?.versions.at(-1),
      fileLimit: Math.min(limits.fileLimit, attachmentLimit(record)),
      requestLimit: limits.requestLimit,
    });
    const { guildId, channelId, userId: actorId } = record;
    screenMessage(state, { guildId, channelId, actorId }, version);
    return version;
  }

  /** Creates a message authored by the bot through the interaction's webhook. */
  create(record: InteractionRecord, version: VersionInput): MessageRecord {
    const { state } = this.context;
    return state.messages.create(
      {
        channelId: record.channelId,
        guildId: record.guildId,
        authorId: state.bot.id,
        type: record.type === 2 ? 20 : 0,
        webhookId: state.applicationId,
        applicationId: state.applicationId,
        interactionId: record.id,
      },
      version,
    );
  }

  /** The placeholder a deferred reply shows ("… is thinking"). */
  createLoading(record: InteractionRecord, ephemeral: boolean): MessageRecord {
    const flags = loadingFlag | (ephemeral ? 64 : 0);
    return this.create(record, { content: '', embeds: [], components: [], attachments: [], flags });
  }

  /** `@original` or an id this interaction's webhook created; `10008` otherwise or when deleted. */
  resolve(record: InteractionRecord, messageId: string): MessageRecord {
    const id = messageId === '@original' ? record.originalMessageId : messageId;
    const owned = id === record.originalMessageId || record.followUpIds.includes(id ?? '');
    if (!id || !owned) throw ApiError.unknownMessage();
    return this.context.state.messages.live(id);
  }
}

/** The interaction's upload limit (`attachment_size_limit`), default 10 MiB. */
function attachmentLimit(record: InteractionRecord): number {
  const limit = (record.payload as { attachment_size_limit?: number }).attachment_size_limit;
  return limit ?? 10 * 1024 * 1024;
}

/** The payload flags applied to a new interaction message. */
export function flagsOf(payload: MessagePayload | undefined): number {
  return (payload?.flags ?? 0) & responseFlags;
}
