import { runEmulatorCli, seedWhenEmpty } from '../emulator-kit/run-cli.js';
import { CLI_USAGE, DEFAULT_CLI_USER, parseCliArgs } from './cli-args.js';
import { startHordeEmulator } from './start-horde.js';
import { ANONYMOUS_KEY } from './user-registry.js';

runEmulatorCli({
  name: 'mock-horde',
  title: 'AI Horde',
  usage: CLI_USAGE,
  parse: parseCliArgs,
  complete: seedWhenEmpty('users', DEFAULT_CLI_USER),
  start: (options, log) => startHordeEmulator({ ...options, log }),
  banner: (horde, { users = [] }) => [
    `AI Horde emulator listening on ${horde.url}`,
    `  API: ${horde.url}/api/v2/…   (anonymous key ${ANONYMOUS_KEY})`,
    'Users (alias, apikey, kudos):',
    ...users.map((user) => `  ${user.alias}  ${user.apiKey}  ${user.kudos}`),
  ],
});
