import { defaultDeserialize, defaultSerialize } from '@keyv/serialize';

/**
 * Where a JSON text has a string value that starts with `:`: the only strings keyv's own format
 * escapes, Buffers included (`":base64:…"`). A key that ends with `:` only costs the slow path.
 */
const COLON_STRING_VALUE = /(?:^|[:,[])\s*":/;

/** What `JSON.stringify` writes for a Buffer, which keyv's format writes as `":base64:…"`. */
const BUFFER_JSON = '"type":"Buffer","data":[';

/**
 * keyv's record as keyv's own serializer writes it, byte for byte, with the native `JSON.stringify`
 * (about six times faster) unless a string value starts with `:` or a Buffer is in it.
 */
export function serializeRecord(data: unknown): string {
  const text = JSON.stringify(data ?? null);
  if (COLON_STRING_VALUE.test(text) || text.includes(BUFFER_JSON)) return defaultSerialize(data);
  return text;
}

/** A record's text as keyv's own deserializer reads it: `JSON.parse` when nothing is escaped. */
export function deserializeRecord<T>(text: string): T {
  if (COLON_STRING_VALUE.test(text)) return defaultDeserialize(text) as T;
  return JSON.parse(text) as T;
}
