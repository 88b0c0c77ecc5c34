import { text } from '../i18n/localized-text.js';
import { InvalidApiKeyError, InvalidLoginTokenError } from './backend-errors.js';

/** The shape of an image-service API key: `sk-` and 48 hexadecimal characters (any case). */
export const API_KEY_PATTERN = /^sk-[0-9a-f]{48}$/i;

/** How an image-service API key looks to a member ({@link API_KEY_PATTERN} in words). */
export const API_KEY_SHAPE = text('apikey.keyShapeService');

/** Whether `text` (trimmed) is shaped like an image-service API key. */
export function isApiKeyFormat(text: string): boolean {
  return API_KEY_PATTERN.test(text.trim());
}

/**
 * Shows a key as `sk-…abcd` (its last four characters), safe to display and log: the image
 * service's `sk-` keys keep that prefix, other backends' keys show as `…abcd`; a key shorter than
 * 8 characters shows nothing of its own (`sk-…`, or `…`).
 */
export function maskApiKey(key: string): string {
  const trimmed = key.trim();
  const prefix = trimmed.startsWith('sk-') ? 'sk-' : '';
  return trimmed.length < 8 ? `${prefix}…` : `${prefix}…${trimmed.slice(-4)}`;
}

/**
 * The account a key's answers name, or undefined where the backend names none (an
 * OpenAI-compatible key: its balance names no account, and links made before stored the masked
 * key itself as the account).
 */
export function accountOf(username: string, masked: string): string | undefined {
  const name = username.trim();
  return name === '' || name === masked ? undefined : name;
}

/** Whether {@link accountOf} names an account: the `named` a text selects on (`yes`, `no`). */
export const accountNamed = (username: string, masked: string): 'yes' | 'no' =>
  accountOf(username, masked) === undefined ? 'no' : 'yes';

/** `value` trimmed, when it is sendable (non-empty, one line); else `refused` is thrown. */
const usable = (value: string, refused: () => Error) => {
  const trimmed = value.trim();
  if (trimmed === '' || /[\r\n]/.test(trimmed)) throw refused();
  return trimmed;
};

/** Helpers that check a credential is sendable (non-empty, one line) and trim it. */
export const credentials = {
  /** The trimmed key; throws {@link InvalidApiKeyError} when empty. */
  apiKey: (value: string): string =>
    usable(value, () => new InvalidApiKeyError({ detail: 'empty or multi-line API key' })),
  /** The trimmed token; throws {@link InvalidLoginTokenError} when empty. */
  loginToken: (value: string): string =>
    usable(value, () => new InvalidLoginTokenError({ detail: 'empty or multi-line login token' })),
} as const;
