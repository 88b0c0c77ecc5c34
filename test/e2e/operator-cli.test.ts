import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { botDeployment } from './helpers/bot-process.js';

/** Each operator's tool, and the first line of its usage. */
const TOOLS = [
  {
    name: 'deploy-commands',
    script: 'deploy-commands.ts',
    usage: 'Usage: npm run deploy-commands',
    built: true,
  },
  {
    name: 'migrate-store',
    script: 'migrate-store.ts',
    usage: 'Usage: npm run migrate-store',
    built: true,
  },
  { name: 'backup', script: 'backup.ts', usage: 'Usage: npm run backup', built: true },
  { name: 'restore', script: 'restore.ts', usage: 'Usage: npm run restore', built: true },
  {
    name: 'mock-discord',
    script: 'sandbox/discord/cli.ts',
    usage: 'Usage: npm run mock-discord',
    built: false,
  },
  {
    name: 'mock-api',
    script: 'sandbox/image-api/cli.ts',
    usage: 'Usage: npm run mock-api',
    built: false,
  },
] as const;

/**
 * Runs `script` from an empty folder (no `.env`), stdin closed, no variables but PATH: with
 * `built`, the run's build of it (`node dist/<script>.js`, as `npm run deploy-commands` runs it
 * and as after `npm prune --omit=dev`), which only the bot's own tools have; else with tsx (as the
 * emulators' npm scripts do), which compiles its whole import graph on each run.
 */
async function runTool(script: string, args: string[], built = false) {
  const cwd = await mkdtemp(join(tmpdir(), 'imagine-bot-tool-'));
  const cli = built
    ? [join(botDeployment(), 'dist', script.replace(/\.ts$/, '.js')), ...args]
    : [resolve('node_modules/tsx/dist/cli.mjs'), resolve(script), ...args];
  const child = spawn(process.execPath, cli, {
    cwd,
    env: { PATH: process.env.PATH ?? '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.setEncoding('utf8').on('data', (chunk) => {
    stderr += chunk;
  });
  const code = await new Promise<number | null>((done) => child.on('close', done));
  await rm(cwd, { recursive: true, force: true });
  return { code, stdout, stderr };
}

describe("the operators' tools read their command line", { timeout: 60_000 }, () => {
  it.each(TOOLS)('$name --help prints its usage and exits 0', async ({ script, usage, built }) => {
    const run = await runTool(script, ['--help'], built);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout.startsWith(usage)).toBe(true);
  });

  it.each(TOOLS)(
    '$name --bogus says which option, prints its usage, exits 2, no stack',
    async ({ name, script, usage, built }) => {
      const run = await runTool(script, ['--bogus'], built);
      expect(run.code).toBe(2);
      expect(run.stdout).toBe('');
      const lines = run.stderr.trim().split('\n');
      expect(lines[0]?.startsWith(`${name}: Unknown option '--bogus'`)).toBe(true);
      expect(lines.some((line) => line.startsWith(usage))).toBe(true);
      expect(run.stderr).not.toMatch(/ERR_PARSE_ARGS|^\s+at /m);
    },
  );
});

describe('npm run restore of a file that is no backup', () => {
  it('says the file is not a SQLite database and what to give instead, exit 1, leaving nothing beside it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'imagine-bot-restore-'));
    const notes = join(dir, 'notes.txt');
    await writeFile(notes, 'not a database, '.repeat(64));
    try {
      const run = await runTool('restore.ts', [notes], true);
      expect(run.code).toBe(1);
      expect(run.stderr.trim()).toBe(
        `restore: ${notes} is not a SQLite database (file is not a database): ` +
          "name the bot's database, or a file npm run backup wrote",
      );
      expect(await readdir(dir)).toEqual(['notes.txt']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
