/** Shows a key as `sk-…abcd` (its last four characters), safe to display and log. */
export function maskApiKey(key: string): string {
  const trimmed = key.trim();
  if (trimmed.length < 8) return 'sk-…';
  return `sk-…${trimmed.slice(-4)}`;
}
