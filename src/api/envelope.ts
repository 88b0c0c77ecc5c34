/** The `{ success, data, error }` envelope every JSON answer of the service is wrapped in. */
export interface Envelope {
  /** `success` read leniently (`true`, `"true"`, `1`); undefined when absent or unreadable. */
  success: boolean | undefined;
  /** The payload; the whole object when it came without an envelope. */
  data: unknown;
  /** The `error` member, or `message` when `error` is absent or null. */
  error: unknown;
}

const TRUE = new Set<unknown>([true, 'true', 1, '1']);
const FALSE = new Set<unknown>([false, 'false', 0, '0']);

/** Reads an envelope from parsed JSON; undefined when `json` is not an object. */
export function readEnvelope(json: unknown): Envelope | undefined {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return undefined;
  const object = json as Record<string, unknown>;
  const wrapped = 'success' in object || 'data' in object || 'error' in object;
  const success = TRUE.has(object.success) ? true : FALSE.has(object.success) ? false : undefined;
  return {
    success,
    data: wrapped ? object.data : object,
    error: object.error ?? (typeof object.message === 'string' ? object.message : object.error),
  };
}
