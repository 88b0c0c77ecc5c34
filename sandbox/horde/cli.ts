import { runEmulatorCli, seedWhenEmpty } from '../emulator-kit/run-cli.js';
import { CLI_ARGS, DEFAULT_CLI_USER } from './cli-args.js';
import { startHordeEmulator } from './start-horde.js';
import { ANONYMOUS_KEY } from './user-registry.js';

runEmulatorCli({
  title: 'AI Horde',
  ...CLI_ARGS,
  complete: seedWhenEmpty('users', DEFAULT_CLI_USER),
  start: startHordeEmulator,
  banner: (horde, { users = [] }) => [
    `  API: ${horde.url}/api/v2/…   (anonymous key ${ANONYMOUS_KEY})`,
    'Users (alias, apikey, kudos):',
    ...users.map((user) => `  ${user.alias}  ${user.apiKey}  ${user.kudos}`),
  ],
});
