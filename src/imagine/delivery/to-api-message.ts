import type {
  APIActionRowComponent,
  APIComponentInMessageActionRow,
  APIEmbed,
  RESTPatchAPIWebhookWithTokenMessageJSONBody,
} from 'discord.js';
import type { NO_MENTIONS } from '../../discord/discord-rules.js';

/** What the renderers return: builders or raw JSON components. */
export interface RenderedMessage {
  readonly content?: string;
  readonly embeds: readonly APIEmbed[];
  readonly components: readonly (
    | { toJSON(): APIActionRowComponent<APIComponentInMessageActionRow> }
    | APIActionRowComponent<APIComponentInMessageActionRow>
  )[];
  readonly allowedMentions: typeof NO_MENTIONS;
}

/**
 * A rendered message as a raw REST body, for edits made without an `Interaction` object.
 * `attachments` ids are snowflake strings: kept ids, or `"n"` for the upload `files[n]`.
 */
export function toApiMessage(
  message: RenderedMessage,
  attachments: { id: string; filename: string }[] = [],
): RESTPatchAPIWebhookWithTokenMessageJSONBody {
  return {
    content: message.content ?? '',
    embeds: [...message.embeds],
    components: message.components.map((row) => ('toJSON' in row ? row.toJSON() : row)),
    allowed_mentions: { parse: [] },
    attachments,
  };
}
