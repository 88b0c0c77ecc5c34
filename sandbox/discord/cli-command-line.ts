import type { OptionValue } from './driver/command-options.js';

/** A slash command typed on the CLI: `/apikey scope add name:images count:2 private:true`. */
export interface CommandLine {
  name: string;
  subcommandGroup?: string;
  subcommand?: string;
  options: Record<string, OptionValue>;
}

/**
 * A line typed on `npm run mock-discord`'s input, as what the member does: a slash command (a
 * file option's value `@path` attaches that file), a form's fields, a click, a pick in a select,
 * a message command, or a chat message of their own with files. `message` is a message id, or
 * `last` for the newest message that can take the action.
 */
export type CliLine =
  | { readonly kind: 'command'; readonly command: CommandLine }
  | { readonly kind: 'form'; readonly values: Record<string, string> }
  | { readonly kind: 'click'; readonly message: string; readonly button: string }
  | {
      readonly kind: 'select';
      readonly message: string;
      readonly select: string;
      readonly values: readonly string[];
    }
  | { readonly kind: 'apps'; readonly message: string; readonly name: string }
  | { readonly kind: 'say'; readonly content: string; readonly files: readonly string[] };

/** How each kind of line is typed, for the usage and for a line that cannot be read. */
export const CLI_LINES = `  /imagine prompt:"a cat" count:2         a slash command as alice in #general
  /describe image:@photos/cat.png          a file option: @ and the file's path
  form change:"make it night"              the fields of the form the last action opened
  click last "Re-roll"                     a button of a message (id or last), by label or custom id
  select last imagine:imagein:… vary-subtle:1   a pick in a select (by custom id or placeholder)
  select last "Cells to change (A1 … D4)…" B2 C2   several picks: spaces, commas or both
  apps last "Describe this image"          a message command (Apps →) on a message
  say "my cat" file:@photos/cat.png        a chat message of alice's own, files attached`;

/** Splits on spaces, keeping `"quoted text"` together (quotes removed). */
function words(line: string): string[] {
  return [...line.matchAll(/(?:[^\s"]+|"[^"]*")+/g)].map((m) => m[0].replace(/"/g, ''));
}

function value(text: string): OptionValue {
  if (text === 'true' || text === 'false') return text === 'true';
  if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  return text;
}

/**
 * The picks typed after a select's name: each word cut at its commas (`B2,C2`, `B2, C2`, `B2 C2`
 * all give B2 and C2); a quoted word keeps its spaces (`"Upscale ×2"`, a label).
 */
const picksOf = (typed: readonly string[]): string[] =>
  typed.flatMap((word) => word.split(',')).flatMap((pick) => (pick.trim() ? [pick.trim()] : []));

/** The `key:value` words, each value read by `read`. */
const pairsOf = <T>(rest: string[], read: (text: string) => T): Record<string, T> =>
  Object.fromEntries(
    rest
      .filter((w) => w.includes(':'))
      .map((w) => [w.slice(0, w.indexOf(':')), read(w.slice(w.indexOf(':') + 1))]),
  );

/**
 * Parses `/name [group] [subcommand] key:value …`; words before the first `key:value` are the
 * subcommand (one word) or group and subcommand (two). Numbers and booleans are typed.
 */
export function parseCommandLine(line: string): CommandLine | undefined {
  const [head, ...rest] = words(line.trim());
  if (!head?.startsWith('/') || head.length < 2) return undefined;
  const path = rest.filter((w) => !w.includes(':'));
  const options = pairsOf(rest, value);
  const [first, second] = path;
  return {
    name: head.slice(1),
    ...(second
      ? { subcommandGroup: first, subcommand: second }
      : first
        ? { subcommand: first }
        : {}),
    options,
  };
}

/**
 * Parses `form field:value …`, the fields of the form the last action opened (a text field's
 * value as typed: `form secret:"sk-…"`).
 */
export function parseFormLine(line: string): Record<string, string> | undefined {
  const [head, ...rest] = words(line.trim());
  if (head !== 'form' || rest.length === 0) return undefined;
  return pairsOf(rest, (text) => text);
}

/** The path a `@path` value names, or undefined when the value names no file. */
export const filePath = (text: unknown): string | undefined =>
  typeof text === 'string' && text.startsWith('@') && text.length > 1 ? text.slice(1) : undefined;

/**
 * Parses one typed line (see {@link CLI_LINES}); undefined for an empty line.
 * @throws Error (its message for the person typing) when the line is none of them.
 */
export function parseCliLine(line: string): CliLine | undefined {
  const command = parseCommandLine(line);
  if (command) return { kind: 'command', command };
  const form = parseFormLine(line);
  if (form) return { kind: 'form', values: form };
  const [head, ...rest] = words(line.trim());
  if (head === undefined) return undefined;
  const [message, target] = rest;
  if (head === 'click' && message && target && rest.length === 2)
    return { kind: 'click', message, button: target };
  const picks = picksOf(rest.slice(2));
  if (head === 'select' && message && target && picks.length > 0)
    return { kind: 'select', message, select: target, values: picks };
  if (head === 'apps' && message && target && rest.length === 2)
    return { kind: 'apps', message, name: target };
  if (head === 'say' && rest.length > 0) {
    const files = rest.flatMap((w) => {
      const path = w.startsWith('file:') ? filePath(w.slice('file:'.length)) : undefined;
      return path ? [path] : [];
    });
    const content = rest.filter((w) => !w.startsWith('file:')).join(' ');
    return { kind: 'say', content, files };
  }
  throw new Error(`cannot read "${line.trim()}"; type one of:\n${CLI_LINES}`);
}
