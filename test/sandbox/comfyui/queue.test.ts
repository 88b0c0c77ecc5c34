import { describe, expect, it } from 'vitest';
import { call, connect, post, startComfy, workflow } from './comfy-fixture.js';

describe('ComfyUI emulator: one executor, the queue and interrupts', () => {
  it('runs prompts one at a time; /queue shows the running item and the pending heap as tuples', async () => {
    const { comfy, clock, base } = await startComfy({ stepMs: 100, nodeMs: 10 });
    const ids: string[] = [];
    for (const seed of [1, 2, 3]) {
      ids.push(
        (await post(`${base}/prompt`, { prompt: workflow({ seed }), client_id: 'c' })).json
          .prompt_id,
      );
    }
    const front = (await post(`${base}/prompt`, { prompt: workflow({ seed: 4 }), front: true }))
      .json;
    expect(front.number).toBe(-3);
    const queue = (await call(`${base}/queue`)).json;
    expect(queue.queue_running).toHaveLength(1);
    expect(queue.queue_running[0].slice(0, 2)).toEqual([0, ids[0]]);
    expect(queue.queue_running[0][3]).toEqual({ client_id: 'c' });
    expect(queue.queue_running[0][4]).toEqual(['9']);
    expect(queue.queue_pending.map((item: unknown[]) => item[1]).sort()).toEqual(
      [ids[1], ids[2], front.prompt_id].sort(),
    );
    expect(comfy.queue()).toEqual({ running: ids[0], pending: [front.prompt_id, ids[1], ids[2]] });
    expect((await call(`${base}/prompt`)).json.exec_info.queue_remaining).toBe(4);
    clock.advance(6 * 10 + 4 * 100);
    expect(comfy.queue().running).toBe(front.prompt_id);
    expect(comfy.history(ids[0] as string)?.status.status_str).toBe('success');
    clock.advance(3 * (2 * 10 + 4 * 100));
    expect(comfy.queue()).toEqual({ running: undefined, pending: [] });
    expect(comfy.stats.finished.success).toBe(4);
  });

  it('POST /queue deletes pending prompts and clears the queue; the running one goes on', async () => {
    const { comfy, base } = await startComfy();
    const ws = await connect(comfy.wsUrl('watcher'));
    const ids: string[] = [];
    for (const seed of [1, 2, 3, 4])
      ids.push((await post(`${base}/prompt`, { prompt: workflow({ seed }) })).json.prompt_id);
    const deleted = await post(`${base}/queue`, { delete: [ids[1], 'unknown'] });
    expect(deleted).toMatchObject({ status: 200, text: '' });
    expect(comfy.queue()).toEqual({ running: ids[0], pending: [ids[2], ids[3]] });
    await post(`${base}/api/queue`, { clear: true });
    expect(comfy.queue()).toEqual({ running: ids[0], pending: [] });
    await ws.next('status', (d) => d.status.exec_info.queue_remaining === 1);
    expect(comfy.stats.violations).toEqual([]);
  });

  it('POST /interrupt ends the running prompt with execution_interrupted; a prompt_id not running is ignored', async () => {
    const { comfy, clock, base } = await startComfy({ stepMs: 100 });
    const ws = await connect(comfy.wsUrl('bot'));
    const id = (await post(`${base}/prompt`, { prompt: workflow({ steps: 10 }), client_id: 'bot' }))
      .json.prompt_id;
    const next = (await post(`${base}/prompt`, { prompt: workflow({ seed: 9 }), client_id: 'bot' }))
      .json.prompt_id;
    clock.advance(700);
    await ws.next('progress', (d) => d.value === 3);
    expect(await post(`${base}/interrupt`, { prompt_id: next })).toMatchObject({
      status: 200,
      text: '',
    });
    expect(comfy.queue().running).toBe(id);
    await call(`${base}/interrupt`, { method: 'POST' });
    const interrupted = await ws.next('execution_interrupted');
    expect(interrupted).toMatchObject({ prompt_id: id, node_id: '3', node_type: 'KSampler' });
    expect([...interrupted.executed].sort()).toEqual(['4', '5', '6', '7']);
    expect(await ws.next('executing', (d) => d.node === null)).toEqual({
      node: null,
      prompt_id: id,
    });
    expect(comfy.history(id)?.status).toMatchObject({ status_str: 'error', completed: false });
    expect(comfy.history(id)?.outputs).toEqual({});
    expect(comfy.queue().running).toBe(next);
    expect(comfy.stats.finished.interrupted).toBe(1);
  });

  it('GET /history lists finished prompts, paged; POST /history deletes', async () => {
    const { comfy, clock, base } = await startComfy();
    const ids: string[] = [];
    for (const seed of [1, 2, 3])
      ids.push((await post(`${base}/prompt`, { prompt: workflow({ seed }) })).json.prompt_id);
    clock.advance(60_000);
    expect(Object.keys((await call(`${base}/history`)).json)).toEqual(ids);
    expect(Object.keys((await call(`${base}/history?max_items=2`)).json)).toEqual(ids.slice(1));
    await post(`${base}/history`, { delete: [ids[0]] });
    expect((await call(`${base}/history/${ids[0]}`)).json).toEqual({});
    expect(comfy.history(ids[1] as string)).toBeDefined();
    expect(comfy.stats.violations).toEqual([]);
  });
});
