import { emulatorArgs, numberFlag, publicUrlFlag } from '../emulator-kit/cli-flags.js';
import type { ImageApiOptions, SeedUser } from './image-api-options.js';

/** The user the CLI seeds when no `--user` is given. */
export const DEFAULT_CLI_USER: SeedUser = {
  name: 'alice',
  loginToken: 'login-token-alice',
  credits: 100,
};

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

/** The command line of `npm run mock-api`. */
export const CLI_ARGS = emulatorArgs('mock-api', {
  port: 8787,
  scales: 'task durations, e.g. 0.05',
  seeds: 'ids, durations and fault shares',
  flags: {
    user: {
      arg: '<name:token:credits>',
      multiple: true,
      help: 'seed a user; repeatable (default alice:login-token-alice:100)',
    },
    cost: { arg: '<credits>', help: 'credits per generation (default 1)' },
    'public-url': publicUrlFlag('image_url values'),
  },
  options: (values, common): ImageApiOptions => ({
    ...common,
    users: (values.user ?? []).map(parseUserSpec),
    costPerGeneration: numberFlag('cost', values.cost, 1),
    publicUrl: values['public-url'],
  }),
});
