import { rm } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { startComfyEmulator } from '../../../sandbox/comfyui/index.js';
import { comfyRegistration } from '../../../src/backends/comfyui/comfy-registration.js';
import { BackendRegistry } from '../../../src/image-backend/backend-registry.js';
import { LineLanes } from '../../../src/jobs/line/line-lanes.js';
import { workflow } from '../../sandbox/comfyui/comfy-fixture.js';
import { makeRegistered } from '../helpers/registered-backend.js';
import { writeWorkflows } from './comfy-kit.js';

describe('the fair line prices a ComfyUI image by what its workflow runs', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it("an image whose size and steps the member left out costs its workflow's own (512 × 512, 20 steps), as the same typed out does", async () => {
    const comfy = await startComfyEmulator({ stepMs: 10, nodeMs: 5, previews: false });
    cleanups.push(() => comfy.close());
    const base = workflow({ width: 512, height: 512, steps: 20 });
    const big = workflow({ width: 1024, height: 1024, steps: 20 });
    const dir = await writeWorkflows({ base, big });
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const kit = await makeRegistered(comfyRegistration, {
      COMFYUI_URL: comfy.url,
      COMFYUI_WORKFLOWS_DIR: dir,
    });
    cleanups.push(() => kit.close());
    const registry = new BackendRegistry([
      { id: 'comfyui', name: 'ComfyUI', signup: {}, backend: kit.backend },
    ]);
    const lanes = new LineLanes(registry, 1);
    const costOf = (request: Record<string, unknown>) => {
      const job = {
        id: 'j1',
        scope: 'guild-1',
        userId: 'alice',
        backend: 'comfyui',
        request: { prompt: 'a lighthouse', ...request },
        createdAt: 0,
      };
      return lanes.entryOf(lanes.of(job), job, 1, 'local').cost;
    };
    expect(costOf({})).toBeCloseTo(20 * 0.262144, 5);
    expect(costOf({ width: 512, height: 512, steps: 20 })).toBeCloseTo(costOf({}), 5);
    expect(costOf({ workflow: 'big' })).toBeCloseTo(20 * 1.048576, 5);
    expect(costOf({ steps: 30 })).toBeCloseTo(30 * 0.262144, 5);
  });
});
