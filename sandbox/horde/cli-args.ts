import { emulatorArgs, publicUrlFlag } from '../emulator-kit/cli-flags.js';
import type { HordeEmulatorOptions, SeedHordeUser } from './horde-options.js';

/** The user the CLI seeds when no `--user` is given. */
export const DEFAULT_CLI_USER: SeedHordeUser = {
  alias: 'alice',
  apiKey: 'alice-horde-key',
  kudos: 5000,
};

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

/** The command line of `npm run mock-horde`. */
export const CLI_ARGS = emulatorArgs('mock-horde', {
  port: 7001,
  scales: 'job durations, e.g. 0.05',
  seeds: 'ids, durations, image seeds and fault shares',
  flags: {
    user: {
      arg: '<alias:apikey:kudos[:concurrency]>',
      multiple: true,
      help: 'seed a user; repeatable (default alice:alice-horde-key:5000)',
    },
    model: {
      arg: '<name:threads[:kudosFactor]>',
      multiple: true,
      help: 'a served model; repeatable (default stable_diffusion:2, AlbedoBase XL (SDXL):1:2)',
    },
    'no-rate-limits': { help: "do not apply the Horde's rate limits" },
    'public-url': publicUrlFlag('image URLs'),
  },
  options: (values, common): HordeEmulatorOptions => ({
    ...common,
    users: (values.user ?? []).map(parseUserSpec),
    models: values.model?.map(parseModelSpec),
    rateLimits: !values['no-rate-limits'],
    publicUrl: values['public-url'],
  }),
});
