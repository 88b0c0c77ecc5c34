import { closeOnExit } from '../cli-process.js';
import { CLI_USAGE, DEFAULT_CLI_KEY, parseCliArgs } from './cli-args.js';
import { startOpenAiImagesEmulator } from './start-openai-images.js';

async function main(): Promise<void> {
  let parsed: ReturnType<typeof parseCliArgs>;
  try {
    parsed = parseCliArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`mock-openai-images: ${(error as Error).message}\n\n${CLI_USAGE}`);
    process.exitCode = 2;
    return;
  }
  if (parsed.help) {
    console.log(CLI_USAGE);
    return;
  }
  const given = parsed.options.keys ?? [];
  const keys = given.some((key) => !key.revoked) ? given : [DEFAULT_CLI_KEY, ...given];
  const emulator = await startOpenAiImagesEmulator({
    ...parsed.options,
    keys,
    log: parsed.quiet ? undefined : (line) => console.log(line),
  });
  // Before the first line: whoever waits for it may signal at once.
  closeOnExit({
    close: async () => {
      await emulator.close();
      console.log('OpenAI Images emulator closed.');
    },
    log: (line) => console.log(line),
  });
  console.log(`OpenAI Images emulator listening on ${emulator.url}`);
  console.log(`  API base (OPENAI_BASE_URL): ${emulator.baseURL}`);
  console.log('Keys (Authorization: Bearer <key>):');
  for (const { key, revoked, quotaTokens } of keys) {
    const state = revoked ? 'revoked' : `quota ${quotaTokens ?? 'unlimited'}`;
    console.log(`  ${key}  ${state}`);
  }
  console.log('Press Ctrl+C to stop.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
