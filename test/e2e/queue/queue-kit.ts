import queue from '../../../commands/queue.js';
import type { MessageView } from '../../../sandbox/discord/index.js';
import { deployCommands } from '../../../src/discord/command-registration.js';
import type { BotEnv } from '../helpers/bot-env.js';

/** What `/queue`'s select answers, privately, when the chosen generation is not one it may take out. */
export const GONE = '⚠️ That generation is no longer in the queue: it already started or ended.';

/** Registers `/queue` in a server. */
export async function registerQueue(env: BotEnv, guildId = env.guild.id): Promise<void> {
  await deployCommands({
    body: [queue.data],
    token: env.discord.token,
    apiUrl: `${env.discord.url}/api`,
    applicationId: env.discord.applicationId,
    guildId,
  });
}

/** The options of the list's cancel select, as Discord shows them. */
export const optionsOf = (list: MessageView) =>
  list.components.flatMap((row) =>
    'components' in row
      ? row.components.flatMap((part) => ('options' in part ? part.options : []))
      : [],
  );

/** Everything the message shows or carries: text, embeds and components, values included. */
export const everything = (list: MessageView) =>
  JSON.stringify({ content: list.content, embeds: list.embeds, components: list.components });
