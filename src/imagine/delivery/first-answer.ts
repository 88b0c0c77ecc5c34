import {
  type APIMessage,
  InteractionResponseType,
  MessageFlags,
  type RawFile,
  type REST,
  type RESTPatchAPIWebhookWithTokenMessageJSONBody,
  Routes,
} from 'discord.js';
import { discordErrorCode, DISCORD_ERRORS as E } from '../../discord/discord-rules.js';

/** What {@link answerFirst} sends: a reply's message, for the interaction the reply is for. */
export interface FirstAnswer {
  readonly interactionId: string;
  readonly token: string;
  readonly body: RESTPatchAPIWebhookWithTokenMessageJSONBody;
  readonly files?: RawFile[];
  /** Only the member sees it. */
  readonly ephemeral?: boolean;
}

/**
 * Gives a reply's message as the first answer to its interaction, which Discord holds no answer to
 * (editing `@original` said `10015`): the process that answered it was killed or paused before its
 * answer reached Discord, and the one that took its shard over resumed the reply. Discord takes a
 * first answer within 3 s of the interaction, once: resolves the message it made, `answered` when
 * another answer came first (`40060`: `@original` exists now), `late` past the 3 s (`10062`).
 */
export async function answerFirst(
  rest: REST,
  answer: FirstAnswer,
): Promise<{ readonly message: APIMessage | undefined } | 'answered' | 'late'> {
  const { interactionId, token, body, files, ephemeral } = answer;
  const flags = (body.flags ?? 0) | (ephemeral ? MessageFlags.Ephemeral : 0);
  try {
    const answered = (await rest.post(Routes.interactionCallback(interactionId, token), {
      auth: false,
      body: { type: InteractionResponseType.ChannelMessageWithSource, data: { ...body, flags } },
      files,
      query: new URLSearchParams({ with_response: 'true' }),
    })) as { resource?: { message?: APIMessage } } | undefined;
    return { message: answered?.resource?.message };
  } catch (error) {
    const code = discordErrorCode(error);
    if (code === E.alreadyAcknowledged) return 'answered';
    if (code === E.unknownInteraction) return 'late';
    throw error;
  }
}
