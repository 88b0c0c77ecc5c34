import { afterEach, describe, expect, it } from 'vitest';
import { renderPng } from '../../../sandbox/emulator-kit/picture.js';
import { type SdWebuiEmulator, startSdWebuiEmulator } from '../../../sandbox/sd-webui/index.js';

let webui: SdWebuiEmulator;
afterEach(() => webui?.close());

const post = (path: string, body: unknown) =>
  fetch(`${webui.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const get = (path: string) => fetch(`${webui.url}${path}`);
const image = renderPng({ width: 64, height: 32, text: 'x', seed: 1, index: 0 }).toString('base64');

describe('the WebUI emulator as each server registers its routes', () => {
  it('A1111 --nowebui: no /internal routes (404), the API as with the UI', async () => {
    webui = await startSdWebuiEmulator({ stepMs: 2, nowebui: true });
    const progress = await post('/internal/progress', { id_task: 'x' });
    expect([progress.status, await progress.json()]).toEqual([404, { detail: 'Not Found' }]);
    expect((await get('/internal/pending-tasks')).status).toBe(404);
    expect((await get('/sdapi/v1/interrogate')).status).toBe(405);
    expect((await get('/sdapi/v1/progress')).status).toBe(200);
    expect(webui.stats.violations).toEqual([]);
  });

  it('A1111: a queued task in /internal/pending-tasks; a failed job stays current_task, so active', async () => {
    webui = await startSdWebuiEmulator({ stepMs: 400 });
    webui.setFaults({ outOfMemoryNext: 1 });
    const failing = post('/sdapi/v1/txt2img', { prompt: 'a', steps: 5, force_task_id: 'failed' });
    await expect.poll(() => webui.queue().running).toBe('failed');
    const queued = post('/sdapi/v1/txt2img', { prompt: 'b', steps: 5, force_task_id: 'next' });
    await expect.poll(() => webui.queue().pending).toEqual(['next']);
    expect(await (await get('/internal/pending-tasks')).json()).toEqual({
      size: 1,
      tasks: ['next'],
    });
    expect((await failing).status).toBe(500);
    await queued;
    webui.setFaults({ outOfMemoryNext: 1 });
    const again = post('/sdapi/v1/txt2img', { prompt: 'c', steps: 5, force_task_id: 'gone' });
    expect((await again).status).toBe(500);
    const read = await (await post('/internal/progress', { id_task: 'gone' })).json();
    expect(read).toMatchObject({ active: true, queued: false, completed: false, progress: 0 });
    expect(webui.queue().running).toBeUndefined();
    expect(webui.stats.violations).toEqual([]);
  });

  it('SD.Next: force_task_id ignored, never active in /internal/progress; /sdapi/v1/progress names its own id; 204 interrupt', async () => {
    webui = await startSdWebuiEmulator({ stepMs: 20, fork: 'sdnext' });
    const job = post('/sdapi/v1/txt2img', { prompt: 'a', steps: 50, force_task_id: 'mine' });
    await expect.poll(() => webui.queue().running).toBeDefined();
    const running = webui.queue().running;
    expect(running).not.toBe('mine');
    const internal = (await (
      await post('/internal/progress', { id_task: 'mine' })
    ).json()) as Record<string, unknown>;
    expect(internal).toMatchObject({ active: false, queued: false, paused: false, debug: false });
    expect(internal.textinfo).toBe('Waiting...');
    const global = (await (await get('/sdapi/v1/progress')).json()) as {
      id: string;
      state: { job_count: number };
    };
    expect(global.id).toBe(running);
    expect(global.state.job_count).toBe(1);
    const stop = await post('/sdapi/v1/interrupt', {});
    expect([stop.status, await stop.text()]).toEqual([204, '']);
    expect((await job).status).toBe(200);
    expect(webui.stats.interrupts).toEqual([running]);
    expect(webui.stats.violations).toEqual([]);
  });

  it("SD.Next: no /sdapi/v1/interrogate; /sdapi/v1/caption's openclip", async () => {
    webui = await startSdWebuiEmulator({ stepMs: 2, fork: 'sdnext' });
    expect((await post('/sdapi/v1/interrogate', { image, model: 'clip' })).status).toBe(404);
    expect((await get('/sdapi/v1/interrogate')).status).toBe(404);
    expect((await get('/sdapi/v1/caption')).status).toBe(405);
    const said = await post('/sdapi/v1/caption', { backend: 'openclip', image });
    expect(await said.json()).toEqual({
      backend: 'openclip',
      caption: 'a wide picture of a checkerboard pattern, digital art, 64x32',
    });
    expect(
      (await post('/sdapi/v1/caption', { backend: 'openclip', image, model: 'x' })).status,
    ).toBe(404);
    expect(webui.stats.violations).toEqual([]);
  });

  it('draws a live preview every 10 steps by default (show_progress_every_n_steps)', async () => {
    webui = await startSdWebuiEmulator({ stepMs: 20 });
    expect(webui.settings.show_progress_every_n_steps).toBe(10);
  });
});
