import { describe, expect, it } from 'vitest';
import { NO_HORDE_FAULTS, NO_WORKER_MESSAGE } from '../../../sandbox/horde/index.js';
import { startHorde } from './horde-fixture.js';

describe('AI Horde emulator: injected faults', () => {
  it('impossible: accepted with the NoAvailableWorker warning, is_possible false, never served', async () => {
    const { horde, clock, client } = await startHorde();
    horde.setFaults({ impossibleNext: 1 });
    const answer = await client.submit({ prompt: 'a fox' });
    expect(answer).toMatchObject({
      status: 202,
      json: {
        message: NO_WORKER_MESSAGE,
        warnings: [{ code: 'NoAvailableWorker', message: NO_WORKER_MESSAGE }],
      },
    });
    clock.advance(10 * 60_000);
    expect((await client.check(answer.json.id)).json).toMatchObject({
      is_possible: false,
      waiting: 1,
      done: false,
      queue_position: 1,
    });
    clock.advance(11 * 60_000);
    expect((await client.check(answer.json.id)).status).toBe(404);
    expect(horde.stats.faults.impossible).toBe(1);
  });

  it('a model no worker serves is impossible too', async () => {
    const { client } = await startHorde();
    const { id } = (await client.submit({ prompt: 'a fox', models: ['Nobody Serves This'] })).json;
    expect((await client.check(id)).json.is_possible).toBe(false);
  });

  it('fault: jobs fail and restart; the third failure faults the request (done and faulted)', async () => {
    const { horde, clock, client } = await startHorde({ jobDurationMs: [10_000, 10_000] });
    horde.setFaults({ faultNext: 1 });
    const { id } = (await client.submit({ prompt: 'a fox' })).json;
    clock.advance(10_000);
    expect((await client.check(id)).json).toMatchObject({
      restarted: 1,
      processing: 1,
      done: false,
    });
    clock.advance(20_000);
    const status = (await client.status(id)).json;
    expect(status).toMatchObject({
      restarted: 3,
      done: true,
      faulted: true,
      generations: [],
      kudos: 0,
    });
    expect(horde.stats.violations).toEqual([]);
  });

  it('429 and 5xx answers replace the request on the routes targeted, with nothing done', async () => {
    const { horde, client } = await startHorde();
    horde.setFaults({ rateLimitNext: 1, routes: ['generate_async'] });
    const limited = await client.submit({ prompt: 'a fox' });
    expect(limited).toMatchObject({ status: 429, json: { message: expect.any(String) } });
    expect(limited.json.rc).toBeUndefined();
    horde.setFaults({ serverErrorNext: 2, serverErrorStatus: 503, routes: 'all' });
    expect(await client.findUser()).toMatchObject({
      status: 503,
      json: { message: 'Internal Server Error' },
    });
    expect((await client.submit({ prompt: 'a fox' })).status).toBe(503);
    expect(horde.stats.submissions).toBe(0);
    expect((await client.submit({ prompt: 'a fox' })).status).toBe(202);
    expect(horde.stats.faults).toMatchObject({ rate_limit: 1, server_error: 2 });
    horde.setFaults(NO_HORDE_FAULTS);
    expect(horde.faults).toEqual(NO_HORDE_FAULTS);
  });

  it('drops connections and adds real latency on the routes targeted', async () => {
    const { horde, client } = await startHorde();
    horde.setFaults({ dropRate: 1, routes: ['find_user'] });
    await expect(client.findUser()).rejects.toThrow();
    expect((await client.models()).status).toBe(200);
    horde.setFaults({ dropRate: 0, latencyMs: 150 });
    const started = performance.now();
    expect((await client.findUser()).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(horde.stats.faults).toMatchObject({ drop: 1, latency: 1 });
  });

  it('slow workers multiply the duration of jobs that start while set', async () => {
    const { horde, clock, client } = await startHorde({ jobDurationMs: [10_000, 10_000] });
    horde.setFaults({ slowWorkers: 6 });
    const { id } = (await client.submit({ prompt: 'a fox' })).json;
    expect((await client.check(id)).json.wait_time).toBe(60);
    clock.advance(59_000);
    expect((await client.check(id)).json.done).toBe(false);
    clock.advance(1_000);
    expect((await client.check(id)).json.done).toBe(true);
  });
});
