import { type APIEmbed, EmbedType } from 'discord-api-types/v10';
import { MessageSerializer } from '../serialize/serialize-message.js';
import type { EmulatorState } from '../state/emulator-state.js';
import type { MessageRecord } from '../state/records.js';
import type { Upload } from './command-options.js';
import { type MessageView, messageView } from './message-view.js';
import { type IdLike, idOf } from './refs.js';
import { type WaitOptions, waitUntil } from './wait-for.js';

/** A picture on another site a member's message links to: its URL and what the site serves. */
export interface LinkedImage {
  readonly url: string;
  readonly data: Uint8Array;
  readonly contentType?: string;
}

/** Which messages {@link MessageDriver.waitForMessage} looks at. */
export interface MessageFilter {
  /** Only this channel. @default every channel */
  channel?: IdLike;
  /** Only messages for which this returns truthy. @default any */
  where?: (message: MessageView) => unknown;
}

/**
 * Reads messages (with history and bytes), posts a member's own, deletes them as a moderator, and
 * waits for them.
 */
export class MessageDriver {
  readonly #serializer: MessageSerializer;

  constructor(private readonly state: EmulatorState) {
    this.#serializer = new MessageSerializer(state);
  }

  view(record: MessageRecord): MessageView {
    return messageView(record, this.#serializer);
  }

  /** A channel's messages, oldest first (ephemeral ones included and flagged). */
  messages(channel: IdLike, options: { includeDeleted?: boolean } = {}): MessageView[] {
    return this.state.messages
      .inChannel(idOf(channel))
      .filter((m) => options.includeDeleted || m.deletedAt === null)
      .map((m) => this.view(m));
  }

  /** A message by id, deleted or not. */
  message(id: IdLike): MessageView | undefined {
    const record = this.state.messages.get(idOf(id));
    return record && this.view(record);
  }

  /**
   * A member's own chat message in a channel (type 0), as if they had typed it, with the `files`
   * they attached (uploaded to the emulator's CDN under the channel, as Discord does) and the
   * pictures its `links` point at, unfurled as Discord does a link to an image: an `image` embed
   * whose thumbnail's `proxy_url` is on the media proxy's own host (`AttachmentStore.addExternal`).
   */
  postMessage(input: {
    channel: IdLike;
    user: IdLike;
    content: string;
    files?: readonly Upload[];
    links?: readonly LinkedImage[];
  }): MessageView {
    const channelId = idOf(input.channel);
    const guildId = this.state.guilds.channels.get(channelId)?.guildId ?? null;
    const attachments = (input.files ?? []).map((upload) =>
      this.state.attachments.add(
        {
          bytes:
            typeof upload.data === 'string' ? Buffer.from(upload.data) : Buffer.from(upload.data),
          filename: upload.name,
          ...(upload.contentType ? { contentType: upload.contentType } : {}),
        },
        channelId,
      ),
    );
    const embeds = (input.links ?? []).map(({ url, data, contentType }): APIEmbed => {
      const shown = this.state.attachments.addExternal(
        { bytes: Buffer.from(data), ...(contentType ? { contentType } : {}) },
        url,
      );
      const { width, height } = shown;
      const size = width === undefined || height === undefined ? {} : { width, height };
      return { type: EmbedType.Image, url, thumbnail: { url, proxy_url: shown.proxyUrl, ...size } };
    });
    const record = this.state.messages.create(
      { channelId, guildId, authorId: idOf(input.user), type: 0 },
      { content: input.content, embeds, components: [], attachments, flags: 0 },
    );
    return this.view(record);
  }

  /** Deletes a message as a moderator would; later edits get `10008 Unknown Message`. */
  deleteMessage(message: IdLike): void {
    this.state.messages.delete(idOf(message));
  }

  /** The first live message, existing or future, matching the filter. */
  waitForMessage(filter: MessageFilter = {}, options: WaitOptions = {}): Promise<MessageView> {
    const channelId = filter.channel ? idOf(filter.channel) : undefined;
    const find = () =>
      this.state.messages
        .all()
        .filter((m) => m.deletedAt === null && (!channelId || m.channelId === channelId))
        .map((m) => this.view(m))
        .find((m) => !filter.where || filter.where(m));
    return waitUntil(this.state.events, find, { description: 'a matching message', ...options });
  }
}
