import { PermissionFlagsBits, type PermissionsBitField } from 'discord.js';
import { MissingPermissionError, type RefusedAction, ServerOnlyError } from './errors.js';

/** The part of an interaction the check reads. */
export interface ManagerCheckTarget {
  readonly guildId: string | null;
  readonly memberPermissions: Readonly<PermissionsBitField> | null;
}

/** What is being done, for the refusal messages. */
export interface ManagerCheckAction {
  /** By its canonical path, e.g. `apikey server` (shown as members of each locale type it). */
  readonly command: string;
  /** What is refused: "Only members with Manage Server can …", e.g. `manageServerKey`. */
  readonly action: RefusedAction;
}

/**
 * The server's id when the member has Manage Server there (Administrator implies it).
 * @throws ServerOnlyError in a DM.
 * @throws MissingPermissionError without Manage Server.
 */
export function requireServerManager(
  interaction: ManagerCheckTarget,
  what: ManagerCheckAction,
): string {
  const { guildId, memberPermissions } = interaction;
  if (!guildId) throw new ServerOnlyError(what.command);
  if (!memberPermissions?.has(PermissionFlagsBits.ManageGuild)) {
    throw new MissingPermissionError('permissionManageServer', what.action);
  }
  return guildId;
}

/** What the `/apikey server` subcommands check. */
export const SERVER_KEY_ACCESS: ManagerCheckAction = {
  command: 'apikey server',
  action: 'manageServerKey',
};
