import type { OptionValue } from './driver/command-options.js';

/** A slash command typed on the CLI: `/apikey scope add name:images count:2 private:true`. */
export interface CommandLine {
  name: string;
  subcommandGroup?: string;
  subcommand?: string;
  options: Record<string, OptionValue>;
}

/** Splits on spaces, keeping `"quoted text"` together (quotes removed). */
function words(line: string): string[] {
  return [...line.matchAll(/(?:[^\s"]+|"[^"]*")+/g)].map((m) => m[0].replace(/"/g, ''));
}

function value(text: string): OptionValue {
  if (text === 'true' || text === 'false') return text === 'true';
  if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  return text;
}

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
 * Parses `form field:value …`, the fields of the form the last command opened (a text field's
 * value as typed: `form secret:"sk-…"`).
 */
export function parseFormLine(line: string): Record<string, string> | undefined {
  const [head, ...rest] = words(line.trim());
  if (head !== 'form' || rest.length === 0) return undefined;
  return pairsOf(rest, (text) => text);
}
