import { describe, expect, it } from 'vitest';
import { call, connect, post, startComfy, workflow } from './comfy-fixture.js';

describe('ComfyUI emulator: a prompt from queue to history', () => {
  it('queues, streams progress to the submitting client, saves PNGs, keeps history', async () => {
    const { comfy, clock, base } = await startComfy();
    const ws = await connect(comfy.wsUrl('bot-1'));
    expect(await ws.next('status')).toEqual({
      status: { exec_info: { queue_remaining: 0 } },
      sid: 'bot-1',
    });
    const queued = await post(`${base}/prompt`, {
      prompt: workflow({ batch: 2 }),
      client_id: 'bot-1',
    });
    expect(queued.status).toBe(200);
    const id = queued.json.prompt_id;
    expect(queued.json).toEqual({ prompt_id: id, number: 0, node_errors: {} });
    expect(await ws.next('execution_start')).toMatchObject({ prompt_id: id });
    expect((await call(`${base}/history/${id}`)).json).toEqual({});
    expect((await call(`${base}/prompt`)).json).toEqual({ exec_info: { queue_remaining: 1 } });
    clock.advance(10_000);
    const done = await ws.next('executing', (d) => d.node === null);
    expect(done).toEqual({ node: null, prompt_id: id });
    const types = ws.messages.map((m) => m.type).filter((type) => type !== 'progress_state');
    const states = ws.messages.filter((m) => m.type === 'progress_state').map((m) => m.data);
    expect(states).toHaveLength(7 + 4 + 7);
    expect(states.at(-1).nodes['9']).toEqual({
      value: 1,
      max: 1,
      state: 'finished',
      node_id: '9',
      prompt_id: id,
      display_node_id: '9',
      parent_node_id: null,
      real_node_id: '9',
    });
    expect(states.find((s) => s.nodes['3']?.value === 2).nodes['3']).toMatchObject({
      max: 4,
      state: 'running',
    });
    expect(types).toEqual([
      'status',
      'status',
      'status',
      'execution_start',
      'execution_cached',
      ...['executing', 'executing', 'executing', 'executing', 'executing'],
      ...['progress', 'progress', 'progress', 'progress'],
      'executing',
      'executing',
      'executed',
      'execution_success',
      'status',
      'executing',
    ]);
    expect(ws.messages.filter((m) => m.type === 'progress').map((m) => m.data)).toEqual(
      [1, 2, 3, 4].map((value) => ({ value, max: 4, prompt_id: id, node: '3' })),
    );
    expect(ws.binary).toHaveLength(4);
    expect(ws.binary[0]?.readUInt32BE(0)).toBe(1);
    expect(ws.binary[0]?.readUInt32BE(4)).toBe(1);
    expect(ws.binary[0]?.subarray(8, 10)).toEqual(Buffer.from([0xff, 0xd8]));
    const history = (await call(`${base}/history/${id}`)).json[id];
    expect(history.outputs).toEqual({
      '9': {
        images: [
          { filename: 'ComfyUI_00001_.png', subfolder: '', type: 'output' },
          { filename: 'ComfyUI_00002_.png', subfolder: '', type: 'output' },
        ],
      },
    });
    expect(history.status).toMatchObject({ status_str: 'success', completed: true });
    expect(history.prompt.slice(0, 2)).toEqual([0, id]);
    const png = await fetch(`${base}/view?filename=ComfyUI_00002_.png&subfolder=&type=output`);
    expect(png.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await png.arrayBuffer());
    expect(bytes.readUInt32BE(16)).toBe(64);
    expect(bytes.readUInt32BE(20)).toBe(48);
    expect(comfy.stats.violations).toEqual([]);
  });
});

describe('ComfyUI emulator: caching and routing of events', () => {
  it('an identical resubmission is all cached: executed re-sent with the same files, none written', async () => {
    const { comfy, clock, base } = await startComfy();
    const ws = await connect(comfy.wsUrl('bot-1'));
    const first = (await post(`${base}/prompt`, { prompt: workflow(), client_id: 'bot-1' })).json
      .prompt_id;
    clock.advance(10_000);
    await ws.next('executing', (d) => d.node === null && d.prompt_id === first);
    const again = (await post(`${base}/api/prompt`, { prompt: workflow(), client_id: 'bot-1' }))
      .json;
    expect(again.number).toBe(1);
    const cached = await ws.next('execution_cached', (d) => d.prompt_id === again.prompt_id);
    expect([...cached.nodes].sort()).toEqual(['3', '4', '5', '6', '7', '8', '9']);
    const executed = await ws.next('executed', (d) => d.prompt_id === again.prompt_id);
    expect(executed.output.images[0].filename).toBe('ComfyUI_00001_.png');
    await ws.next('executing', (d) => d.node === null && d.prompt_id === again.prompt_id);
    expect(comfy.stats.imagesSaved).toBe(1);
    expect(comfy.history(again.prompt_id)?.outputs).toEqual(comfy.history(first)?.outputs);
    const third = (
      await post(`${base}/prompt`, { prompt: workflow({ seed: 43 }), client_id: 'bot-1' })
    ).json;
    clock.advance(10_000);
    const saved = await ws.next('executed', (d) => d.prompt_id === third.prompt_id);
    expect(saved.output.images[0].filename).toBe('ComfyUI_00002_.png');
    await ws.next('executing', (d) => d.node === null && d.prompt_id === third.prompt_id);
    const ran = ws.messages.filter(
      (m) => m.type === 'executing' && m.data.prompt_id === third.prompt_id,
    );
    expect(ran.map((m) => m.data.node)).toEqual(['3', '8', '9', null]);
    expect(comfy.stats.violations).toEqual([]);
  });

  it('client-only events go to the submitting client; status and progress of a prompt without client_id to all', async () => {
    const { comfy, clock, base } = await startComfy({ previews: false });
    const mine = await connect(comfy.wsUrl('mine'));
    const other = await connect(comfy.wsUrl('other'));
    const id = (await post(`${base}/prompt`, { prompt: workflow(), client_id: 'mine' })).json
      .prompt_id;
    clock.advance(10_000);
    await mine.next('executing', (d) => d.node === null);
    await other.next('status', (d) => d.status.exec_info.queue_remaining === 0 && !d.sid);
    expect(new Set(other.messages.map((m) => m.type))).toEqual(new Set(['status']));
    const anonymous = (await post(`${base}/prompt`, { prompt: workflow({ seed: 7 }) })).json
      .prompt_id;
    clock.advance(10_000);
    await other.next('progress', (d) => d.prompt_id === anonymous && d.value === 4);
    const seen = other.messages.filter((m) => m.data.prompt_id === anonymous).map((m) => m.type);
    expect(new Set(seen)).toEqual(new Set(['progress', 'progress_state']));
    expect(mine.messages.some((m) => m.type === 'execution_start' && m.data.prompt_id === id)).toBe(
      true,
    );
    expect(comfy.history(anonymous)?.status.messages.map(([event]) => event)).toEqual([
      'execution_start',
      'execution_cached',
      'execution_success',
    ]);
  });
});
