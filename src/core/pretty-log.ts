/**
 * `LOG_FORMAT=pretty`: time, level, message, then `name=value` fields on one line; an error as
 * name, code, message and `← cause`s, without its stack (JSON keeps it).
 */

/** Log levels a line may have. */
type Level = 'debug' | 'info' | 'warn' | 'error';

const COLORS: Record<Level, string> = {
  debug: '\x1b[90m',
  info: '\x1b[32m',
  warn: '\x1b[33m',
  error: '\x1b[31m',
};
const DIM = '\x1b[2m';
const RESET = '\x1b[0m';

/** Fields of a line shown first and not again among the others. */
const OWN = new Set(['time', 'level', 'msg']);

/** Whether `value` is an error as `toLogValue` writes one. */
const isLoggedError = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { name?: unknown }).name === 'string' &&
  typeof (value as { message?: unknown }).message === 'string' &&
  ('stack' in value || 'cause' in value || 'code' in value);

function errorText(error: Record<string, unknown>, depth = 0): string {
  const code = error.code === undefined ? '' : ` (${String(error.code)})`;
  const detail = typeof error.detail === 'string' ? ` [${error.detail}]` : '';
  const own = `${String(error.name)}${code}: ${String(error.message)}${detail}`;
  const cause = error.cause;
  if (cause === undefined || depth >= 5) return own;
  return `${own} ← ${causeText(cause, depth + 1)}`;
}

const causeText = (cause: unknown, depth: number): string =>
  isLoggedError(cause) ? errorText(cause, depth) : valueText(cause);

/** An error field: whole, or only its causes when `msg` already says its message. */
function errorField(error: Record<string, unknown>, msg: string): string | undefined {
  if (!msg.includes(String(error.message))) return errorText(error);
  return error.cause === undefined ? undefined : `← ${causeText(error.cause, 1)}`;
}

function valueText(value: unknown): string {
  if (isLoggedError(value)) return errorText(value);
  if (typeof value === 'string') return /^[^\s"=]+$/.test(value) ? value : JSON.stringify(value);
  return JSON.stringify(value) ?? String(value);
}

/** One line of `entry` (time, level, msg and fields, as the JSON form has them), colored or not. */
export function prettyLine(entry: Record<string, unknown>, color: boolean): string {
  const level = entry.level as Level;
  const time = typeof entry.time === 'string' ? entry.time.slice(11, 23) : '';
  const msg = String(entry.msg);
  const fields = Object.entries(entry)
    .filter(([name, value]) => !OWN.has(name) && value !== undefined)
    .map(([name, value]) => {
      if (!isLoggedError(value)) return `${name}=${valueText(value)}`;
      const text = errorField(value, msg);
      return text === undefined ? '' : `${name}=${text}`;
    })
    .filter(Boolean)
    .join(' ');
  const label = level.toUpperCase().padEnd(5);
  const head = color
    ? `${DIM}${time}${RESET} ${COLORS[level]}${label}${RESET}`
    : `${time} ${label}`;
  return `${head} ${msg}${fields ? ` ${color ? DIM : ''}${fields}${color ? RESET : ''}` : ''}`;
}
