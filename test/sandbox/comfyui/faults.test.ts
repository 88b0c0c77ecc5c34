import { describe, expect, it } from 'vitest';
import { NO_COMFY_FAULTS, NODE_ERROR } from '../../../sandbox/comfyui/index.js';
import { call, connect, post, startComfy, workflow } from './comfy-fixture.js';

describe('ComfyUI emulator: injected faults', () => {
  it('a node error: execution_error in the KSampler, history status error, the next prompt runs', async () => {
    const { comfy, clock, base } = await startComfy({ stepMs: 100 });
    const ws = await connect(comfy.wsUrl('bot'));
    comfy.setFaults({ nodeErrorNext: 1 });
    const id = (await post(`${base}/prompt`, { prompt: workflow({ steps: 10 }), client_id: 'bot' }))
      .json.prompt_id;
    const next = (await post(`${base}/prompt`, { prompt: workflow({ seed: 2 }), client_id: 'bot' }))
      .json.prompt_id;
    clock.advance(5_000);
    const error = await ws.next('execution_error');
    expect(error).toMatchObject({
      prompt_id: id,
      node_id: '3',
      node_type: 'KSampler',
      exception_type: NODE_ERROR.exceptionType,
      exception_message: NODE_ERROR.exceptionMessage,
      current_inputs: { seed: [42], steps: [10] },
      current_outputs: [],
    });
    expect(error.exception_message).toMatch(
      /^Allocation on device 0[\s\S]*\nThis error means you ran out of memory on your GPU\./,
    );
    expect(error.traceback[0]).toMatch(
      /^ {2}File "\/home\/comfy\/ComfyUI\/execution\.py", line \d+, in execute\n {4}\S/,
    );
    expect(
      ws.messages.filter((m) => m.type === 'progress' && m.data.prompt_id === id),
    ).toHaveLength(4);
    expect(comfy.history(id)?.status).toMatchObject({ status_str: 'error', completed: false });
    expect(comfy.history(id)?.status.messages.map(([event]) => event)).toEqual([
      'execution_start',
      'execution_cached',
      'execution_error',
    ]);
    await ws.next('execution_success', (d) => d.prompt_id === next);
    expect(comfy.stats.faults.node_error).toBe(1);
    expect(comfy.stats.violations).toEqual([]);
  });

  it('a dropped WebSocket midway: the client is cut off, execution goes on, history has the images', async () => {
    const { comfy, clock, base } = await startComfy({ stepMs: 100, nodeMs: 10 });
    const ws = await connect(comfy.wsUrl('bot'));
    comfy.setFaults({ socketDropNext: 1 });
    const id = (await post(`${base}/prompt`, { prompt: workflow({ steps: 10 }), client_id: 'bot' }))
      .json.prompt_id;
    clock.advance(40 + 700);
    await ws.closed;
    const values = ws.messages.filter((m) => m.type === 'progress').map((m) => m.data.value);
    expect(values).toEqual([1, 2, 3, 4, 5].slice(0, values.length));
    expect(comfy.stats.faults.socket_drop).toBe(1);
    expect(comfy.clientIds()).toEqual([]);
    const again = await connect(comfy.wsUrl('bot'));
    expect(await again.next('executing')).toEqual({ node: '3' });
    clock.advance(5_000);
    expect(await again.next('executed')).toMatchObject({ prompt_id: id, node: '9' });
    expect((await call(`${base}/history/${id}`)).json[id].status.status_str).toBe('success');
  });

  it('a second socket with the same clientId takes it over; the old one closing then unregisters it, as server.py does', async () => {
    const { comfy } = await startComfy();
    const first = await connect(comfy.wsUrl('bot'));
    const second = await connect(comfy.wsUrl('bot'));
    expect((await second.next('status')).sid).toBe('bot');
    expect(comfy.clientIds()).toEqual(['bot']);
    first.socket.close();
    await first.closed;
    await expect.poll(() => comfy.clientIds()).toEqual([]);
    expect(second.socket.readyState).toBe(second.socket.OPEN);
  });

  it('slow execution multiplies durations; 5xx and dropped requests replace answers on the routes targeted', async () => {
    const { comfy, clock, base } = await startComfy({ stepMs: 100, nodeMs: 10 });
    comfy.setFaults({ slowFactor: 10 });
    const id = (await post(`${base}/prompt`, { prompt: workflow() })).json.prompt_id;
    clock.advance(460);
    expect(comfy.history(id)).toBeUndefined();
    clock.advance(4_140);
    expect(comfy.history(id)?.status.status_str).toBe('success');
    comfy.setFaults({
      ...NO_COMFY_FAULTS,
      serverErrorNext: 1,
      serverErrorStatus: 502,
      routes: ['prompt_post'],
    });
    expect((await call(`${base}/queue`)).status).toBe(200);
    const failed = await post(`${base}/prompt`, { prompt: workflow({ seed: 5 }) });
    expect(failed).toMatchObject({ status: 502 });
    expect(comfy.queue()).toEqual({ running: undefined, pending: [] });
    comfy.setFaults({ dropRate: 1, routes: ['history_get'] });
    await expect(call(`${base}/history/${id}`)).rejects.toThrow();
    expect(comfy.stats.faults).toMatchObject({ slow: 1, server_error: 1, drop: 1 });
  });

  it('dropConnections keeps queue and history; restart forgets them, as a restarted server', async () => {
    const { comfy, clock, base } = await startComfy();
    const ws = await connect(comfy.wsUrl('bot'));
    const done = (await post(`${base}/prompt`, { prompt: workflow(), client_id: 'bot' })).json
      .prompt_id;
    clock.advance(60_000);
    const running = (
      await post(`${base}/prompt`, { prompt: workflow({ seed: 3 }), client_id: 'bot' })
    ).json.prompt_id;
    comfy.dropConnections();
    await ws.closed;
    expect(comfy.history(done)).toBeDefined();
    expect(comfy.queue().running).toBe(running);
    comfy.restart();
    expect(comfy.history(done)).toBeUndefined();
    expect((await call(`${base}/queue`)).json).toEqual({ queue_running: [], queue_pending: [] });
    const view = await fetch(`${base}/view?filename=ComfyUI_00001_.png&type=output`);
    expect(view.status).toBe(200);
  });

  it('a proxy redirect sends the routes targeted elsewhere (302, Location), the others answered', async () => {
    const { comfy, base } = await startComfy();
    comfy.setFaults({ redirectTo: 'https://sso.example.com/login', routes: ['view'] });
    const view = await fetch(`${base}/view?filename=a.png&type=output`, { redirect: 'manual' });
    expect(view.status).toBe(302);
    expect(view.headers.get('location')).toBe('https://sso.example.com/login');
    expect((await call(`${base}/queue`)).status).toBe(200);
    expect(comfy.stats.faults.redirect).toBe(1);
    comfy.setFaults(NO_COMFY_FAULTS);
    expect((await fetch(`${base}/view?filename=a.png&type=output`)).status).toBe(404);
  });
});
