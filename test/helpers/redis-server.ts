import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { Socket } from 'node:net';
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

/** A redis-server of one test file, on a free loopback port, without persistence. */
export interface RedisServer {
  readonly url: string;
  readonly port: number;
  /** SIGKILLs the server (for an outage), keeping its port for {@link restart}. */
  kill(): Promise<void>;
  /** Starts it again on the same port (empty: nothing was persisted). */
  restart(): Promise<void>;
  close(): Promise<void>;
}

async function answersPing(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = new Socket();
    socket.setTimeout(500);
    socket.once('data', (data) => {
      socket.destroy();
      done(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => done(false));
    socket.once('timeout', () => {
      socket.destroy();
      done(false);
    });
    socket.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
  });
}

function spawnServer(port: number): ChildProcess {
  return spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
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

/** Starts a redis-server on a free loopback port and waits until it answers PING. */
export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  let child = spawnServer(port);
  await untilPing(port, child);
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    kill: () => stop(child),
    async restart() {
      await stop(child);
      child = spawnServer(port);
      await untilPing(port, child);
    },
    close: () => stop(child),
  };
}
