import { z } from 'zod';
import type { ConfigIssue } from './server-list-fields.js';

/**
 * An image backend's own variables, declared in its folder beside its registration and read
 * with the bot's (see `configParser`): the core names no backend.
 */
export interface BackendVariables<S extends z.ZodObject = z.ZodObject> {
  /** The id `BACKENDS` names it by (stored with keys, jobs and server settings). */
  readonly id: string;
  /** Its variables (`<BACKEND>_*`), each with its default and its message. */
  readonly variables: S;
  /** Those of them that are secrets: readable from `<NAME>_FILE`, their values never logged. */
  readonly secrets?: readonly (keyof S['shape'] & string)[];
  /**
   * Checks across its variables once each parsed, where it is served (a value per server that
   * does not match its URLs), each problem told on its variable's line. @default none
   */
  across?(settings: z.output<S>, issue: ConfigIssue): void;
}

/**
 * `BACKENDS`: the image backends served, by id, in order, among `ids` (default: the first of
 * them): the first serves a server whose managers chose none.
 */
export const backendList = (ids: readonly string[]) =>
  z
    .string()
    .default(ids[0] ?? '')
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .superRefine((list, context) => {
      const unknown = list.filter((id) => !ids.includes(id));
      if (list.length > 0 && unknown.length === 0) return;
      const named =
        unknown.length > 0 ? `names ${unknown.join(', ')}, which it does not know: it ` : '';
      context.addIssue({
        code: 'custom',
        message: `${named}must list image backends among ${ids.join(', ')}, comma-separated (default ${ids[0]})`,
      });
    })
    .refine((list) => new Set(list).size === list.length, 'must name each backend once');
