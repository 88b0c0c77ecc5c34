import { parseEmulatorArgs } from '../emulator-kit/cli-flags.js';
import type { HordeEmulatorOptions, SeedHordeUser } from './horde-options.js';

/** The user the CLI seeds when no `--user` is given. */
export const DEFAULT_CLI_USER: SeedHordeUser = {
  alias: 'alice',
  apiKey: 'alice-horde-key',
  kudos: 5000,
};

/** Help text of `npm run mock-horde`. */
export const CLI_USAGE = `Usage: npm run mock-horde -- [options]
  --port <n>              TCP port, 0 for any free one (default 7001)
  --host <addr>           interface to listen on (default 127.0.0.1)
  --user <alias:apikey:kudos[:concurrency]>  seed a user; repeatable (default alice:alice-horde-key:5000)
  --model <name:threads[:kudosFactor]>      a served model; repeatable (default stable_diffusion:2, AlbedoBase XL (SDXL):1:2)
  --time-scale <x>        multiplies job durations, e.g. 0.05 (default 1)
  --seed <n>              seed of ids, durations, image seeds and fault shares (default 1)
  --no-rate-limits        do not apply the Horde's rate limits
  --public-url <url>      base of the image URLs handed out (default the listening URL)
  --quiet                 do not log requests
  --help                  show this help`;

/** Parses `alias:apikey:kudos[:concurrency]`. */
export function parseUserSpec(spec: string): SeedHordeUser {
  const [alias, apiKey, kudos, concurrency, ...rest] = spec.split(':');
  const user = { alias: alias ?? '', apiKey: apiKey ?? '', kudos: Number(kudos) };
  const limit = concurrency === undefined ? undefined : Number(concurrency);
  if (
    !user.alias ||
    !user.apiKey ||
    rest.length ||
    kudos === undefined ||
    !Number.isFinite(user.kudos)
  ) {
    throw new Error(`--user must look like alias:apikey:kudos[:concurrency], got "${spec}"`);
  }
  if (limit !== undefined && !(Number.isInteger(limit) && limit > 0)) {
    throw new Error(`--user concurrency must be a positive integer, got "${spec}"`);
  }
  return limit === undefined ? user : { ...user, concurrency: limit };
}

/** Parses `name:threads[:kudosFactor]`; the name may contain colons only before the numbers. */
export function parseModelSpec(spec: string) {
  const match = /^(.+?):(\d+)(?::(\d+(?:\.\d+)?))?$/.exec(spec);
  if (!match?.[1])
    throw new Error(`--model must look like name:threads[:kudosFactor], got "${spec}"`);
  const model = { name: match[1], threads: Number(match[2]) };
  return match[3] === undefined ? model : { ...model, kudosFactor: Number(match[3]) };
}

/** Parses the CLI arguments into emulator options (`help` when `--help` was given). */
export function parseCliArgs(args: string[]): {
  help: boolean;
  quiet: boolean;
  options: HordeEmulatorOptions;
} {
  const { help, quiet, values, common } = parseEmulatorArgs(
    args,
    {
      user: { type: 'string', multiple: true },
      model: { type: 'string', multiple: true },
      'no-rate-limits': { type: 'boolean', default: false },
      'public-url': { type: 'string' },
    },
    7001,
  );
  return {
    help,
    quiet,
    options: {
      ...common,
      users: (values.user ?? []).map(parseUserSpec),
      models: values.model?.map(parseModelSpec),
      rateLimits: !values['no-rate-limits'],
      publicUrl: values['public-url'],
    },
  };
}
