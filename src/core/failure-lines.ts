import { AppError } from './app-error.js';
import { redactSecrets } from './log-value.js';

/** Causes followed at most; a longer chain ends with a line saying how many were left out. */
const MAX_CAUSES = 5;
/** Stack frames kept of an unexpected error. */
const MAX_FRAMES = 8;

const codeOf = (error: Error): string => {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' || typeof code === 'number' ? ` (${code})` : '';
};

const causeLine = (cause: unknown): string =>
  cause instanceof Error
    ? `  cause: ${cause.name}${codeOf(cause)}: ${cause.message}`
    : `  cause: ${String(cause)}`;

/**
 * The lines an operator reads of a failure at the command line (the bot's start, a tool's run),
 * secrets masked. The first is the message. An {@link AppError} meant for the operator alone (no
 * member text) says everything in it. Any other error is followed by what its message leaves out:
 * its `detail`, and its chain of causes with their codes (`ENOENT`, `SQLITE_CANTOPEN`, …) and
 * messages (which for a system error name the path); an unexpected one also by its first stack
 * frames. A cycle of causes ends the chain.
 */
export function failureLines(error: unknown): string[] {
  if (!(error instanceof Error)) return [redactSecrets(String(error))];
  const lines = [error.message];
  if (error instanceof AppError && error.text === undefined) return lines.map(redactSecrets);
  if (error instanceof AppError && error.detail) lines.push(`  detail: ${error.detail}`);
  const seen = new Set<unknown>([error]);
  let cause = error.cause;
  while (cause !== undefined && !seen.has(cause)) {
    if (seen.size > MAX_CAUSES) {
      lines.push('  cause: … (more causes left out)');
      break;
    }
    seen.add(cause);
    lines.push(causeLine(cause));
    cause = cause instanceof Error ? cause.cause : undefined;
  }
  if (!(error instanceof AppError) && error.stack) {
    const frames = error.stack.split('\n').filter((line) => line.trimStart().startsWith('at '));
    lines.push(...frames.slice(0, MAX_FRAMES).map((frame) => `  ${frame.trim()}`));
  }
  return lines.map(redactSecrets);
}
