/** `node:sqlite`, as its types describe it. */
export type NodeSqlite = typeof import('node:sqlite');

/** What Node 22 prints once, when `node:sqlite` is first loaded (Node 24 prints nothing). */
const ANNOUNCEMENT = /^SQLite is an experimental feature\b/;

/** A warning's type: an Error's name, or `emitWarning`'s second argument (a type or options). */
const typeOf = (warning: string | Error, option: unknown): unknown => {
  if (typeof warning !== 'string') return warning.name;
  return typeof option === 'object' ? (option as { type?: unknown } | null)?.type : option;
};

let loading: Promise<NodeSqlite> | undefined;

/**
 * `node:sqlite`, loaded once, on first use (a bot on Redis never loads it), without the
 * `ExperimentalWarning` Node 22 prints as it loads it; every other warning is emitted.
 */
export function loadNodeSqlite(): Promise<NodeSqlite> {
  loading ??= importWithoutAnnouncement();
  return loading;
}

async function importWithoutAnnouncement(): Promise<NodeSqlite> {
  const emitWarning = process.emitWarning;
  process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
    const message = typeof warning === 'string' ? warning : warning.message;
    if (typeOf(warning, rest[0]) === 'ExperimentalWarning' && ANNOUNCEMENT.test(message)) return;
    Reflect.apply(emitWarning, process, [warning, ...rest]);
  }) as typeof process.emitWarning;
  try {
    return await import('node:sqlite');
  } finally {
    process.emitWarning = emitWarning;
  }
}
