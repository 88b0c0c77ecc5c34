import { type ChildProcess, spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { CLI_ARGS } from '../../../sandbox/comfyui/cli-args.js';
import { connect, post, workflow } from './comfy-fixture.js';

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

describe('ComfyUI emulator CLI', () => {
  it('parses ports, checkpoints, durations, previews and the token', () => {
    expect(CLI_ARGS.parse([]).options).toMatchObject({
      port: 8188,
      timeScale: 1,
      maxUploadMb: 100,
      previews: true,
      auth: undefined,
    });
    const { options } = CLI_ARGS.parse([
      ...['--port', '0', '--checkpoint', 'a.safetensors', '--checkpoint', 'b.safetensors'],
      ...[
        '--max-upload-size',
        '20',
        '--time-scale',
        '0.1',
        '--step-ms',
        '50',
        '--no-previews',
        '--token',
        't',
        '--token-header',
        'X-API-Key',
      ],
    ]);
    expect(options).toMatchObject({
      port: 0,
      checkpoints: ['a.safetensors', 'b.safetensors'],
      maxUploadMb: 20,
      timeScale: 0.1,
      stepMs: 50,
      previews: false,
      auth: { token: 't', header: 'X-API-Key' },
    });
    expect(() => CLI_ARGS.parse(['--port', 'eighty'])).toThrow(/--port/);
    expect(() => CLI_ARGS.parse(['--token-header', 'X'])).toThrow(/--token/);
  });

  it('starts, runs a prompt on the real clock, streams it, and closes on SIGTERM', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'sandbox/comfyui/cli.ts', '--port', '0', '--time-scale', '0.01'],
      { cwd: process.cwd(), detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
    try {
      const [, url] = await waitFor(child, () => out, /listening on (http:\/\/127\.0\.0\.1:\d+)\n/);
      const ws = await connect(`${(url as string).replace('http', 'ws')}/ws?clientId=cli`);
      const { prompt_id } = (await post(`${url}/prompt`, { prompt: workflow(), client_id: 'cli' }))
        .json;
      expect(await ws.next('execution_success')).toMatchObject({ prompt_id });
      await waitFor(child, () => out, /POST \/prompt -> 200/);
      process.kill(-(child.pid as number), 'SIGTERM');
      await waitFor(child, () => out, /ComfyUI emulator closed\./);
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
