import { commands } from '../../../commands/index.js';
import { deployCommands } from '../../../src/discord/command-registration.js';
import type { BotEnv } from '../helpers/bot-env.js';

/** Registers every command globally, as `deploy-commands` does, so `/help` can run anywhere. */
export async function deployAll(env: BotEnv): Promise<void> {
  await deployCommands({
    body: commands.map((command) => command.data),
    token: env.discord.token,
    apiUrl: `${env.discord.url}/api`,
    applicationId: env.discord.applicationId,
  });
}

/** A command's registered name in `locale` (its catalog's), as `/help` shows it. */
export function nameIn(name: string, locale: string): string {
  const found = commands.find((command) => command.data.name === name);
  if (!found) throw new Error(`no command ${name}`);
  const local = found.data.name_localizations as Record<string, string> | undefined;
  return local?.[locale] ?? found.data.name;
}
