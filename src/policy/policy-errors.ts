import { AppError } from '../core/app-error.js';
import { errorText } from '../i18n/error-text.js';

/** The bot lacks what it needs to post in the chosen log channel. */
export class LogChannelNotUsableError extends AppError {
  constructor(channelId: string, permissions: string) {
    super(errorText('policy.logMissing', { channel: `<#${channelId}>`, permissions }));
  }
}
