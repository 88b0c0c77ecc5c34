import type {
  Interaction,
  PermissionsBitField,
  RESTPostAPIApplicationCommandsJSONBody,
} from 'discord.js';

/** One command as `/help` lists it, in the reader's words. */
export interface ListedCommand {
  /** As typed in the reader's language (a message command's as its menu shows it). */
  readonly name: string;
  /** Its registered description in the reader's language; none for a message command. */
  readonly description?: string;
  /** A message context-menu command (Apps → …). */
  readonly onMessage: boolean;
}

/** The commands a member can use where they are, split by who Discord shows them to. */
export interface CommandsHere {
  readonly members: readonly ListedCommand[];
  /** Commands Discord shows only to members with a permission (`default_member_permissions`). */
  readonly managers: readonly ListedCommand[];
}

/** Where a member runs `/help`, as Discord decides which commands it offers there. */
export interface HelpPlace {
  /** `interaction.context`: 0 a server, 1 the bot's DM, 2 another private channel. */
  readonly context: number | null;
  /** The installations that authorise the interaction: `0` the server's, `1` the member's. */
  readonly installs: readonly number[];
  /** The member's permissions in the server; null outside one. */
  readonly permissions: Readonly<PermissionsBitField> | null;
}

/** Where `interaction` happens, for {@link commandsHere}. */
export function helpPlaceOf(interaction: Interaction): HelpPlace {
  const owners = interaction.authorizingIntegrationOwners;
  return {
    context: interaction.context,
    installs: [...(owners?.guildId != null ? [0] : []), ...(owners?.userId != null ? [1] : [])],
    permissions: interaction.memberPermissions,
  };
}

/**
 * The commands Discord offers at `place` (their `contexts` and `integration_types`) named in
 * `locale`: those for everyone, and those whose permission the member has.
 */
export function commandsHere(
  commands: readonly RESTPostAPIApplicationCommandsJSONBody[],
  place: HelpPlace,
  locale: string,
): CommandsHere {
  const members: ListedCommand[] = [];
  const managers: ListedCommand[] = [];
  for (const data of commands) {
    if (!offeredAt(data, place)) continue;
    const required = data.default_member_permissions;
    if (required != null && !place.permissions?.has(BigInt(required))) continue;
    const onMessage = data.type === 3;
    const local = (map: Partial<Record<string, string | null>> | null | undefined) =>
      map?.[locale] ?? undefined;
    const listed: ListedCommand = {
      name: local(data.name_localizations) ?? data.name,
      onMessage,
      ...(!onMessage && 'description' in data
        ? { description: local(data.description_localizations) ?? data.description }
        : {}),
    };
    (required == null ? members : managers).push(listed);
  }
  return { members, managers };
}

function offeredAt(data: RESTPostAPIApplicationCommandsJSONBody, place: HelpPlace): boolean {
  const contexts = data.contexts ?? [0, 1, 2];
  const types = data.integration_types ?? [0];
  return (
    (contexts as readonly number[]).includes(place.context ?? 0) &&
    place.installs.some((install) => (types as readonly number[]).includes(install))
  );
}
