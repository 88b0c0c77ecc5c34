import { runEmulatorCli, seedWhenEmpty } from '../emulator-kit/run-cli.js';
import { CLI_ARGS, DEFAULT_CLI_USER } from './cli-args.js';
import { startImageApi } from './start-image-api.js';

runEmulatorCli({
  title: 'Image API',
  ...CLI_ARGS,
  complete: seedWhenEmpty('users', DEFAULT_CLI_USER),
  start: startImageApi,
  banner: (api, { users = [] }) => [
    `  v1:  ${api.url}/v1/index.php?endpoint=…   keys: ${api.url}/api.php?action=…`,
    'Users (name, login token, credits, ready-made API key):',
    ...users.map(
      (user) => `  ${user.name}  ${user.loginToken}  ${user.credits}  ${api.issueKey(user.name)}`,
    ),
  ],
});
