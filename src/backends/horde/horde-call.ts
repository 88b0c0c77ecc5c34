import type { z } from 'zod';

/** One call of the Horde's API. */
export interface HordeCall<T> {
  method: 'GET' | 'POST' | 'DELETE';
  /** Below `/v2`, e.g. `/generate/check/<id>`. */
  path: string;
  apiKey?: string;
  body?: unknown;
  schema: z.ZodType<T>;
  /** A submission: a failure after sending may have been charged. */
  submission?: boolean;
  /** The call's name in errors and logs. */
  what: string;
}
