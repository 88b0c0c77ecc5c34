import { runEmulatorCli, seedWhenEmpty } from '../emulator-kit/run-cli.js';
import { CLI_USAGE, DEFAULT_CLI_USER, parseCliArgs } from './cli-args.js';
import { startImageApi } from './start-image-api.js';

runEmulatorCli({
  name: 'mock-api',
  title: 'Image API',
  usage: CLI_USAGE,
  parse: parseCliArgs,
  complete: seedWhenEmpty('users', DEFAULT_CLI_USER),
  start: (options, log) => startImageApi({ ...options, log }),
  banner: (api, { users = [] }) => [
    `Image API emulator listening on ${api.url}`,
    `  v1:  ${api.url}/v1/index.php?endpoint=…   keys: ${api.url}/api.php?action=…`,
    'Users (name, login token, credits, ready-made API key):',
    ...users.map(
      (user) => `  ${user.name}  ${user.loginToken}  ${user.credits}  ${api.issueKey(user.name)}`,
    ),
  ],
});
