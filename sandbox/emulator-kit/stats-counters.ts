/** A counter per key, every one at zero. */
export function zeros<K extends string>(keys: readonly K[]): Record<K, number> {
  return Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
}

/**
 * Resets an emulator's live stats in place to `fresh` (holders of the object see the reset):
 * numbers and other plain values are copied, maps cleared, arrays emptied, nested counter
 * objects reset the same way.
 */
export function resetInPlace<Stats extends object>(stats: Stats, fresh: Stats): void {
  const target = stats as Record<string, unknown>;
  for (const [key, value] of Object.entries(fresh)) {
    const held = target[key];
    if (held instanceof Map) held.clear();
    else if (Array.isArray(held)) held.length = 0;
    else if (held !== null && typeof held === 'object') resetInPlace(held, value as object);
    else target[key] = value;
  }
}
