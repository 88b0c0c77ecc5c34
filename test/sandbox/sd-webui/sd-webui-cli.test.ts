import { type ChildProcess, spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { CLI_ARGS } from '../../../sandbox/sd-webui/cli-args.js';

/** Resolves with the first match of `pattern` in what `child` printed so far or prints. */
function waitFor(child: ChildProcess, output: () => string, pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (!pattern.test(output())) return;
      child.stdout?.off('data', check);
      resolve(output());
    };
    child.stdout?.on('data', check);
    child.once('close', (code) => reject(new Error(`exited ${code}: ${output()}`)));
    check();
  });
}

describe('the WebUI emulator CLI', () => {
  it('reads --instances: consecutive ports, each instance its own checkpoints, LoRAs and service time', () => {
    const { options, instances } = CLI_ARGS.parse([
      ...['--instances', '2', '--models', 'dreamshaper_8.safetensors,sd_xl_base_1.0'],
      ...['--models', '2:anything-v5.ckpt', '--loras', '2:add_detail', '--service-time', '1:h200'],
    ]);
    expect(options).toBe(instances[0]);
    expect(instances).toMatchObject([
      {
        port: 7861,
        seed: 1,
        checkpoints: [
          { name: 'dreamshaper_8', hash: expect.stringMatching(/^[0-9a-f]{10}$/) },
          { name: 'sd_xl_base_1.0' },
        ],
        serviceTime: 'h200',
      },
      {
        port: 7862,
        seed: 2,
        checkpoints: [{ name: 'anything-v5' }],
        loras: [{ name: 'add_detail' }],
      },
    ]);
    expect(instances[0]?.loras).toBeUndefined();
    expect(instances[1]?.serviceTime).toBeUndefined();
    expect(CLI_ARGS.parse([]).options.checkpoints).toBeUndefined();
    expect(() => CLI_ARGS.parse(['--instances', 'two'])).toThrow(/--instances/);
  });

  it('starts two instances, each with its own models, and closes both on SIGTERM', async () => {
    const child = spawn(
      process.execPath,
      [
        ...['--import', 'tsx', 'sandbox/sd-webui/cli.ts', '--port', '0', '--instances', '2'],
        ...['--models', '2:only-here.safetensors', '--quiet'],
      ],
      { cwd: process.cwd(), detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
    try {
      await waitFor(child, () => out, /Press Ctrl\+C/);
      const urls = [
        ...out.matchAll(/emulator (\d)\/2 listening on (http:\/\/127\.0\.0\.1:\d+)\n/g),
      ];
      const models = await Promise.all(
        urls.map(async ([, , url]) => {
          const list = (await (await fetch(`${url}/sdapi/v1/sd-models`)).json()) as {
            model_name: string;
          }[];
          return list.map((model) => model.model_name);
        }),
      );
      expect(models).toEqual([['v1-5-pruned-emaonly', 'sd_xl_base_1.0'], ['only-here']]);
      process.kill(-(child.pid as number), 'SIGTERM');
      await waitFor(child, () => out, /Stable Diffusion WebUI emulators closed\./);
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
