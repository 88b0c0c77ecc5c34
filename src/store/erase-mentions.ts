import { recordBatches } from './namespace-keys.js';
import type { SharedState } from './shared-state.js';
import type { StoreConnection } from './store-connection.js';

/** What {@link eraseMentions} forgets: an id, and which records belong to it whole. */
export interface Erasure {
  /** A Discord id (a member's or a server's), matched as a whole number in keys and values. */
  readonly id: string;
  /** Whether a record mentioning the id is its owner's whole (deleted, not scrubbed). */
  readonly owns: (value: unknown) => boolean;
  /** Namespaces left as they are: records with an end of their own (a block, a report). */
  readonly keeps?: readonly string[];
}

/** What {@link eraseMentions} did. */
export interface Erased {
  /** Records deleted: their key names the id, or the id owns them. */
  readonly deleted: number;
  /** Records kept without what mentioned the id. */
  readonly scrubbed: number;
  /** Shared counters, takes, tally fields and claims deleted (`SharedState.forgetMentions`). */
  readonly shared: number;
}

/** Marks a value that goes whole (inside {@link scrub}). */
const GONE = Symbol('gone');

/** Whether `text` holds `id` as a whole number (not inside a longer one). */
export const mentionsOf =
  (id: string) =>
  (text: string): boolean => {
    for (let at = text.indexOf(id); at !== -1; at = text.indexOf(id, at + 1)) {
      const before = text[at - 1] ?? '';
      const after = text[at + id.length] ?? '';
      if (!/\d/.test(before) && !/\d/.test(after)) return true;
    }
    return false;
  };

/**
 * Forgets `erasure.id` in every keyv namespace of `connection` and in the shared state: a record
 * whose key names it, or that it owns, is deleted; any other record that mentions it is kept
 * without the mention (an object's property named after it or whose text holds it, an array's
 * element that mentions it; a record left empty is deleted), with its expiry; the stored bytes
 * whose key names it (`StoreConnection.blobs`) are deleted. Then rids the
 * database's files of the deleted bytes (`StoreConnection.dropErased`).
 */
export async function eraseMentions(
  connection: StoreConnection,
  shared: SharedState,
  erasure: Erasure,
): Promise<Erased> {
  const mentions = mentionsOf(erasure.id);
  let deleted = 0;
  let scrubbed = 0;
  for (const namespace of await connection.namespaces()) {
    if (erasure.keeps?.includes(namespace)) continue;
    const keyv = connection.keyv(namespace);
    for await (const records of recordBatches(keyv)) {
      for (const { key, raw } of records) {
        const value: unknown = raw?.value;
        const named = mentions(key);
        if (!named && (value === undefined || !mentions(JSON.stringify(value)))) continue;
        const kept = named || erasure.owns(value) ? GONE : scrub(value, mentions);
        if (kept === GONE || isEmpty(kept)) {
          await keyv.delete(key);
          deleted += 1;
        } else {
          const ttlMs = typeof raw?.expires === 'number' ? raw.expires - Date.now() : undefined;
          if (ttlMs !== undefined && ttlMs <= 0) await keyv.delete(key);
          else await keyv.set(key, kept, ttlMs);
          scrubbed += 1;
        }
      }
    }
  }
  deleted += await connection.blobs.deleteNamed(mentions);
  const forgotten = await shared.forgetMentions(mentions);
  await connection.dropErased();
  return { deleted, scrubbed, shared: forgotten };
}

/** `value` without what mentions the id; {@link GONE} when it is a mention itself. */
function scrub(value: unknown, mentions: (text: string) => boolean): unknown {
  if (typeof value === 'string') return mentions(value) ? GONE : value;
  if (Array.isArray(value)) return value.filter((item) => !mentions(JSON.stringify(item)));
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value)
    .filter(([name]) => !mentions(name))
    .map(([name, item]) => [name, scrub(item, mentions)] as const)
    .filter(([, item]) => item !== GONE);
  return Object.fromEntries(entries);
}

const isEmpty = (value: unknown): boolean =>
  Array.isArray(value)
    ? value.length === 0
    : value !== null && typeof value === 'object' && Object.keys(value).length === 0;
