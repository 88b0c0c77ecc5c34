import { numberFlag, parseEmulatorArgs } from '../emulator-kit/cli-flags.js';
import type { ImageApiOptions, SeedUser } from './image-api-options.js';

/** The user the CLI seeds when no `--user` is given. */
export const DEFAULT_CLI_USER: SeedUser = {
  name: 'alice',
  loginToken: 'login-token-alice',
  credits: 100,
};

/** Help text of `npm run mock-api`. */
export const CLI_USAGE = `Usage: npm run mock-api -- [options]
  --port <n>              TCP port, 0 for any free one (default 8787)
  --host <addr>           interface to listen on (default 127.0.0.1)
  --user <name:token:credits>  seed a user; repeatable (default alice:login-token-alice:100)
  --cost <credits>        credits per generation (default 1)
  --time-scale <x>        multiplies task durations, e.g. 0.05 (default 1)
  --seed <n>              seed of ids, durations and fault shares (default 1)
  --public-url <url>      base of the image_url values handed out (default the listening URL)
  --quiet                 do not log requests
  --help                  show this help`;

/** Parses `name:login_token:credits`; the token may itself contain colons. */
export function parseUserSpec(spec: string): SeedUser {
  const parts = spec.split(':');
  const name = parts[0] ?? '';
  const credits = Number(parts.at(-1));
  const loginToken = parts.slice(1, -1).join(':');
  if (parts.length < 3 || !name || !loginToken || !Number.isFinite(credits)) {
    throw new Error(`--user must look like name:login_token:credits, got "${spec}"`);
  }
  return { name, loginToken, credits };
}

/** Parses the CLI arguments into emulator options (`help` when `--help` was given). */
export function parseCliArgs(args: string[]): {
  help: boolean;
  quiet: boolean;
  options: ImageApiOptions;
} {
  const { help, quiet, values, common } = parseEmulatorArgs(
    args,
    {
      user: { type: 'string', multiple: true },
      cost: { type: 'string' },
      'public-url': { type: 'string' },
    },
    8787,
  );
  return {
    help,
    quiet,
    options: {
      ...common,
      users: (values.user ?? []).map(parseUserSpec),
      costPerGeneration: numberFlag('cost', values.cost, 1),
      publicUrl: values['public-url'],
    },
  };
}
