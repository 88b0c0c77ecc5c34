import { InvalidApiKeyError } from '../errors/invalid-api-key-error.js';
import { InvalidLoginTokenError } from '../errors/invalid-login-token-error.js';

const usable = (value: string) => {
  const trimmed = value.trim();
  return trimmed === '' || /[\r\n]/.test(trimmed) ? undefined : trimmed;
};

/** Helpers that check a credential is sendable (non-empty, one line) and trim it. */
export const credentials = {
  /** The trimmed key; throws {@link InvalidApiKeyError} when empty. */
  apiKey(value: string): string {
    const key = usable(value);
    if (key === undefined) throw new InvalidApiKeyError({ detail: 'empty or multi-line API key' });
    return key;
  },
  /** The trimmed token; throws {@link InvalidLoginTokenError} when empty. */
  loginToken(value: string): string {
    const token = usable(value);
    if (token === undefined) {
      throw new InvalidLoginTokenError({ detail: 'empty or multi-line login token' });
    }
    return token;
  },
} as const;
