import { AppError } from '../core/app-error.js';
import { userText } from '../discord/text.js';
import { errorText } from '../i18n/error-text.js';
import type { BannedPlace } from '../preferences/preference-errors.js';

/** A prompt (or its style's text, negative prompt or workflow file) one of the server's AutoMod rules blocks. */
export class AutomodRefusedError extends AppError {
  constructor(
    readonly rule: string,
    readonly where: BannedPlace,
    found: string,
  ) {
    super(
      errorText('automod.refused', {
        rule: userText(rule, 100),
        where,
        found: userText(found, 100),
      }),
    );
  }
}

/**
 * The server asks for its AutoMod rules to be honoured, but they cannot be read: the bot lost
 * Manage Server (`permission`), or Discord did not answer (`unavailable`). Refused, nothing spent.
 */
export class AutomodUnreadableError extends AppError {
  constructor(
    readonly reason: 'permission' | 'unavailable',
    options: { readonly cause?: unknown } = {},
  ) {
    super(errorText('automod.unreadable', { reason }), options);
  }
}
