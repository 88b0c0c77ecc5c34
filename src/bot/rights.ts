import {
  type ChatInputCommandInteraction,
  type Interaction,
  PermissionFlagsBits,
} from 'discord.js';
import {
  MissingPermissionError,
  type PermissionName,
  type RefusedAction,
  ServerOnlyError,
} from './bot-errors.js';

/**
 * The ranks a part may need beyond being a member: the Discord permission each stands for
 * (Administrator implies it), and its name as a refusal shows it.
 */
export const RANKS = {
  manager: { permission: PermissionFlagsBits.ManageGuild, name: 'permissionManageServer' },
  moderator: { permission: PermissionFlagsBits.ManageMessages, name: 'permissionManageMessages' },
} as const satisfies Record<string, { permission: bigint; name: PermissionName }>;

/** A rank of {@link RANKS}; a member without one is a plain member. */
export type Rank = keyof typeof RANKS;

/**
 * A declared right: the rank a part needs, and what its refusal names (`errors.notAllowed.<action>`);
 * `when` narrows it to some values of one option (a command) or custom-id field (a component).
 */
export interface Need {
  readonly rank: Rank;
  readonly action: RefusedAction;
  readonly when?: { readonly key: string; readonly values: readonly string[] };
}

const need =
  (rank: Rank) =>
  (action: RefusedAction, when?: Need['when']): Need => ({ rank, action, ...(when && { when }) });

/** Needs Manage Server; refused saying `action`. */
export const manager = need('manager');

/** Needs Manage Messages; refused saying `action`. */
export const moderator = need('moderator');

/** Whether the member of `interaction` has `rank` in the interaction's server. */
export const holds = (interaction: Pick<Interaction, 'memberPermissions'>, rank: Rank): boolean =>
  interaction.memberPermissions?.has(RANKS[rank].permission) === true;

/**
 * Checks `need` against Discord's own fields of `interaction`.
 * @param part - what is used, by its canonical path (`apikey server`), for the DM refusal.
 * @throws {ServerOnlyError} outside a server: a rank is a server's.
 * @throws {MissingPermissionError} without the rank's permission there.
 */
export function checkNeed(
  interaction: Pick<Interaction, 'guildId' | 'memberPermissions'>,
  need: Need,
  part: string,
): void {
  serverOf(interaction, part);
  if (!holds(interaction, need.rank)) {
    throw new MissingPermissionError(RANKS[need.rank].name, need.action);
  }
}

/**
 * The server of an interaction the dispatcher admitted for a rank (so it happens in one).
 * @throws {ServerOnlyError} when it has none (a part that declares no rank).
 */
export function serverOf(interaction: Pick<Interaction, 'guildId'>, part: string): string {
  if (!interaction.guildId) throw new ServerOnlyError(part);
  return interaction.guildId;
}

/** The run a slash command names: '' for the command itself, else its en-US `group sub`. */
export const routeOf = ({ options }: ChatInputCommandInteraction): string =>
  [options.getSubcommandGroup(false), options.getSubcommand(false)].filter(Boolean).join(' ');

/**
 * A declared right where it applies: a run (`route`: '' for the command, else its en-US
 * `group sub`), an option of it (`option`, its en-US name; `user` for a user option), or a
 * component (`action`). Its `when` names an option by its en-US name, or a custom-id field.
 */
export interface PartRight {
  /** The part by its canonical path (`apikey server`, `balance usage:True`, `policy page`). */
  readonly part: string;
  readonly at:
    | { readonly route: string; readonly option?: string; readonly user?: boolean }
    | { readonly action: string };
  readonly need: Need;
}

const applies = (need: Need, read: (key: string) => unknown) =>
  !need.when || need.when.values.includes(String(read(need.when.key)));

/**
 * Refuses a member who lacks a right `interaction` needs among `rights` ({@link checkNeed}): its
 * run's, the options given (a user option naming the member themself is no other's), or its
 * component's (`fields` of its custom id).
 */
export function checkRights(
  rights: readonly PartRight[] = [],
  interaction: Interaction,
  component?: { readonly action: string; readonly fields: Readonly<Record<string, string>> },
): void {
  let needed: PartRight[] = [];
  if (component) {
    needed = rights.filter(
      ({ at, need }) =>
        'action' in at &&
        at.action === component.action &&
        applies(need, (key) => component.fields[key]),
    );
  } else if (rights.length > 0 && interaction.isChatInputCommand()) {
    const route = routeOf(interaction);
    const value = (name: string) => interaction.options.get(name)?.value;
    needed = rights.filter(({ at, need }) => {
      if (!('route' in at) || at.route !== route || !applies(need, value)) return false;
      if (at.option === undefined) return true;
      const given = value(at.option);
      return given !== undefined && given !== false && !(at.user && given === interaction.user.id);
    });
  }
  for (const { need, part } of needed) checkNeed(interaction, need, part);
}
