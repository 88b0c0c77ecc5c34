import { AppError } from './app-error.js';

/** A command or option that is about one server was used in a direct message. */
export class ServerOnlyError extends AppError {
  /** @param command - what was used, as members type it, e.g. `/apikey server` */
  constructor(command: string) {
    super(
      `\`${command}\` only works in a server: run it in a server channel, not in a DM. Nothing was changed.`,
    );
  }
}
