/** The generations a count record counted and gave back, by id: each is given back once. */
export interface TakenIds {
  readonly taken?: readonly string[];
  readonly refunded?: readonly string[];
}

/** Whether `record` counted `id` already (a second take counts nothing). */
export const tookBefore = (record: TakenIds, id: string | undefined): boolean =>
  id !== undefined && (record.taken?.includes(id) ?? false);

/** Whether a give-back of `id` finds nothing to give (never counted, or given back already). */
export const nothingToGive = (record: TakenIds, id: string | undefined): boolean =>
  id !== undefined && (!tookBefore(record, id) || (record.refunded?.includes(id) ?? false));

/** `record` with `id` added to its `list` (the latest `max`); `record` itself without an id. */
export const remembering = <Record extends TakenIds>(
  record: Record,
  list: keyof TakenIds,
  id: string | undefined,
  max = Number.POSITIVE_INFINITY,
): Record =>
  id === undefined ? record : { ...record, [list]: [...(record[list] ?? []), id].slice(-max) };
