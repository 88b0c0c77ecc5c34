import { parseArgs } from 'node:util';
import { CLI_LINES } from './cli-command-line.js';

/** Help text of `npm run mock-discord`. */
export const CLI_USAGE = `Usage: npm run mock-discord -- [options]
  --port <n>      TCP port, 0 for any free one (default $DISCORD_EMULATOR_PORT, else 0)
  --host <addr>   interface to listen on (default 127.0.0.1)
  --token <text>  the bot token it accepts (default a generated one, printed)
  --quiet         do not log requests
  --help          show this help
Then type what the member does on stdin:
${CLI_LINES}`;

/** What `npm run mock-discord -- …` was asked to do. */
export interface DiscordCliArgs {
  readonly help: boolean;
  readonly port: number;
  readonly host: string;
  readonly token: string | undefined;
  readonly quiet: boolean;
}

/**
 * Parses the CLI arguments of the Discord emulator.
 * @param defaultPort the port when `--port` is not given (`DISCORD_EMULATOR_PORT`).
 * @throws Error (its message for the operator) on an unknown option, a stray word or a bad port.
 */
export function parseCliArgs(args: readonly string[], defaultPort = '0'): DiscordCliArgs {
  const { values } = parseArgs({
    args: [...args],
    strict: true,
    options: {
      port: { type: 'string', default: defaultPort },
      host: { type: 'string', default: '127.0.0.1' },
      token: { type: 'string' },
      quiet: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const port = /^\d{1,5}$/.test(values.port) ? Number(values.port) : Number.NaN;
  if (!(port <= 65_535)) throw new Error(`--port must be a port number, got "${values.port}"`);
  return {
    help: values.help,
    port,
    host: values.host,
    token: values.token,
    quiet: values.quiet,
  };
}
