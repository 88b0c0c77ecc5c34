import { type ChildProcess, spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
  CLI_ARGS,
  DEFAULT_CLI_USER,
  parseModelSpec,
  parseUserSpec,
} from '../../../sandbox/horde/cli-args.js';

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

describe('AI Horde emulator CLI', () => {
  it('parses users, models, numbers and defaults', () => {
    expect(parseUserSpec('bob:bob-key:12.5')).toEqual({
      alias: 'bob',
      apiKey: 'bob-key',
      kudos: 12.5,
    });
    expect(parseUserSpec('bob:bob-key:0:3')).toEqual({
      alias: 'bob',
      apiKey: 'bob-key',
      kudos: 0,
      concurrency: 3,
    });
    expect(() => parseUserSpec('bob:12')).toThrow(/alias:apikey:kudos/);
    expect(() => parseUserSpec('bob:key:lots')).toThrow();
    expect(() => parseUserSpec('bob:key:1:0')).toThrow(/concurrency/);
    expect(parseModelSpec('AlbedoBase XL (SDXL):3:2')).toEqual({
      name: 'AlbedoBase XL (SDXL)',
      threads: 3,
      kudosFactor: 2,
    });
    expect(parseModelSpec('Flux.1-Schnell fp8 (Compact):0')).toEqual({
      name: 'Flux.1-Schnell fp8 (Compact)',
      threads: 0,
    });
    expect(() => parseModelSpec('no-threads')).toThrow(/name:threads/);
    const { options } = CLI_ARGS.parse(['--port', '0', '--user', 'a:k1:1', '--no-rate-limits']);
    expect(options).toMatchObject({ port: 0, rateLimits: false, users: [{ alias: 'a' }] });
    expect(CLI_ARGS.parse([]).options).toMatchObject({ port: 7001, rateLimits: true, users: [] });
    expect(() => CLI_ARGS.parse(['--port', 'eighty'])).toThrow(/--port/);
    expect(DEFAULT_CLI_USER).toEqual({ alias: 'alice', apiKey: 'alice-horde-key', kudos: 5000 });
  });

  it('starts, prints its URL and users, serves find_user, and closes on SIGTERM', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'sandbox/horde/cli.ts', '--port', '0', '--user', 'bob:bob-key-1:70:4'],
      { cwd: process.cwd(), detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
    try {
      const [, url] = await waitFor(child, () => out, /listening on (http:\/\/127\.0\.0\.1:\d+)\n/);
      await waitFor(child, () => out, /bob\s+bob-key-1\s+70/);
      const user = await fetch(`${url}/api/v2/find_user`, { headers: { apikey: 'bob-key-1' } });
      expect(await user.json()).toMatchObject({ username: 'bob#1', kudos: 70, concurrency: 4 });
      await waitFor(child, () => out, /GET \/api\/v2\/find_user -> 200/);
      process.kill(-(child.pid as number), 'SIGTERM');
      await waitFor(child, () => out, /AI Horde emulator closed\./);
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
