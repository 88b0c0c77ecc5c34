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

  it('reads --instances: consecutive ports and seeds, each instance its own models, LoRAs and service time', () => {
    const { instances } = CLI_ARGS.parse([
      ...['--instances', '3', '--seed', '7', '--models', 'a.safetensors,b.safetensors'],
      ...['--models', '2:c.safetensors', '--service-time', 'rtx-3060'],
      ...['--service-time', '3:h200', '--loras', '1:detail.safetensors'],
    ]);
    expect(instances).toMatchObject([
      {
        port: 8188,
        seed: 7,
        checkpoints: ['a.safetensors', 'b.safetensors'],
        loras: ['detail.safetensors'],
        serviceTime: 'rtx-3060',
      },
      { port: 8189, seed: 8, checkpoints: ['c.safetensors'], serviceTime: 'rtx-3060' },
      { port: 8190, seed: 9, checkpoints: ['a.safetensors', 'b.safetensors'], serviceTime: 'h200' },
    ]);
    expect(instances[1]?.loras).toBeUndefined();
    expect(
      CLI_ARGS.parse(['--port', '0', '--instances', '2']).instances.map((o) => o.port),
    ).toEqual([0, 0]);
    expect(() => CLI_ARGS.parse(['--instances', '0'])).toThrow(/--instances/);
    expect(() => CLI_ARGS.parse(['--service-time', 'gtx-480'])).toThrow(/rtx-3060/);
  });

  it('reads the model files a server has, the nodes it lacks and how its videos are written', () => {
    const { instances } = CLI_ARGS.parse([
      ...['--instances', '2', '--vaes', '', '--diffusion-models', '2:other.safetensors'],
      ...['--without-nodes', '2:SaveVideo,CreateVideo', '--video-grain', '30'],
      ...['--ffmpeg', '/opt/ffmpeg/bin/ffmpeg'],
    ]);
    expect(instances[0]).toMatchObject({
      modelFiles: { vaes: [] },
      withoutNodes: undefined,
      videoGrain: 30,
      ffmpeg: '/opt/ffmpeg/bin/ffmpeg',
    });
    expect(instances[0]?.modelFiles?.diffusionModels).toBeUndefined();
    expect(instances[1]).toMatchObject({
      modelFiles: { diffusionModels: ['other.safetensors'], vaes: [] },
      withoutNodes: ['SaveVideo', 'CreateVideo'],
    });
    expect(() => CLI_ARGS.parse(['--video-grain', 'lots'])).toThrow(/--video-grain/);
  });

  it('starts two instances, each listening with its own models, acts on each as typed, and closes both on SIGTERM', async () => {
    const child = spawn(
      process.execPath,
      [
        ...['--import', 'tsx', 'sandbox/comfyui/cli.ts', '--port', '0', '--instances', '2'],
        ...['--models', '2:only-here.safetensors', '--service-time', 'rtx-4090', '--quiet'],
      ],
      { cwd: process.cwd(), detached: true, stdio: ['pipe', 'pipe', 'pipe'] },
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
      expect(urls.map((match) => match[1])).toEqual(['1', '2']);
      const lists = await Promise.all(
        urls.map(async ([, , url]) => {
          const info = (await (
            await fetch(`${url}/object_info/CheckpointLoaderSimple`)
          ).json()) as {
            CheckpointLoaderSimple: { input: { required: { ckpt_name: [string[]] } } };
          };
          return info.CheckpointLoaderSimple.input.required.ckpt_name[0];
        }),
      );
      expect(lists).toEqual([
        ['v1-5-pruned-emaonly.safetensors', 'sd_xl_base_1.0.safetensors'],
        ['only-here.safetensors'],
      ]);
      expect(out).toContain('Service time: SD WebUI Benchmark Data, RTX 4090');
      const [first, second] = urls.map((match) => match[2] as string);
      const said = (line: string, pattern: RegExp) => {
        child.stdin?.write(`${line}\n`);
        return waitFor(child, () => out, pattern);
      };
      await said('kill 2', /instance 2 \(http:\S+\): down\n/);
      await expect(fetch(`${second}/prompt`)).rejects.toThrow();
      expect((await fetch(`${first}/prompt`)).status).toBe(200);
      await said('restart 2', /instance 2 \(http:\S+\): up\n/);
      expect((await fetch(`${second}/prompt`)).status).toBe(200);
      await said('partition 1', /instance 1 \(http:\S+\): partitioned\n/);
      await said('heal 1', /instance 1 \(http:\S+\): up\n/);
      await said('stats', /\{"instance":2,[^\n]*\}\n/);
      const stats = out
        .split('\n')
        .filter((line) => line.startsWith('{"instance"'))
        .map((line) => JSON.parse(line));
      expect(stats).toMatchObject([
        { instance: 1, url: first, state: 'up', jobs: 0, switches: 0, queue: [] },
        { instance: 2, url: second, state: 'up', jobs: 0 },
      ]);
      await said('kill 3', /\? kill 3: Type kill, restart/);
      process.kill(-(child.pid as number), 'SIGTERM');
      await waitFor(child, () => out, /ComfyUI emulators closed\./);
    } finally {
      try {
        process.kill(-(child.pid as number), 'SIGKILL');
      } catch {
        // the whole process group is already gone
      }
      await exited;
    }
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
