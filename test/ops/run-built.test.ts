import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

/** The build of the folder under test: writes a dist/deploy-commands.js that says it ran. */
const FAKE_BUILD = `import { mkdirSync, writeFileSync } from 'node:fs';
mkdirSync('dist', { recursive: true });
writeFileSync('dist/deploy-commands.js', "console.log('ran', ...process.argv.slice(2))");
`;

/**
 * `npm run deploy-commands` (ops/run-built.mjs) runs the build's dist/deploy-commands.js, and
 * builds first (`npm run build`) only when that file is missing or older than a source: in a
 * folder whose build script is a stand-in that writes the file, so no compiler runs here.
 */
describe('npm run deploy-commands runs the built file, building it only when needed', {
  timeout: 60_000,
}, () => {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'imagine-bot-run-built-'));
    const manifest = JSON.parse(await readFile('package.json', 'utf8')) as {
      scripts: Record<string, string>;
    };
    manifest.scripts = {
      build: 'node fake-build.mjs',
      'deploy-commands': manifest.scripts['deploy-commands'] ?? '',
    };
    await writeFile(join(dir, 'package.json'), JSON.stringify(manifest));
    await writeFile(join(dir, 'fake-build.mjs'), FAKE_BUILD);
    await cp(resolve('ops'), join(dir, 'ops'), { recursive: true });
    await mkdir(join(dir, 'src'));
    await writeFile(join(dir, 'src', 'index.ts'), '');
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const run = () =>
    promisify(execFile)('npm', ['run', '--silent', 'deploy-commands', '--', '--guild', '1'], {
      cwd: dir,
    });
  /** Sets `path`'s modification time `secondsAgo` in the past. */
  const age = (path: string, secondsAgo: number) => {
    const at = new Date(Date.now() - secondsAgo * 1000);
    return utimes(join(dir, path), at, at);
  };

  it('builds dist/ first when it is missing, then runs the built file with the arguments', async () => {
    const { stdout, stderr } = await run();
    expect(stderr).toBe('dist/deploy-commands.js is missing: building it first (npm run build)…\n');
    expect(stdout).toBe('ran --guild 1\n');
  });

  it('runs the built file alone when no source is newer', async () => {
    await run();
    await age('src/index.ts', 60);
    await writeFile(join(dir, 'dist', 'deploy-commands.js'), "console.log('the built file')");
    const { stdout, stderr } = await run();
    expect(stderr).toBe('');
    expect(stdout).toBe('the built file\n');
  });

  it('builds again when a source changed after the build (a git pull)', async () => {
    await run();
    await age('dist/deploy-commands.js', 60);
    const { stdout, stderr } = await run();
    expect(stderr).toBe(
      'dist/deploy-commands.js is older than its sources: building it first (npm run build)…\n',
    );
    expect(stdout).toBe('ran --guild 1\n');
  });
});
