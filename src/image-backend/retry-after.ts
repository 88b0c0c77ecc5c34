/**
 * Reads a `Retry-After` header, in delta-seconds or as an HTTP date, into milliseconds from `now`
 * (never negative); undefined when absent or unreadable.
 */
export function parseRetryAfter(
  header: string | readonly string[] | null | undefined,
  now: number = Date.now(),
): number | undefined {
  const value = (typeof header === 'string' ? header : header?.[0])?.trim();
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value)) return Math.round(Number(value) * 1000);
  const date = Date.parse(value);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}
