import { afterEach, describe, expect, it } from 'vitest';
import {
  type SdWebuiEmulator,
  type SdWebuiEmulatorOptions,
  startSdWebuiEmulator,
} from '../../../sandbox/sd-webui/index.js';
import { sdWebuiRegistration } from '../../../src/backends/sd-webui/sd-webui-registration.js';
import { UnknownTaskError } from '../../../src/image-backend/backend-errors.js';
import type { TaskStatus } from '../../../src/image-backend/backend-types.js';
import type { ImageBackend } from '../../../src/image-backend/image-backend.js';
import { makeRegistered } from '../helpers/registered-backend.js';
import { eventually } from '../imagine/imagine-kit.js';

const SD15 = { name: 'v1-5-pruned-emaonly', hash: '6ce0161689' };
const SDXL = 'sd_xl_base_1.0';

/** The pool's id of an emulator: its host and port. */
const idOf = (emulator: SdWebuiEmulator) => new URL(emulator.url).host;

async function ended(backend: ImageBackend, taskId: string): Promise<TaskStatus> {
  return eventually(async () => {
    const status = await backend.taskStatus('', taskId);
    return (status.state === 'completed' || status.state === 'failed') && status;
  }, 20_000);
}

describe('the WebUI as a pool of two servers, each its own emulator', { timeout: 60_000 }, () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  const emulator = async (options: SdWebuiEmulatorOptions) => {
    const started = await startSdWebuiEmulator({ stepMs: 5, ...options });
    cleanups.push(() => started.close());
    return started;
  };

  /** Both WebUIs in SD_WEBUI_URL (SD 1.5 and one LoRA, then everything), made as the bot makes them. */
  const startPool = async (first: SdWebuiEmulatorOptions = {}) => {
    const lacking = await emulator({
      checkpoints: [SD15],
      loras: [{ name: 'add_detail' }],
      ...first,
    });
    const having = await emulator({});
    const kit = await makeRegistered(sdWebuiRegistration, {
      SD_WEBUI_URL: `${lacking.url},${having.url}`,
      SD_WEBUI_SLOTS: '1,2',
    });
    cleanups.push(() => kit.close());
    const pool = kit.backend.pool;
    if (!pool) throw new Error('the WebUI has no pool');
    const changes: string[] = [];
    pool.onChange(({ id, state }) => changes.push(`${id} ${state}`));
    return { lacking, having, kit, backend: kit.backend, pool, changes };
  };

  it('names as eligible only the server with the checkpoint and LoRA asked, offers both servers’ lists, runs it there, its image held until delivered', async () => {
    const { lacking, having, backend, pool } = await startPool();
    const probe = await backend.probe?.();
    expect(probe?.problems).toEqual([]);
    expect(probe?.url).toBe(`${lacking.url}, ${having.url}`);
    expect(pool.servers().map(({ id, slots, state }) => [id, slots, state])).toEqual([
      [idOf(lacking), 1, 'up'],
      [idOf(having), 2, 'up'],
    ]);
    expect(await backend.choices?.()).toEqual([SD15.name, SDXL]);
    expect(backend.capabilities.parameters.model?.values).toEqual([SD15.name, SDXL]);
    const loras = await backend.loras?.();
    expect(loras?.map(({ name }) => name)).toEqual([
      'add_detail',
      'pixel-art-xl-v1.1',
      'lcm-lora-sdv1-5',
    ]);
    expect(pool.eligible({ prompt: 'owl' })).toEqual([idOf(lacking), idOf(having)]);
    expect(pool.eligible({ prompt: 'owl', model: SDXL })).toEqual([idOf(having)]);
    const pixelArt = { name: 'pixel-art-xl-v1.1', label: 'pixel-art-xl', weight: 1 };
    expect(pool.eligible({ prompt: 'owl', loras: [pixelArt] })).toEqual([idOf(having)]);

    const request = { prompt: 'owl', model: SDXL, steps: 2 };
    const submitted = await backend.submit('', request, {
      server: idOf(having),
      submissionId: 'job-1',
    });
    expect(submitted.taskId).toMatch(new RegExp(`^${idOf(having)}\\|sdw-[0-9a-f-]{36}$`));
    const status = await ended(backend, submitted.taskId);
    expect(status).toMatchObject({ state: 'completed', taskId: submitted.taskId, model: SDXL });
    const { imageUrl } = status as { imageUrl: string };
    const image = await backend.downloadImage(imageUrl);
    expect(image.subarray(1, 4).toString()).toBe('PNG');
    backend.delivered?.(imageUrl);
    await expect(backend.downloadImage(imageUrl)).rejects.toBeInstanceOf(UnknownTaskError);
    expect(having.stats.requests.txt2img).toBe(1);
    expect(lacking.stats.requests.txt2img ?? 0).toBe(0);
    expect(lacking.stats.violations).toEqual([]);
    expect(having.stats.violations).toEqual([]);
  });

  it('takes a killed WebUI down (its call in flight cut), sends nothing there, and brings it back when it is restarted on its port', async () => {
    const { lacking, having, kit, backend, pool, changes } = await startPool({ stepMs: 60_000 });
    await backend.probe?.();
    const running = await backend.submit(
      '',
      { prompt: 'owl', steps: 2 },
      { server: idOf(lacking), submissionId: 'job-2' },
    );
    await eventually(async () => (await backend.taskStatus('', running.taskId)).state !== 'queued');
    await lacking.kill();
    await eventually(async () => pool.servers()[0]?.state === 'down');
    expect(changes).toEqual([`${idOf(lacking)} down`]);
    expect(await backend.taskStatus('', running.taskId)).toMatchObject({ state: 'failed' });
    expect(pool.eligible({ prompt: 'owl' })).toEqual([idOf(having)]);
    await expect(
      backend.submit('', { prompt: 'owl' }, { server: idOf(lacking) }),
    ).rejects.toMatchObject({ why: 'down' });
    expect(kit.lines.filter((line) => line.includes('stopped answering'))).toEqual([
      expect.stringMatching(
        new RegExp(`^warn the Stable Diffusion WebUI at ${idOf(lacking)} stopped answering \\(`),
      ),
    ]);

    await lacking.restart();
    expect(await backend.findSubmission?.('', 'job-2', { server: idOf(lacking) })).toBeUndefined();
    await eventually(async () => pool.servers()[0]?.state === 'up', 20_000);
    expect(changes).toEqual([`${idOf(lacking)} down`, `${idOf(lacking)} up`]);
    const again = await backend.submit('', { prompt: 'owl', steps: 1 }, { server: idOf(lacking) });
    expect(again.taskId.startsWith(`${idOf(lacking)}|`)).toBe(true);
    await eventually(
      async () => (await backend.taskStatus('', again.taskId)).state === 'processing',
    );
  });

  it('logs in to each WebUI with its own --api-auth login (SD_WEBUI_AUTH one per URL), each a secret', async () => {
    const one = await emulator({ apiAuth: 'bot:pass-of-one' });
    const two = await emulator({ apiAuth: 'bot:pass-of-two' });
    const kit = await makeRegistered(sdWebuiRegistration, {
      SD_WEBUI_URL: `${one.url},${two.url}`,
      SD_WEBUI_AUTH: 'bot:pass-of-one,bot:pass-of-two',
    });
    cleanups.push(() => kit.close());
    expect((await kit.backend.probe?.())?.problems).toEqual([]);
    for (const server of [one, two]) {
      const { taskId } = await kit.backend.submit(
        '',
        { prompt: 'owl', steps: 1 },
        { server: idOf(server) },
      );
      expect(await ended(kit.backend, taskId)).toMatchObject({ state: 'completed' });
    }
    kit.logger.info('pass-of-one and pass-of-two');
    expect(kit.lines.at(-1)).not.toMatch(/pass-of-(one|two)/);
  });
});
