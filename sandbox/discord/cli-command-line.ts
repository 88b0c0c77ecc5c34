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

/**
 * Parses `/name [group] [subcommand] key:value …`; words before the first `key:value` are the
 * subcommand (one word) or group and subcommand (two). Numbers and booleans are typed.
 */
export function parseCommandLine(line: string): CommandLine | undefined {
  const [head, ...rest] = words(line.trim());
  if (!head?.startsWith('/') || head.length < 2) return undefined;
  const path = rest.filter((w) => !w.includes(':'));
  const options = Object.fromEntries(
    rest
      .filter((w) => w.includes(':'))
      .map((w) => [w.slice(0, w.indexOf(':')), value(w.slice(w.indexOf(':') + 1))]),
  );
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
