import { type ChildProcess, spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { childPidsOf, isRunning, untilExited } from '../e2e/helpers/bot-process.js';

/** Beyond the emulators' one-second parent watch and their close, on a busy machine. */
const GONE_WITHIN_MS = 10_000;

const EMULATORS = [
  'mock-discord',
  'mock-api',
  'mock-horde',
  'mock-openai-images',
  'mock-comfyui',
] as const;

/** The entry point each script runs. */
const CLI_PATHS = {
  'mock-discord': 'sandbox/discord/cli.ts',
  'mock-api': 'sandbox/image-api/cli.ts',
  'mock-horde': 'sandbox/horde/cli.ts',
  'mock-openai-images': 'sandbox/openai-images/cli.ts',
  'mock-comfyui': 'sandbox/comfyui/cli.ts',
} as const satisfies Record<(typeof EMULATORS)[number], string>;

/** Every process below `pid`, children first. */
function descendantsOf(pid: number): number[] {
  return childPidsOf(pid).flatMap((child) => [child, ...descendantsOf(child)]);
}

/** Starts `npm run <script> -- --port 0 --quiet` in a process group of its own. */
function start(command: string, args: string[]) {
  const child = spawn(command, [...args, '--port', '0', '--quiet'], {
    cwd: process.cwd(),
    detached: true,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk) => {
    out += chunk;
  });
  const listening = new Promise<void>((resolve, reject) => {
    const check = () => {
      if (/listening on http/.test(out)) resolve();
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => reject(new Error(`exited ${code} before listening: ${out}`)));
  });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return { child, listening, exited };
}

describe('an emulator started from the command line', () => {
  const started: ChildProcess[] = [];
  const leftovers: number[] = [];
  afterEach(() => {
    for (const pid of leftovers.splice(0)) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
    for (const child of started.splice(0)) {
      try {
        process.kill(-(child.pid as number), 'SIGKILL');
      } catch {
        // the group is gone already
      }
    }
  });

  it.each(EMULATORS)('npm run %s leaves nothing running once npm is stopped', async (script) => {
    const npm = start('npm', ['run', '--silent', script, '--']);
    started.push(npm.child);
    await npm.listening;
    const below = descendantsOf(npm.child.pid as number);
    leftovers.push(...below);
    expect(below.length).toBeGreaterThan(0);
    npm.child.kill('SIGTERM');
    await npm.exited;
    expect(await untilExited(below, GONE_WITHIN_MS)).toEqual([]);
  });

  it.each(
    EMULATORS.flatMap((script) =>
      (['SIGTERM', 'SIGINT'] as const).map((signal) => ({ script, signal })),
    ),
  )('$script closes and exits 0 on $signal', async ({ script, signal }) => {
    const emulator = start(process.execPath, ['--import', 'tsx', CLI_PATHS[script]]);
    started.push(emulator.child);
    await emulator.listening;
    emulator.child.kill(signal);
    expect(await emulator.exited).toBe(0);
  });
});
