import { AppError, type AppErrorOptions } from '../core/app-error.js';

/** A button refers to a generation the bot no longer keeps (finished generations are kept 7 days). */
export class GenerationNotFoundError extends AppError {
  constructor() {
    super(
      'The bot no longer has this generation (they are kept for 7 days). Run /imagine again instead.',
    );
  }
}

/**
 * The `workflow_file` attachment cannot be used: too large, not JSON, not a JSON object, or it could
 * not be downloaded. `message` says which and what to do.
 */
export class WorkflowFileError extends AppError {
  constructor(problem: string, options: AppErrorOptions = {}) {
    super(
      `The workflow file ${problem} Attach a node-graph workflow saved as a JSON object and run /imagine again; nothing was spent.`,
      options,
    );
  }
}

/** The member used every generation the server key allows them today. */
export class DailyLimitReachedError extends AppError {
  constructor(
    /** Generations per member and UTC day on the server key. */
    readonly limit: number,
    /** When the count starts again (the next UTC midnight), epoch ms. */
    readonly resetsAt: number,
  ) {
    const seconds = Math.floor(resetsAt / 1000);
    const used =
      limit === 0
        ? "This server's key is not open to members (daily limit 0)."
        : `You used all ${limit} generation${limit === 1 ? '' : 's'} this server's key allows you today.`;
    super(
      `${used} The limit resets <t:${seconds}:R> (<t:${seconds}:t>, midnight UTC). To keep going now, link your own key with \`/apikey link\`.`,
    );
  }
}
