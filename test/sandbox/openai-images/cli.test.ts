import { type ChildProcess, spawn } from 'node:child_process';
import OpenAI from 'openai';
import { describe, expect, it } from 'vitest';
import {
  CLI_ARGS,
  DEFAULT_CLI_KEY,
  parseKeySpec,
} from '../../../sandbox/openai-images/cli-args.js';

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

describe('OpenAI Images emulator CLI', () => {
  it('parses keys, quotas, revoked keys, models, numbers and defaults', () => {
    expect(parseKeySpec('sk-bob')).toEqual({ key: 'sk-bob' });
    expect(parseKeySpec('sk-bob:5000')).toEqual({ key: 'sk-bob', quotaTokens: 5000 });
    expect(() => parseKeySpec('sk-bob:lots')).toThrow(/key\[:quotaTokens\]/);
    expect(() => parseKeySpec(':12')).toThrow();
    const { options } = CLI_ARGS.parse([
      '--port',
      '0',
      '--key',
      'sk-a:10',
      '--revoked-key',
      'sk-old',
      '--model',
      'gpt-image-2',
      '--time-scale',
      '0.05',
      '--images-per-minute',
      '5',
      '--keyless-models',
    ]);
    expect(options).toMatchObject({
      port: 0,
      timeScale: 0.05,
      imagesPerMinute: 5,
      keylessModels: true,
      models: ['gpt-image-2'],
      keys: [
        { key: 'sk-a', quotaTokens: 10 },
        { key: 'sk-old', revoked: true },
      ],
    });
    expect(CLI_ARGS.parse([]).options).toMatchObject({
      port: 7002,
      timeScale: 1,
      keys: [],
      keylessModels: false,
    });
    expect(() => CLI_ARGS.parse(['--port', 'eighty'])).toThrow(/--port/);
    expect(DEFAULT_CLI_KEY).toEqual({ key: 'sk-emulator-alice' });
  });

  it('starts, prints its base URL and keys, generates for the openai client, and closes on SIGTERM', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'sandbox/openai-images/cli.ts', '--port', '0', '--time-scale', '0'],
      { cwd: process.cwd(), detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
    try {
      const [, baseURL] = await waitFor(child, () => out, /OPENAI_BASE_URL\): (http:\S+\/v1)\n/);
      await waitFor(child, () => out, /sk-emulator-alice\s+quota unlimited/);
      const client = new OpenAI({ apiKey: 'sk-emulator-alice', baseURL, maxRetries: 0 });
      const answer = await client.images.generate({ model: 'gpt-image-1', prompt: 'a fox' });
      expect(answer.data?.[0]?.b64_json).toBeTruthy();
      await waitFor(child, () => out, /POST \/v1\/images\/generations -> 200/);
      expect(out.split('Press Ctrl+C to stop.')[1]).not.toMatch(/sk-emulator-alice/);
      process.kill(-(child.pid as number), 'SIGTERM');
      await waitFor(child, () => out, /OpenAI Images emulator closed\./);
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
