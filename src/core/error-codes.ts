/** Every `code` found on an error, its causes and (for AggregateError) its members. */
export function errorCodes(error: unknown, depth = 0): string[] {
  if (typeof error !== 'object' || error === null || depth > 4) return [];
  const { code, cause, errors } = error as { code?: unknown; cause?: unknown; errors?: unknown };
  const nested = Array.isArray(errors) ? errors.flatMap((item) => errorCodes(item, depth + 1)) : [];
  return [...(typeof code === 'string' ? [code] : []), ...errorCodes(cause, depth + 1), ...nested];
}
