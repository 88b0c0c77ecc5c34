import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type ComfyEmulator,
  type ComfyEmulatorOptions,
  startComfyEmulator,
} from '../../../sandbox/comfyui/index.js';
import { comfyRegistration } from '../../../src/backends/comfyui/comfy-registration.js';
import {
  PoolServerRefusedError,
  ServiceUnavailableError,
} from '../../../src/image-backend/backend-errors.js';
import type { PoolServer } from '../../../src/image-backend/backend-pool.js';
import type { TaskStatus } from '../../../src/image-backend/backend-types.js';
import type { ImageBackend } from '../../../src/image-backend/image-backend.js';
import { workflow } from '../../sandbox/comfyui/comfy-fixture.js';
import { makeRegistered, type RegisteredBackendKit } from '../helpers/registered-backend.js';
import { eventually } from '../imagine/imagine-kit.js';
import { writeWorkflows } from './comfy-kit.js';

const FAST = { stepMs: 10, nodeMs: 5, previews: false } as const;

/** The default workflow on the SDXL checkpoint. */
function sdxlWorkflow() {
  const graph = workflow();
  (graph['4'] as { inputs: Record<string, unknown> }).inputs.ckpt_name =
    'sd_xl_base_1.0.safetensors';
  return graph;
}

/** The pool's id of an emulator: its host and port. */
const idOf = (emulator: ComfyEmulator) => new URL(emulator.url).host;

async function ended(backend: ImageBackend, taskId: string): Promise<TaskStatus> {
  return eventually(async () => {
    const status = await backend.taskStatus('', taskId);
    return (status.state === 'completed' || status.state === 'failed') && status;
  }, 20_000);
}

describe('ComfyUI as a pool of two servers, each its own emulator', { timeout: 60_000 }, () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  const emulator = async (options: ComfyEmulatorOptions) => {
    const started = await startComfyEmulator({ ...FAST, ...options });
    cleanups.push(() => started.close());
    return started;
  };

  /** Both servers in COMFYUI_URL (SD 1.5 only, then both checkpoints), made as the bot makes them. */
  const startPool = async (first: ComfyEmulatorOptions = {}, env: Record<string, string> = {}) => {
    const lacking = await emulator({ checkpoints: ['v1-5-pruned-emaonly.safetensors'], ...first });
    const having = await emulator({});
    const dir = await writeWorkflows({ sd15: workflow(), sdxl: sdxlWorkflow() });
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const kit: RegisteredBackendKit = await makeRegistered(comfyRegistration, {
      COMFYUI_URL: `${lacking.url},${having.url}`,
      COMFYUI_SLOTS: '1,2',
      COMFYUI_WORKFLOWS_DIR: dir,
      ...env,
    });
    cleanups.push(() => kit.close());
    const pool = kit.backend.pool;
    if (!pool) throw new Error('ComfyUI has no pool');
    const changes: string[] = [];
    pool.onChange(({ id, state }: PoolServer) => changes.push(`${id} ${state}`));
    return { lacking, having, kit, backend: kit.backend, pool, changes };
  };

  it('names as eligible only the server with the workflow’s checkpoint, runs it there, and routes its task by its id', async () => {
    const { lacking, having, backend, pool } = await startPool();
    const probe = await backend.probe?.();
    expect(probe?.url).toBe(`${lacking.url}, ${having.url}`);
    expect(probe?.servers?.map(({ problems }) => problems.length)).toEqual([1, 0]);
    expect(probe?.problems[0]?.line).toContain(
      `ComfyUI at ${idOf(lacking)} has no checkpoint sd_xl_base_1.0.safetensors`,
    );
    expect(pool.servers()).toEqual([
      { id: idOf(lacking), label: idOf(lacking), slots: 1, state: 'up' },
      { id: idOf(having), label: idOf(having), slots: 2, state: 'up' },
    ]);
    expect(pool.eligible({ prompt: 'owl' })).toEqual([idOf(lacking), idOf(having)]);
    expect(pool.eligible({ prompt: 'owl', workflow: 'sdxl' })).toEqual([idOf(having)]);
    expect(await backend.choices?.()).toEqual(['sd15', 'sdxl']);

    const request = { prompt: 'owl', workflow: 'sdxl', steps: 2 };
    const submitted = await backend.submit('', request, {
      server: idOf(having),
      submissionId: 'job-1',
    });
    expect(submitted.taskId).toMatch(new RegExp(`^${idOf(having)}\\|[0-9a-f-]{36}$`));
    expect(pool.serverOf(submitted.taskId)).toBe(idOf(having));
    const status = await ended(backend, submitted.taskId);
    expect(status).toMatchObject({ state: 'completed', taskId: submitted.taskId });
    const image = await backend.downloadImage((status as { imageUrl: string }).imageUrl);
    expect(image.subarray(1, 4).toString()).toBe('PNG');
    const own = submitted.taskId.split('|')[1] as string;
    expect(having.history(own)).toBeDefined();
    expect(lacking.history(own)).toBeUndefined();
    expect(await backend.findSubmission?.('', 'job-1', { server: idOf(having) })).toBe(
      submitted.taskId,
    );
    await expect(backend.submit('', request)).rejects.toBeInstanceOf(PoolServerRefusedError);
    expect(lacking.stats.violations).toEqual([]);
    expect(having.stats.violations).toEqual([]);
  });

  it('names as eligible for an edit with two references only the server whose edit model takes two (Qwen-Image-Edit-2509), one reference either', async () => {
    const lacking = await emulator({ withoutNodes: ['TextEncodeQwenImageEditPlus'] });
    const having = await emulator({});
    const shipped = (file: string) =>
      JSON.parse(readFileSync(`comfyui-workflows/families/${file}.json`, 'utf8'));
    const dir = await writeWorkflows({
      sd15: workflow(),
      kontext: shipped('flux1-kontext-dev-edit'),
      'qwen-edit': shipped('qwen-image-edit-2509'),
    });
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const kit = await makeRegistered(comfyRegistration, {
      COMFYUI_URL: `${lacking.url},${having.url}`,
      COMFYUI_WORKFLOWS_DIR: dir,
    });
    cleanups.push(() => kit.close());
    const pool = kit.backend.pool;
    await kit.backend.probe?.();
    const edit = { action: { kind: 'edit' as const, strength: 0.6 } };
    expect(pool?.eligible({ prompt: 'make it night' }, { ...edit, references: 1 })).toEqual([
      idOf(lacking),
      idOf(having),
    ]);
    expect(
      pool?.eligible({ prompt: 'put the cat on the sofa' }, { ...edit, references: 2 }),
    ).toEqual([idOf(having)]);
  });

  it('takes a killed server down (its running job’s poll fails), sends nothing there, and brings it back when it is restarted on its port', async () => {
    const { lacking, having, kit, backend, pool, changes } = await startPool({ stepMs: 60_000 });
    await backend.probe?.();
    const running = await backend.submit('', { prompt: 'owl' }, { server: idOf(lacking) });
    await eventually(async () => (await backend.taskStatus('', running.taskId)).state !== 'queued');
    await lacking.kill();
    const failed = await eventually(() =>
      backend.taskStatus('', running.taskId).then(
        () => false,
        (error: unknown) => error,
      ),
    );
    expect(failed).toBeInstanceOf(ServiceUnavailableError);
    expect(changes).toEqual([`${idOf(lacking)} down`]);
    expect(pool.eligible({ prompt: 'owl' })).toEqual([idOf(having)]);
    await expect(
      backend.submit('', { prompt: 'owl' }, { server: idOf(lacking) }),
    ).rejects.toMatchObject({ why: 'down' });
    expect(kit.lines.filter((line) => line.includes('stopped answering'))).toEqual([
      expect.stringMatching(
        new RegExp(
          `^warn ComfyUI at ${idOf(lacking)} stopped answering \\((ECONNREFUSED|ECONNRESET|UND_ERR_SOCKET)\\): no job is sent there until it answers again; asked every 10 s$`,
        ),
      ),
    ]);

    await lacking.restart();
    await backend.taskStatus('', running.taskId).catch(() => undefined);
    await eventually(async () => pool.servers()[0]?.state === 'up', 20_000);
    expect(changes).toEqual([`${idOf(lacking)} down`, `${idOf(lacking)} up`]);
    expect(kit.lines).toContain(
      `info ComfyUI at ${idOf(lacking)} answers again: jobs are sent there again`,
    );
    expect(pool.eligible({ prompt: 'owl' })).toEqual([idOf(lacking), idOf(having)]);
    const again = await backend.submit('', { prompt: 'owl', steps: 1 }, { server: idOf(lacking) });
    expect(again.taskId.startsWith(`${idOf(lacking)}|`)).toBe(true);
  });

  it('sends each server its own token (COMFYUI_TOKEN one per URL), each a secret', async () => {
    const one = await emulator({ auth: { token: 'token-of-one' } });
    const two = await emulator({ auth: { token: 'token-of-two' } });
    const dir = await writeWorkflows({ sd15: workflow() });
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const kit = await makeRegistered(comfyRegistration, {
      COMFYUI_URL: `${one.url},${two.url}`,
      COMFYUI_TOKEN: 'token-of-one,token-of-two',
      COMFYUI_WORKFLOWS_DIR: dir,
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
    kit.logger.info('token-of-one and token-of-two');
    expect(kit.lines.at(-1)).not.toMatch(/token-of-(one|two)/);
  });

  it('takes a server cut off down when its requests time out, and back once they are answered', async () => {
    const { lacking, having, kit, backend, pool, changes } = await startPool(
      {},
      {
        COMFYUI_TIMEOUT_MS: '500',
      },
    );
    await backend.probe?.();
    const { taskId } = await backend.submit(
      '',
      { prompt: 'owl', steps: 1 },
      { server: idOf(lacking) },
    );
    await ended(backend, taskId);
    lacking.partition();
    await expect(backend.taskStatus('', taskId)).rejects.toThrow();
    expect(changes).toEqual([`${idOf(lacking)} down`]);
    expect(kit.lines.filter((line) => line.includes('stopped answering'))).toEqual([
      `warn ComfyUI at ${idOf(lacking)} stopped answering (no answer within 500 ms): no job is sent there until it answers again; asked every 10 s`,
    ]);
    expect(pool.eligible({ prompt: 'owl' })).toEqual([idOf(having)]);
    lacking.heal();
    await backend.taskStatus('', taskId);
    await eventually(async () => pool.servers()[0]?.state === 'up', 20_000);
    expect(changes).toEqual([`${idOf(lacking)} down`, `${idOf(lacking)} up`]);
  });
});
