/** The shape of an image-service API key: `sk-` and 48 hexadecimal characters (any case). */
export const API_KEY_PATTERN = /^sk-[0-9a-f]{48}$/i;

/** Whether `text` (trimmed) is shaped like an image-service API key. */
export function isApiKeyFormat(text: string): boolean {
  return API_KEY_PATTERN.test(text.trim());
}
