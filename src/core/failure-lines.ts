import { AppError } from './app-error.js';
import { redactSecrets } from './log-value.js';

/** Causes followed at most; a longer chain ends saying more were left out. */
const MAX_CAUSES = 5;

const causeText = (cause: unknown): string => {
  if (!(cause instanceof Error)) return `cause: ${String(cause)}`;
  const code = (cause as { code?: unknown }).code;
  const shown = typeof code === 'string' || typeof code === 'number' ? ` (${code})` : '';
  return `cause: ${cause.name}${shown}: ${cause.message}`;
};

/**
 * A failure as an operator reads it at the command line, on one line, `; `-separated, secrets
 * masked: the message, then (unless an operator's own {@link AppError}, whose message says it all)
 * its detail and its causes with their codes.
 */
export function failureLine(error: unknown): string {
  if (!(error instanceof Error)) return redactSecrets(String(error));
  const parts = [error.message];
  if (!(error instanceof AppError && error.text === undefined)) {
    if (error instanceof AppError && error.detail) parts.push(`detail: ${error.detail}`);
    const seen = new Set<unknown>([error]);
    let cause = error.cause;
    while (cause !== undefined && !seen.has(cause)) {
      if (seen.size > MAX_CAUSES) {
        parts.push('cause: … (more causes left out)');
        break;
      }
      seen.add(cause);
      parts.push(causeText(cause));
      cause = cause instanceof Error ? cause.cause : undefined;
    }
  }
  return redactSecrets(parts.map((part) => part.trim()).join('; '));
}

/**
 * The fields logged with {@link failureLine}: the error itself (its stack, its causes' fields),
 * none for an operator's own {@link AppError} without a cause, whose message says it all.
 */
export function failureFields(error: unknown): { error?: unknown } {
  const operators = error instanceof AppError && error.text === undefined;
  return operators && error.cause === undefined ? {} : { error };
}
