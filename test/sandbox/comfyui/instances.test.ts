import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { NO_COMFY_FAULTS } from '../../../sandbox/comfyui/index.js';
import { call, connect, post, startComfy, workflow } from './comfy-fixture.js';

/** The code of the network error a failed `fetch` was caused by. */
async function failure(request: Promise<unknown>): Promise<string | undefined> {
  try {
    await request;
  } catch (error) {
    return ((error as Error).cause as { code?: string } | undefined)?.code;
  }
  return 'answered';
}

/** Waits (reading every 10 ms of real time) until `check` holds. */
async function until(check: () => boolean, what: string): Promise<void> {
  for (let tries = 0; tries < 1_000 && !check(); tries++) await sleep(10);
  if (!check()) throw new Error(`never: ${what}`);
}

describe('ComfyUI emulator: killed, restarted and cut off as one server of a pool', () => {
  it('killed, it resets what was in flight, closes its WebSocket and refuses connections; restarted on its port, its queue and history are gone', async () => {
    const { comfy, clock, base } = await startComfy();
    const ws = await connect(comfy.wsUrl('bot'));
    const first = (
      await post(`${base}/prompt`, { prompt: workflow({ seed: 1 }), client_id: 'bot' })
    ).json.prompt_id;
    await post(`${base}/prompt`, { prompt: workflow({ seed: 2 }), client_id: 'bot' });
    clock.advance(60_000);
    expect(comfy.history(first)?.status.status_str).toBe('success');
    const cut = (await post(`${base}/prompt`, { prompt: workflow({ seed: 3 }), client_id: 'bot' }))
      .json.prompt_id;
    comfy.setFaults({ latencyMs: 60_000, routes: ['queue_get'] });
    const inFlight = failure(call(`${base}/queue`));
    await until(() => comfy.stats.requests.queue_get === 1, 'the call arrives');

    await comfy.kill();
    expect(comfy.state).toBe('down');
    expect(['ECONNRESET', 'UND_ERR_SOCKET']).toContain(await inFlight);
    await ws.closed;
    expect(await failure(call(`${base}/prompt`))).toBe('ECONNREFUSED');

    comfy.setFaults(NO_COMFY_FAULTS);
    await comfy.restart();
    expect(comfy.state).toBe('up');
    expect((await call(`${base}/queue`)).json).toEqual({ queue_running: [], queue_pending: [] });
    expect((await call(`${base}/history/${first}`)).json).toEqual({});
    const again = (await post(`${base}/prompt`, { prompt: workflow({ seed: 4 }) })).json;
    expect(again.number).toBe(0);
    clock.advance(60_000);
    expect(comfy.history(again.prompt_id)?.status.status_str).toBe('success');
    expect(comfy.stats.gpu.jobs).toBe(3);
    const runs = comfy.stats.gpu.runs;
    expect(runs.map(({ id, outcome }) => [id, outcome])).toEqual([
      [first, 'ended'],
      [expect.any(String), 'ended'],
      [cut, 'cut'],
      [again.prompt_id, 'ended'],
    ]);
    expect(runs.every((run) => (run.endedAt ?? 0) >= run.startedAt)).toBe(true);
    expect(comfy.stats.violations).toEqual([]);
  });

  it('partitioned, it runs on but nothing reaches it or leaves it: calls hang, its WebSocket falls silent; healed, both catch up', async () => {
    const { comfy, clock, base } = await startComfy();
    const ws = await connect(comfy.wsUrl('bot'));
    const running = (
      await post(`${base}/prompt`, { prompt: workflow({ seed: 1 }), client_id: 'bot' })
    ).json.prompt_id;
    await ws.next('execution_start');

    comfy.partition();
    expect(comfy.state).toBe('partitioned');
    let answered = false;
    const queued = post(`${base}/prompt`, { prompt: workflow({ seed: 2 }), client_id: 'bot' }).then(
      (answer) => {
        answered = true;
        return answer;
      },
    );
    clock.advance(60_000);
    expect(comfy.history(running)?.status.status_str).toBe('success');
    await sleep(300);
    expect(answered).toBe(false);
    expect(comfy.stats.queued).toBe(1);
    expect(ws.messages.some((m) => m.type === 'execution_success')).toBe(false);

    comfy.heal();
    expect(comfy.state).toBe('up');
    expect(await ws.next('execution_success')).toMatchObject({ prompt_id: running });
    expect((await queued).status).toBe(200);
    expect(comfy.stats.queued).toBe(2);
  });

  it('killed while cut off, the calls it never read see a reset and are never handled', async () => {
    const { comfy, base } = await startComfy();
    comfy.partition();
    const held = failure(post(`${base}/prompt`, { prompt: workflow() }));
    await sleep(100);
    await comfy.kill();
    expect(['ECONNRESET', 'UND_ERR_SOCKET']).toContain(await held);
    await comfy.restart();
    expect(comfy.stats.queued).toBe(0);
    expect((await call(`${base}/prompt`)).json).toEqual({ exec_info: { queue_remaining: 0 } });
  });
});
