import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { type SdWebuiEmulator, startSdWebuiEmulator } from '../../../sandbox/sd-webui/index.js';
import { SdWebuiBackend } from '../../../src/backends/sd-webui/sd-webui-backend.js';
import type { TaskStatus } from '../../../src/image-backend/backend-types.js';
import type { InputImage } from '../../../src/image-backend/images-in.js';
import { sourcePng } from '../../sandbox/mask-pictures.js';

let webui: SdWebuiEmulator;
let backend: SdWebuiBackend;
afterEach(async () => {
  await backend?.close();
  await webui?.close();
});

async function ended(taskId: string): Promise<TaskStatus> {
  for (;;) {
    const status = await backend.taskStatus('', taskId);
    if (status.state === 'completed' || status.state === 'failed') return status;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('the WebUI backend keeps an input until its call ends, and says so (keepsInput)', () => {
  it('an edit queued at the WebUI tells the input budget it keeps the input, released once its call ended; its body carried it in base64', async () => {
    webui = await startSdWebuiEmulator({ stepMs: 50 });
    backend = new SdWebuiBackend({ baseUrl: webui.url, timeoutMs: 10_000 });
    const sources: unknown[] = [];
    webui.onReceived((call) => sources.push(call.source));
    const bytes = await sourcePng(96, 64, [200, 40, 40]);
    const photo: InputImage = { bytes, type: 'image/png', width: 96, height: 64 };
    // The first runs 40 steps: the edit's call waits in the WebUI's queue meanwhile.
    const first = await backend.submit('', { prompt: 'a lantern', steps: 40 }, {});
    const kept: Promise<unknown>[] = [];
    let released = false;
    const second = await backend.submit(
      '',
      { prompt: 'a lantern, in red', steps: 2 },
      {
        input: { action: { kind: 'edit' }, image: photo },
        keepsInput: (until) => {
          kept.push(until);
          void until.then(() => {
            released = true;
          });
        },
      },
    );
    expect(kept).toHaveLength(1);
    expect(released).toBe(false);
    expect((await ended(first.taskId)).state).toBe('completed');
    expect((await ended(second.taskId)).state).toBe('completed');
    await Promise.all(kept);
    expect(released).toBe(true);
    expect(sources.filter(Boolean)).toEqual([
      {
        width: 96,
        height: 64,
        digest: createHash('sha256').update(bytes).digest('hex').slice(0, 16),
      },
    ]);
    expect(webui.stats.violations).toEqual([]);
  });

  it('a generation from words alone keeps nothing', async () => {
    webui = await startSdWebuiEmulator({ stepMs: 1 });
    backend = new SdWebuiBackend({ baseUrl: webui.url, timeoutMs: 10_000 });
    let told = false;
    const { taskId } = await backend.submit(
      '',
      { prompt: 'a lantern', steps: 2 },
      {
        keepsInput: () => {
          told = true;
        },
      },
    );
    expect((await ended(taskId)).state).toBe('completed');
    expect(told).toBe(false);
  });
});
