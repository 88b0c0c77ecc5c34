/** The shape of an image-service API key: `sk-` and 48 hexadecimal characters (any case). */
export const API_KEY_PATTERN = /^sk-[0-9a-f]{48}$/i;

/** Whether `text` (trimmed) is shaped like an image-service API key. */
export function isApiKeyFormat(text: string): boolean {
  return API_KEY_PATTERN.test(text.trim());
}

/**
 * Shows a key as `sk-…abcd` (its last four characters), safe to display and log; anything
 * shorter than 8 characters shows as `sk-…`.
 */
export function maskApiKey(key: string): string {
  const trimmed = key.trim();
  if (trimmed.length < 8) return 'sk-…';
  return `sk-…${trimmed.slice(-4)}`;
}
