import { AppError } from '../core/app-error.js';

/** An interaction names a command, button or modal this version of the bot no longer has. */
export class CommandUnavailableError extends AppError {
  constructor() {
    super('That command or button is no longer available. Run the slash command again.');
  }
}

/** The member lacks a Discord permission an action requires. */
export class MissingPermissionError extends AppError {
  /**
   * @param permission - as Discord names it to members, e.g. `Manage Server`
   * @param action - what was refused, e.g. `change the server key`
   */
  constructor(
    readonly permission: string,
    action: string,
  ) {
    super(`Only members with the **${permission}** permission can ${action}.`);
  }
}

/** A command or option that is about one server was used in a direct message. */
export class ServerOnlyError extends AppError {
  /** @param command - what was used, as members type it, e.g. `/apikey server` */
  constructor(command: string) {
    super(
      `\`${command}\` only works in a server: run it in a server channel, not in a DM. Nothing was changed.`,
    );
  }
}
