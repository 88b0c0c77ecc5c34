import { closeOnExit } from '../cli-process.js';
import { CLI_USAGE, parseCliArgs } from './cli-args.js';
import { startComfyEmulator } from './start-comfyui.js';

async function main(): Promise<void> {
  let parsed: ReturnType<typeof parseCliArgs>;
  try {
    parsed = parseCliArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`mock-comfyui: ${(error as Error).message}\n\n${CLI_USAGE}`);
    process.exitCode = 2;
    return;
  }
  if (parsed.help) {
    console.log(CLI_USAGE);
    return;
  }
  const comfy = await startComfyEmulator({
    ...parsed.options,
    log: parsed.quiet ? undefined : (line) => console.log(line),
  });
  // Before the first line: whoever waits for it may signal at once.
  closeOnExit({
    close: async () => {
      await comfy.close();
      console.log('ComfyUI emulator closed.');
    },
    log: (line) => console.log(line),
  });
  console.log(`ComfyUI emulator listening on ${comfy.url}`);
  console.log(
    `  HTTP: ${comfy.url}/prompt (also under /api)   WebSocket: ${comfy.wsUrl()}?clientId=<id>`,
  );
  const auth = parsed.options.auth;
  if (auth) console.log(`  Token required in ${auth.header ?? 'Authorization: Bearer'}`);
  console.log('Press Ctrl+C to stop.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
