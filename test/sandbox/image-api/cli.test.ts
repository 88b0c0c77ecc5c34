import { type ChildProcess, spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { CLI_ARGS, DEFAULT_CLI_USER, parseUserSpec } from '../../../sandbox/image-api/cli-args.js';

function waitFor(
  child: ChildProcess,
  output: () => string,
  pattern: RegExp,
): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const match = pattern.exec(output());
      if (match) {
        child.stdout?.off('data', check);
        resolve(match);
      }
    };
    child.stdout?.on('data', check);
    child.once('close', (code) => {
      check();
      reject(new Error(`exited ${code}: ${output()}`));
    });
    check();
  });
}

describe('image API emulator CLI', () => {
  it('parses users, numbers and defaults', () => {
    expect(parseUserSpec('bob:tok:en:12.5')).toEqual({
      name: 'bob',
      loginToken: 'tok:en',
      credits: 12.5,
    });
    expect(() => parseUserSpec('bob:12')).toThrow(/name:login_token:credits/);
    expect(() => parseUserSpec('bob:tok:lots')).toThrow();
    const { options } = CLI_ARGS.parse([
      '--port',
      '0',
      '--user',
      'a:t:1',
      '--user',
      'b:u:2',
      '--cost',
      '3',
    ]);
    expect(options).toMatchObject({
      port: 0,
      costPerGeneration: 3,
      timeScale: 1,
      users: [{ name: 'a' }, { name: 'b' }],
    });
    expect(CLI_ARGS.parse([]).options).toMatchObject({ port: 8787, users: [] });
    expect(() => CLI_ARGS.parse(['--port', 'eighty'])).toThrow(/--port/);
    expect(() => CLI_ARGS.parse(['--bogus'])).toThrow();
    expect(DEFAULT_CLI_USER).toEqual({
      name: 'alice',
      loginToken: 'login-token-alice',
      credits: 100,
    });
  });

  it('starts, prints its URL and users with a ready key, serves, and closes on SIGTERM', async () => {
    const child = spawn(
      'npx',
      [
        'tsx',
        'sandbox/image-api/cli.ts',
        '--port',
        '0',
        '--user',
        'bob:login-token-bob:7',
        '--user',
        'cy:tok-cy:3',
        '--time-scale',
        '0.01',
      ],
      { cwd: process.cwd(), detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
    try {
      const [, url] = await waitFor(child, () => out, /listening on (http:\/\/127\.0\.0\.1:\d+)\n/);
      const [, key] = await waitFor(
        child,
        () => out,
        /bob\s+login-token-bob\s+7\s+(sk-[0-9a-f]{48})/,
      );
      await waitFor(child, () => out, /cy\s+tok-cy\s+3\s+sk-[0-9a-f]{48}/);
      const balance = await fetch(`${url}/v1/index.php?endpoint=user_balance`, {
        headers: { 'x-api-key': key ?? '' },
      });
      expect(await balance.json()).toEqual({
        success: true,
        data: { user_id: 1, username: 'bob', balance: 7, currency: 'credits' },
        error: null,
      });
      await waitFor(child, () => out, /GET \/v1\/index\.php\?endpoint=user_balance -> 200/);
      process.kill(-(child.pid as number), 'SIGTERM');
      await waitFor(child, () => out, /Image API emulator closed\./);
    } finally {
      try {
        process.kill(-(child.pid as number), 'SIGKILL');
      } catch {
        // the whole process group is already gone
      }
      await exited;
    }
  });
});
