import { type REST, Routes } from 'discord.js';

/**
 * Sends `content` to `userId` in a direct message from the bot (opening the DM channel first),
 * without pings. Rejects like Discord does when the member accepts no DMs from it (50007).
 */
export async function sendDirectMessage(
  rest: Pick<REST, 'post'>,
  userId: string,
  content: string,
): Promise<void> {
  const channel = (await rest.post(Routes.userChannels(), { body: { recipient_id: userId } })) as {
    id: string;
  };
  await rest.post(Routes.channelMessages(channel.id), {
    body: { content, allowed_mentions: { parse: [] } },
  });
}
