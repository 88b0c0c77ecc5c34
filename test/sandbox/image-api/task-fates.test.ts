import { describe, expect, it } from 'vitest';
import { TASK_FAILED_ERROR } from '../../../sandbox/image-api/index.js';
import { call, startEmulator, status, submit } from './emulator-fixture.js';

describe('image API emulator task fates', () => {
  it('fails the next N tasks with the spec failure shape', async () => {
    const { api, key, clock } = await startEmulator();
    api.setFaults({ failNextTasks: 1 });
    const failing = (await submit(api, key, { prompt: 'doomed' })).json.data.id;
    const fine = (await submit(api, key, { prompt: 'fine' })).json.data.id;
    clock.advance(60_000);
    expect((await status(api, key, failing)).json).toEqual({
      success: true,
      data: { id: failing, status: 'failed', error: TASK_FAILED_ERROR, result: null },
      error: null,
    });
    expect((await status(api, key, fine)).json.data.status).toBe('completed');
    expect((await call(`${api.url}/images/${failing}.png`)).status).toBe(404);
    expect(api.stats.faults.task_failure).toBe(1);
  });

  it('fails a share of tasks, and setTaskFate changes one task', async () => {
    const { api, key, clock } = await startEmulator();
    api.setFaults({ failTaskRate: 1 });
    const a = (await submit(api, key, { prompt: 'a' })).json.data.id;
    const b = (await submit(api, key, { prompt: 'b' })).json.data.id;
    api.setTaskFate(b, 'complete');
    clock.advance(60_000);
    expect(api.task(a)?.state).toBe('failed');
    expect((await status(api, key, b)).json.data.status).toBe('completed');
  });

  it('keeps never-finishing tasks processing below 100', async () => {
    const { api, key, clock } = await startEmulator();
    api.setFaults({ hangNextTasks: 1 });
    const stuck = (await submit(api, key, { prompt: 'stuck', workflow: 'rr3' })).json.data.id;
    api.setFaults({ hangTaskRate: 1 });
    const alsoStuck = (await submit(api, key, { prompt: 'stuck too' })).json.data.id;
    clock.advance(3_600_000);
    for (const id of [stuck, alsoStuck]) {
      expect((await status(api, key, id)).json.data).toEqual({
        id,
        status: 'processing',
        created_at: null,
        result: null,
        progress: 99,
      });
    }
    expect(api.stats.faults.task_hang).toBe(2);
  });
});
