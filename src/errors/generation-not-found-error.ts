import { AppError } from './app-error.js';

/** A button refers to a generation the bot no longer keeps (finished generations are kept 7 days). */
export class GenerationNotFoundError extends AppError {
  constructor() {
    super(
      'The bot no longer has this generation (they are kept for 7 days). Run /imagine again instead.',
    );
  }
}
