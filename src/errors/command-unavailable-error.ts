import { AppError } from './app-error.js';

/** An interaction names a command, button or modal this version of the bot no longer has. */
export class CommandUnavailableError extends AppError {
  constructor() {
    super('That command or button is no longer available. Run the slash command again.');
  }
}
