import { type REST, Routes } from 'discord.js';

/** A private message: its text, and files attached to it. */
export interface PrivateMessage {
  readonly content: string;
  readonly files?: readonly { readonly name: string; readonly data: Buffer }[];
}

/** The request of `message`, without pings: its body (naming each file) and its files. */
export const privateMessageRequest = ({ content, files = [] }: PrivateMessage) => ({
  body: {
    content,
    allowed_mentions: { parse: [] },
    ...(files.length > 0 && {
      attachments: files.map((file, index) => ({ id: String(index), filename: file.name })),
    }),
  },
  files: [...files],
});

/**
 * Sends `message` (a text, or a text with files) to `userId` in a direct message from the bot
 * (opening the DM channel first), without pings. Rejects like Discord does when the member accepts
 * no DMs from it (50007). @returns the message
 */
export async function sendDirectMessage(
  rest: Pick<REST, 'post'>,
  userId: string,
  message: string | PrivateMessage,
): Promise<unknown> {
  const channel = (await rest.post(Routes.userChannels(), { body: { recipient_id: userId } })) as {
    id: string;
  };
  const request = privateMessageRequest(
    typeof message === 'string' ? { content: message } : message,
  );
  return rest.post(Routes.channelMessages(channel.id), request);
}
