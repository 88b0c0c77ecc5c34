import type { JsonCall } from '../../image-backend/json-request.js';

/** One call of the Horde's API: `path` below `/v2` (e.g. `/generate/check/<id>`). */
export interface HordeCall<T> extends Omit<JsonCall<T>, 'headers'> {
  /** Sent in the `apikey` header; never in a message. @default anonymous */
  readonly apiKey?: string;
  /** The call's name in errors and logs. */
  readonly what: string;
}
