import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { freePort } from './free-port.js';

/**
 * Whether `redis-server` (Debian's package of that name) is on the PATH. Where it is missing the
 * Redis tests say so in one line and are skipped; with `CI=true` a missing server fails the run.
 */
export const redisServerInstalled: boolean = (() => {
  const found = spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
  if (found) return true;
  if (process.env.CI === 'true') {
    throw new Error(
      'redis-server is not installed; CI needs it (.ci/run installs it with apt-get)',
    );
  }
  console.warn(
    'redis-server is not installed: the Redis tests are skipped (apt-get install redis-server)',
  );
  return false;
})();

/** A redis-server of one test file, on a free loopback port. */
export interface RedisServer {
  readonly url: string;
  readonly port: number;
  /** The folder of its append-only file, when `persistent`. */
  readonly dir: string | undefined;
  /** SIGKILLs the server (for an outage), keeping its port for {@link restart}. */
  kill(): Promise<void>;
  /**
   * Starts it again on the same port: with what it held when killed when `persistent` (every write
   * is in its append-only file before it is answered), else empty.
   */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** Options of {@link startRedisServer}. */
export interface RedisServerOptions {
  /**
   * Keeps every write in an append-only file (`appendfsync always`) in a folder of its own, so
   * that a server killed and restarted has lost nothing, as a production Redis with persistence.
   * Its rewrites are written as plain commands (`aof-use-rdb-preamble no`), so that a test can
   * search its files for bytes: an RDB preamble compresses strings (LZF) and would hide a
   * repeated id from the search.
   * @default false
   */
  readonly persistent?: boolean;
  /** Asks clients for this password (`--requirepass`); `url` then carries it. @default none */
  readonly password?: string;
}

async function answersPing(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = new Socket();
    socket.setTimeout(500);
    socket.once('data', (data) => {
      socket.destroy();
      // A server with a password answers an unauthenticated PING with NOAUTH: it is up.
      done(/^(\+PONG|-NOAUTH)/.test(data.toString()));
    });
    socket.once('error', () => done(false));
    socket.once('timeout', () => {
      socket.destroy();
      done(false);
    });
    socket.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
  });
}

function spawnServer(port: number, dir: string | undefined, password?: string): ChildProcess {
  const persistence = dir
    ? [
        '--appendonly',
        'yes',
        '--appendfsync',
        'always',
        '--aof-use-rdb-preamble',
        'no',
        '--dir',
        dir,
      ]
    : ['--appendonly', 'no'];
  const auth = password === undefined ? [] : ['--requirepass', password];
  return spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', ...persistence, ...auth],
    { stdio: 'ignore' },
  );
}

async function untilPing(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await answersPing(port))) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('redis-server did not answer PING within 10 s');
    await delay(25);
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGKILL');
  await exited;
}

/**
 * A redis-server answering on a free port. Another test's process may take the port between
 * `freePort` and the server's bind (the server then exits with 1): a new port is tried, 3 times.
 */
async function spawnOnFreePort(
  dir: string | undefined,
  password: string | undefined,
): Promise<{ port: number; child: ChildProcess }> {
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const child = spawnServer(port, dir, password);
    try {
      await untilPing(port, child);
      return { port, child };
    } catch (error) {
      await stop(child);
      if (child.exitCode === null || attempt >= 3) throw error;
    }
  }
}

/** Starts a redis-server on a free loopback port and waits until it answers PING. */
export async function startRedisServer(options: RedisServerOptions = {}): Promise<RedisServer> {
  const dir = options.persistent ? await mkdtemp(join(tmpdir(), 'redis-')) : undefined;
  const { password } = options;
  const started = await spawnOnFreePort(dir, password);
  const { port } = started;
  let { child } = started;
  return {
    url: `redis://${password === undefined ? '' : `:${encodeURIComponent(password)}@`}127.0.0.1:${port}`,
    port,
    dir,
    kill: () => stop(child),
    async restart() {
      await stop(child);
      child = spawnServer(port, dir, password);
      await untilPing(port, child);
    },
    async close() {
      await stop(child);
      if (dir) await rm(dir, { recursive: true, force: true });
    },
  };
}
