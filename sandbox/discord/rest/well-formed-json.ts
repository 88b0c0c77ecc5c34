import { ApiError } from '../api-error.js';

/** With the `u` flag a surrogate pair is one code point, so this matches unpaired halves only. */
const LONE_SURROGATE = /\p{Surrogate}/u;

/** Whether any string (or key) in a parsed JSON value holds an unpaired UTF-16 surrogate. */
export function hasLoneSurrogate(value: unknown): boolean {
  if (typeof value === 'string') return LONE_SURROGATE.test(value);
  if (Array.isArray(value)) return value.some(hasLoneSurrogate);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([k, v]) => LONE_SURROGATE.test(k) || hasLoneSurrogate(v));
  }
  return false;
}

/** `50109`, Discord's answer to a body that is not valid JSON text. */
export const invalidJson = () =>
  new ApiError(400, 50109, 'The request body contains invalid JSON.');

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Parses JSON text as Discord reads it: invalid UTF-8, bad syntax, or a lone surrogate (such as
 * `"\ud83d"` left by a cut through an emoji: not Unicode text, RFC 8259 §8.2) is `50109`.
 */
export function parseJsonText(text: string | Uint8Array): unknown {
  let value: unknown;
  try {
    value = JSON.parse(typeof text === 'string' ? text : utf8.decode(text));
  } catch {
    throw invalidJson();
  }
  if (hasLoneSurrogate(value)) throw invalidJson();
  return value;
}
