import { defaultDeserialize, defaultSerialize } from '@keyv/serialize';

/**
 * Where a JSON text has a string value that starts with `:` (right after `:`, `,`, `[` or at the
 * start, whitespace allowed): the only strings keyv's own format escapes (a second `:`), Buffers
 * included (`":base64:…"`). A key that ends with `:` matches too; that only costs the slow path.
 */
const COLON_STRING_VALUE = /(?:^|[:,[])\s*":/;

/** What `JSON.stringify` writes for a Buffer, which keyv's format writes as `":base64:…"`. */
const BUFFER_JSON = '"type":"Buffer","data":[';

/**
 * keyv's record (`{ value, expires }`) as the text keyv's own serializer writes, byte for byte:
 * `@keyv/serialize`'s `defaultSerialize`, a recursive writer in JavaScript, costs about six times
 * a native `JSON.stringify` on a job's record, and is a tenth of the bot's work answering a burst
 * (bench/README, "Where the time goes"). The two write the same text unless a string value starts
 * with `:` or a Buffer is in it: then keyv's own writes it.
 */
export function serializeRecord(data: unknown): string {
  const text = JSON.stringify(data ?? null);
  if (COLON_STRING_VALUE.test(text) || text.includes(BUFFER_JSON)) return defaultSerialize(data);
  return text;
}

/**
 * A record's text read back as keyv's own deserializer reads it: with no string value that starts
 * with `:` (nothing escaped, no Buffer), that is `JSON.parse` without keyv's reviver, which is
 * called for every value of the record.
 */
export function deserializeRecord<T>(text: string): T {
  if (COLON_STRING_VALUE.test(text)) return defaultDeserialize(text) as T;
  return JSON.parse(text) as T;
}
