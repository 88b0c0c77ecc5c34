import { AppError } from './app-error.js';

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
