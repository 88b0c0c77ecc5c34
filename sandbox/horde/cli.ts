import { closeOnExit } from '../cli-process.js';
import { CLI_USAGE, DEFAULT_CLI_USER, parseCliArgs } from './cli-args.js';
import { startHordeEmulator } from './start-horde.js';
import { ANONYMOUS_KEY } from './user-registry.js';

async function main(): Promise<void> {
  let parsed: ReturnType<typeof parseCliArgs>;
  try {
    parsed = parseCliArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`mock-horde: ${(error as Error).message}\n\n${CLI_USAGE}`);
    process.exitCode = 2;
    return;
  }
  if (parsed.help) {
    console.log(CLI_USAGE);
    return;
  }
  const users = parsed.options.users?.length ? parsed.options.users : [DEFAULT_CLI_USER];
  const horde = await startHordeEmulator({
    ...parsed.options,
    users,
    log: parsed.quiet ? undefined : (line) => console.log(line),
  });
  // Before the first line: whoever waits for it may signal at once.
  closeOnExit({
    close: async () => {
      await horde.close();
      console.log('AI Horde emulator closed.');
    },
    log: (line) => console.log(line),
  });
  console.log(`AI Horde emulator listening on ${horde.url}`);
  console.log(`  API: ${horde.url}/api/v2/…   (anonymous key ${ANONYMOUS_KEY})`);
  console.log('Users (alias, apikey, kudos):');
  for (const user of users) console.log(`  ${user.alias}  ${user.apiKey}  ${user.kudos}`);
  console.log('Press Ctrl+C to stop.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
