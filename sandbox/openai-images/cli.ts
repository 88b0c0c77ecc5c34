import { runEmulatorCli } from '../emulator-kit/run-cli.js';
import { CLI_USAGE, DEFAULT_CLI_KEY, parseCliArgs } from './cli-args.js';
import { startOpenAiImagesEmulator } from './start-openai-images.js';

runEmulatorCli({
  name: 'mock-openai-images',
  title: 'OpenAI Images',
  usage: CLI_USAGE,
  parse: parseCliArgs,
  complete(options) {
    const given = options.keys ?? [];
    return {
      ...options,
      keys: given.some((key) => !key.revoked) ? given : [DEFAULT_CLI_KEY, ...given],
    };
  },
  start: (options, log) => startOpenAiImagesEmulator({ ...options, log }),
  banner: (emulator, { keys = [] }) => [
    `OpenAI Images emulator listening on ${emulator.url}`,
    `  API base (OPENAI_BASE_URL): ${emulator.baseURL}`,
    'Keys (Authorization: Bearer <key>):',
    ...keys.map(
      ({ key, revoked, quotaTokens }) =>
        `  ${key}  ${revoked ? 'revoked' : `quota ${quotaTokens ?? 'unlimited'}`}`,
    ),
  ],
});
