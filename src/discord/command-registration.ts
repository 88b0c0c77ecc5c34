import {
  type APIApplicationCommand,
  type APIUser,
  REST,
  type RESTPostAPIApplicationCommandsJSONBody,
  Routes,
} from 'discord.js';

/** Options of {@link deployCommands}. */
export interface DeployOptions {
  /** The registration payloads, e.g. `commands.map((command) => command.data)`. */
  readonly body: readonly RESTPostAPIApplicationCommandsJSONBody[];
  readonly token: string;
  /** Discord's REST base. @default 'https://discord.com/api' */
  readonly apiUrl?: string;
  /** When absent, the bot user's id (which is the application id) is asked for. */
  readonly applicationId?: string;
  /** Registers to this guild only (instant) instead of globally. */
  readonly guildId?: string;
}

/** What Discord registered, and where. */
export interface DeployResult {
  readonly scope: string;
  readonly registered: readonly APIApplicationCommand[];
}

/** Replaces the application's commands (globally, or in one guild) with `body`. */
export async function deployCommands(options: DeployOptions): Promise<DeployResult> {
  const rest = new REST({ api: options.apiUrl ?? 'https://discord.com/api' }).setToken(
    options.token,
  );
  const applicationId =
    options.applicationId ?? ((await rest.get(Routes.user('@me'))) as APIUser).id;
  const route = options.guildId
    ? Routes.applicationGuildCommands(applicationId, options.guildId)
    : Routes.applicationCommands(applicationId);
  const registered = (await rest.put(route, { body: options.body })) as APIApplicationCommand[];
  return { scope: options.guildId ? `in server ${options.guildId}` : 'globally', registered };
}

/** One line per command and subcommand (`/apikey link — …`, `Apps › Imagine this (on a message)`). */
export function describeCommands(
  body: readonly RESTPostAPIApplicationCommandsJSONBody[],
): string[] {
  return body.flatMap((command) => {
    if (command.type === 3) return [`Apps › ${command.name} (on a message)`];
    if (command.type === 2) return [`Apps › ${command.name} (on a member)`];
    const options = 'options' in command ? (command.options ?? []) : [];
    const subcommands = options.filter((option) => option.type === 1 || option.type === 2);
    const description = 'description' in command ? command.description : '';
    if (subcommands.length === 0) return [`/${command.name} — ${description}`];
    return subcommands.flatMap((sub) =>
      sub.type === 2
        ? (sub.options ?? []).map(
            (leaf) => `/${command.name} ${sub.name} ${leaf.name} — ${leaf.description}`,
          )
        : [`/${command.name} ${sub.name} — ${sub.description}`],
    );
  });
}
