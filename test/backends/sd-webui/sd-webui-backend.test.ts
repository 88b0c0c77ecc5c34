import { afterEach, describe, expect, it } from 'vitest';
import { renderPng } from '../../../sandbox/emulator-kit/picture.js';
import { type SdWebuiEmulator, startSdWebuiEmulator } from '../../../sandbox/sd-webui/index.js';
import { SdWebuiBackend } from '../../../src/backends/sd-webui/sd-webui-backend.js';
import { BackendSetupError } from '../../../src/image-backend/backend-errors.js';
import type { TaskStatus } from '../../../src/image-backend/backend-types.js';
import type { InputImage } from '../../../src/image-backend/images-in.js';

let webui: SdWebuiEmulator;
let backend: SdWebuiBackend;
afterEach(async () => {
  await backend?.close();
  await webui?.close();
});

const start = async (login?: string, apiAuth?: string) => {
  webui = await startSdWebuiEmulator({ stepMs: 5, ...(apiAuth && { apiAuth }) });
  backend = new SdWebuiBackend({ baseUrl: webui.url, timeoutMs: 5_000, ...(login && { login }) });
};

const photo: InputImage = {
  bytes: renderPng({ width: 40, height: 24, text: 'photo', seed: 1, index: 0 }),
  type: 'image/png',
  width: 40,
  height: 24,
};

const wide: InputImage = {
  bytes: renderPng({ width: 203, height: 121, text: 'wide', seed: 1, index: 0 }),
  type: 'image/png',
  width: 203,
  height: 121,
};

async function ended(taskId: string): Promise<TaskStatus> {
  for (;;) {
    const status = await backend.taskStatus('', taskId);
    if (status.state === 'completed' || status.state === 'failed') return status;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const size = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

describe('the Stable Diffusion WebUI backend on its emulator', () => {
  it('names the checkpoint a job loads: the one it names, else the same for every job naming none', async () => {
    await start();
    const own = backend.modelOf({ prompt: 'owl' });
    expect(own).toBeDefined();
    expect(backend.modelOf({ prompt: 'owl' }, { action: { kind: 'edit' } })).toBe(own);
    expect(backend.modelOf({ prompt: 'owl', model: 'dreamshaper_8' })).toBe('dreamshaper_8');
    // Extras upscale with an upscaler, loading no checkpoint.
    expect(backend.modelOf({ prompt: '' }, { action: { kind: 'upscale', factor: 2 } })).toBe(
      undefined,
    );
  });

  it('edits an image with img2img: its strength, the input size in multiples of 8', async () => {
    await start();
    const { taskId } = await backend.submit(
      '',
      { prompt: 'a blue fox', steps: 3 },
      {
        input: { action: { kind: 'edit', strength: 0.4 }, image: wide },
      },
    );
    const status = await ended(taskId);
    expect(status.state).toBe('completed');
    const png = await backend.downloadImage((status as { imageUrl: string }).imageUrl);
    expect(size(png)).toEqual([200, 120]);
    expect(webui.stats.requests.img2img).toBe(1);
    expect(png.toString('latin1')).toContain('Denoising strength: 0.4');
    expect(webui.stats.violations).toEqual([]);
  });

  it('upscales ×2 and ×4 with extra-single-image, and describes with interrogate', async () => {
    await start();
    for (const factor of [2, 4]) {
      const { taskId } = await backend.submit(
        '',
        { prompt: '' },
        {
          input: { action: { kind: 'upscale', factor }, image: photo },
        },
      );
      const status = await ended(taskId);
      const png = await backend.downloadImage((status as { imageUrl: string }).imageUrl);
      expect(size(png)).toEqual([40 * factor, 24 * factor]);
    }
    expect(webui.stats.requests.extra_single_image).toBe(2);
    expect(await backend.describe('', photo)).toContain('a wide picture');
    expect(backend.capabilities.imagesIn).toMatchObject({
      upscale: { factors: [2, 4], maxResultPixels: 4096 * 4096 },
      describe: true,
    });
    expect(webui.stats.violations).toEqual([]);
  });

  it('logs in with --api-auth, and a wrong login is refused at submission as the operator’s to fix', async () => {
    await start('bot:right', 'bot:right');
    expect(await backend.choices()).toEqual(['v1-5-pruned-emaonly', 'sd_xl_base_1.0']);
    expect(backend.capabilities.parameters.sampler?.values).toContain('DPM++ 2M Karras');
    expect((await backend.probe()).problems).toEqual([]);
    await backend.close();
    backend = new SdWebuiBackend({ baseUrl: webui.url, timeoutMs: 5_000, login: 'bot:wrong' });
    await expect(backend.submit('', { prompt: 'x' })).rejects.toBeInstanceOf(BackendSetupError);
    const probe = await backend.probe();
    expect(probe.problems.map((p) => p.setting)).toEqual(['SD_WEBUI_AUTH']);
    expect(JSON.stringify(probe)).not.toContain('wrong');
  });

  it('ends a task id this process does not hold as interrupted: the WebUI keeps no result to fetch', async () => {
    await start();
    const status = await backend.taskStatus('', 'sdw-00000000-0000-4000-8000-000000000000');
    expect(status).toMatchObject({ state: 'failed', reason: 'interrupted' });
    expect(webui.stats.requests.txt2img).toBe(0);
  });

  it('stops a queued call as it starts even when its first progress read fails', async () => {
    webui = await startSdWebuiEmulator({ stepMs: 20 });
    backend = new SdWebuiBackend({ baseUrl: webui.url, timeoutMs: 5_000 });
    const theirs = fetch(`${webui.url}/sdapi/v1/txt2img`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ prompt: 'theirs', steps: 20, force_task_id: 'another-client' }),
    });
    await expect.poll(() => webui.queue().running).toBe('another-client');
    const { taskId } = await backend.submit('', { prompt: 'mine', steps: 20 });
    webui.setFaults({ routes: ['internal_progress'], serverErrorNext: 1 });
    await backend.cancel('', taskId);
    expect((await theirs).status).toBe(200);
    await expect.poll(() => webui.stats.interrupts, { timeout: 5_000 }).toEqual([taskId]);
  });

  it('cuts the calls held at the WebUI, running and queued there, when it closes', async () => {
    webui = await startSdWebuiEmulator({ stepMs: 50 });
    backend = new SdWebuiBackend({ baseUrl: webui.url, timeoutMs: 5_000 });
    const submitted = await Promise.all(
      [0, 1, 2].map((index) => backend.submit('', { prompt: `closing ${index}`, steps: 25 })),
    );
    await expect.poll(() => webui.stats.requests.txt2img).toBe(3);
    await backend.close();
    for (const { taskId } of submitted) {
      await expect.poll(async () => (await backend.taskStatus('', taskId)).state).toBe('failed');
      expect(await backend.taskStatus('', taskId)).toMatchObject({ reason: 'cut' });
    }
  });
});
