import type { RESTPatchAPIWebhookWithTokenMessageJSONBody } from 'discord.js';
import type { CardMessage } from '../render/card.js';

/**
 * A rendered card as a raw REST body: the components-v2 flag set, `content` and `embeds` emptied
 * (so an edit turns an older version's embed reply into a card); `attachments` ids are kept ids,
 * or `"n"` for `files[n]`.
 */
export function toApiMessage(
  message: CardMessage,
  attachments: { id: string; filename: string }[] = [],
): RESTPatchAPIWebhookWithTokenMessageJSONBody {
  return {
    flags: message.flags,
    content: null,
    embeds: [],
    components: [...message.components],
    allowed_mentions: { parse: [] },
    attachments,
  };
}
