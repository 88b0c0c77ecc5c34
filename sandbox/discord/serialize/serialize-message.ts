import type { APIAttachment, APIEmbed, APIMessage, APIUser } from 'discord-api-types/v10';
import type { EmulatorState } from '../state/emulator-state.js';
import { current } from '../state/message-store.js';
import type { AttachmentRecord, MessageRecord, MessageVersion } from '../state/records.js';
import { walkComponents } from './component-walk.js';
import { serializeComponents } from './serialize-components.js';
import { GuildSerializer } from './serialize-guild.js';
import { InteractionMetadataSerializer } from './serialize-interaction-metadata.js';

/** An embed as Discord answers it: `type` `rich` (what bots send), every field's `inline`. */
export function serializeEmbed(embed: APIEmbed): APIEmbed {
  return {
    type: 'rich' as APIEmbed['type'],
    ...embed,
    ...(embed.fields
      ? { fields: embed.fields.map((f) => ({ ...f, inline: f.inline ?? false })) }
      : {}),
  };
}

/** Turns messages and attachments into Discord API objects. */
export class MessageSerializer {
  readonly #guild: GuildSerializer;
  readonly #metadata: InteractionMetadataSerializer;

  constructor(private readonly state: EmulatorState) {
    this.#guild = new GuildSerializer(state);
    this.#metadata = new InteractionMetadataSerializer(state, (id) => this.#guild.userById(id));
  }

  attachment(a: AttachmentRecord): APIAttachment {
    return {
      id: a.id,
      filename: a.filename,
      size: a.size,
      url: a.url,
      proxy_url: a.proxyUrl,
      content_type: a.contentType,
      ...(a.width === undefined ? {} : { width: a.width, height: a.height ?? null }),
      ...(a.description === undefined ? {} : { description: a.description }),
      ...(a.title === undefined ? {} : { title: a.title }),
      ...(a.ephemeral ? { ephemeral: true } : {}),
    };
  }

  message(message: MessageRecord): APIMessage {
    const version = current(message);
    const interaction = message.interactionId
      ? this.state.interactions.get(message.interactionId)
      : undefined;
    const user = interaction ? this.#guild.userById(interaction.userId) : undefined;
    return {
      id: message.id,
      type: message.type,
      channel_id: message.channelId,
      ...(message.guildId ? { guild_id: message.guildId } : {}),
      author: this.#guild.userById(message.authorId),
      content: version.content,
      timestamp: new Date(message.createdAt).toISOString(),
      edited_timestamp: message.editedAt === null ? null : new Date(message.editedAt).toISOString(),
      tts: message.tts,
      mention_everyone: false,
      mentions: this.mentions(version),
      mention_roles: [],
      attachments: version.attachments.map((a) => this.attachment(a)),
      embeds: version.embeds.map(serializeEmbed),
      components: serializeComponents(version.components, version.attachments),
      pinned: false,
      flags: version.flags,
      ...(message.webhookId ? { webhook_id: message.webhookId } : {}),
      ...(message.applicationId ? { application_id: message.applicationId } : {}),
      ...(message.reference ? { message_reference: { type: 0, ...message.reference } } : {}),
      ...(interaction && user
        ? {
            interaction_metadata: this.#metadata.of(interaction, message),
            interaction: {
              id: interaction.id,
              type: interaction.type,
              name: interaction.commandName ?? '',
              user,
            },
          }
        : {}),
    } as APIMessage;
  }

  /**
   * Users `<@id>`-mentioned in the content or a Text Display whom `allowed_mentions` lets be pinged.
   */
  mentions(version: MessageVersion): APIUser[] {
    const texts = [version.content];
    walkComponents(version.components, (c) => {
      if (c.type === 10 && typeof c.content === 'string') texts.push(c.content);
    });
    const ids = [...texts.join('\n').matchAll(/<@!?(\d{17,20})>/g)].map((m) => m[1] ?? '');
    const allowed = version.allowedMentions;
    const pingable = (id: string) =>
      !allowed || allowed.parse?.includes('users' as never) || allowed.users?.includes(id);
    return [...new Set(ids)]
      .filter((id) => pingable(id) && this.state.guilds.users.has(id))
      .map((id) => this.#guild.userById(id));
  }
}
