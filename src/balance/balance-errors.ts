import { AppError } from '../core/app-error.js';
import { errorText } from '../i18n/error-text.js';

/**
 * `/balance user:` named someone who is not a member of the server it was used in: a manager sees
 * the balance of the server's own members only.
 */
export class NotServerMemberError extends AppError {
  /** @param userId - the user named, shown as a mention (the answer is private and pings no one) */
  constructor(userId: string) {
    super(errorText('balance.notMember', { user: `<@${userId}>` }));
  }
}
