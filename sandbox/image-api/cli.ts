import { closeOnExit } from '../cli-process.js';
import { CLI_USAGE, DEFAULT_CLI_USER, parseCliArgs } from './cli-args.js';
import { startImageApi } from './start-image-api.js';

async function main(): Promise<void> {
  let parsed: ReturnType<typeof parseCliArgs>;
  try {
    parsed = parseCliArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`mock-api: ${(error as Error).message}\n\n${CLI_USAGE}`);
    process.exitCode = 2;
    return;
  }
  if (parsed.help) {
    console.log(CLI_USAGE);
    return;
  }
  const users = parsed.options.users?.length ? parsed.options.users : [DEFAULT_CLI_USER];
  const api = await startImageApi({
    ...parsed.options,
    users,
    log: parsed.quiet ? undefined : (line) => console.log(line),
  });
  // Before the first line: whoever waits for it may signal at once.
  closeOnExit({
    close: async () => {
      await api.close();
      console.log('Image API emulator closed.');
    },
    log: (line) => console.log(line),
  });
  console.log(`Image API emulator listening on ${api.url}`);
  console.log(`  v1:  ${api.url}/v1/index.php?endpoint=…   keys: ${api.url}/api.php?action=…`);
  console.log('Users (name, login token, credits, ready-made API key):');
  for (const user of users) {
    console.log(`  ${user.name}  ${user.loginToken}  ${user.credits}  ${api.issueKey(user.name)}`);
  }
  console.log('Press Ctrl+C to stop.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
