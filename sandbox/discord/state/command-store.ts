import type {
  APIApplicationCommand,
  RESTPutAPIApplicationCommandsJSONBody,
} from 'discord-api-types/v10';
import type { IdFactory } from '../id-factory.js';
import type { CommandRecord } from './records.js';

/** Permissions as Discord returns them: a string (`"32"`), whether sent as one or as an integer. */
const bitfieldString = (value: string | number | null | undefined): string | null =>
  value === null || value === undefined ? null : String(value);

/** Registered application commands, global and per guild, replaced by bulk overwrites. */
export class CommandStore {
  readonly #commands = new Map<string, CommandRecord[]>();

  constructor(
    private readonly ids: IdFactory,
    private readonly applicationId: string,
  ) {}

  /** Bulk overwrite: keeps the id of a command whose name (and type) is unchanged. */
  overwrite(
    guildId: string | null,
    body: RESTPutAPIApplicationCommandsJSONBody,
  ): APIApplicationCommand[] {
    const previous = this.list(guildId);
    const next = body.map((command): CommandRecord => {
      const type = command.type ?? 1;
      const old = previous.find((c) => c.name === command.name && c.type === type);
      const data = {
        ...command,
        id: old?.id ?? this.ids.snowflake(),
        application_id: this.applicationId,
        version: this.ids.snowflake(),
        type,
        description: 'description' in command ? (command.description ?? '') : '',
        default_member_permissions: bitfieldString(command.default_member_permissions),
        ...(guildId ? { guild_id: guildId } : {}),
      } as APIApplicationCommand;
      return { guildId, data };
    });
    this.#commands.set(guildId ?? 'global', next);
    return next.map((c) => c.data);
  }

  list(guildId: string | null): APIApplicationCommand[] {
    return (this.#commands.get(guildId ?? 'global') ?? []).map((c) => c.data);
  }

  /** Whether some guild registered a chat-input command named `name`. */
  inSomeGuild(name: string): boolean {
    return [...this.#commands.entries()].some(
      ([scope, list]) =>
        scope !== 'global' && list.some((c) => c.data.name === name && c.data.type === 1),
    );
  }

  /**
   * A command by name and type (chat input unless said: 3 is a message context menu): the guild's
   * registration first, then the global one.
   */
  find(name: string, guildId: string | null, type = 1): APIApplicationCommand | undefined {
    const matches = (c: APIApplicationCommand) => c.name === name && c.type === type;
    return (
      (guildId ? this.list(guildId).find(matches) : undefined) ?? this.list(null).find(matches)
    );
  }
}
