import { isApiKeyFormat } from '../api/api-key-format.js';
import { MalformedApiKeyError } from '../errors/malformed-api-key-error.js';

const WRAPPING = /^[\s`'"]+|[\s`'"]+$/g;

/**
 * The API key a member typed, without the spaces, quotes or backticks a copy may bring along.
 * @throws MalformedApiKeyError when it is not `sk-` followed by 48 hexadecimal characters.
 */
export function parseApiKey(text: string): string {
  const key = text.replace(WRAPPING, '');
  if (!isApiKeyFormat(key)) throw new MalformedApiKeyError();
  return key;
}
