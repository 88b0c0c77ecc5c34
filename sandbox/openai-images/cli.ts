import { runEmulatorCli } from '../emulator-kit/run-cli.js';
import { CLI_ARGS, DEFAULT_CLI_KEY } from './cli-args.js';
import { startOpenAiImagesEmulator } from './start-openai-images.js';

runEmulatorCli({
  title: 'OpenAI Images',
  ...CLI_ARGS,
  complete(options) {
    const given = options.keys ?? [];
    return {
      ...options,
      keys: given.some((key) => !key.revoked) ? given : [DEFAULT_CLI_KEY, ...given],
    };
  },
  start: startOpenAiImagesEmulator,
  banner: (emulator, { keys = [] }) => [
    `  API base (OPENAI_BASE_URL): ${emulator.baseURL}`,
    'Keys (Authorization: Bearer <key>):',
    ...keys.map(
      ({ key, revoked, quotaTokens }) =>
        `  ${key}  ${revoked ? 'revoked' : `quota ${quotaTokens ?? 'unlimited'}`}`,
    ),
  ],
});
