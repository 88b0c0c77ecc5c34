/** What a failed answer said: its text for people and its code for machines, each when given. */
export interface ErrorText {
  text: string | undefined;
  code: string | undefined;
}

const TEXT_FIELDS = ['message', 'error', 'detail', 'msg', 'description', 'reason'] as const;
const MAX_TEXT = 300;

const clean = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, MAX_TEXT) : undefined;

/**
 * Reads the `error` member of a failed answer, whatever its shape: a string, an object such as
 * `{ code, message }` (possibly nested), a number, or null.
 */
export function errorText(error: unknown, depth = 0): ErrorText {
  if (typeof error === 'string') return { text: clean(error), code: undefined };
  if (typeof error === 'number') return { text: undefined, code: String(error) };
  if (typeof error !== 'object' || error === null || depth > 2) {
    return { text: undefined, code: undefined };
  }
  const object = error as Record<string, unknown>;
  const code =
    clean(object.code) ?? (typeof object.code === 'number' ? String(object.code) : undefined);
  for (const field of TEXT_FIELDS) {
    const nested = object[field];
    const text = typeof nested === 'object' ? errorText(nested, depth + 1).text : clean(nested);
    if (text) return { text, code };
  }
  return { text: undefined, code };
}
