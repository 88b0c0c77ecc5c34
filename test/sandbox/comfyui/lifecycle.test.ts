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
    const types = ws.messages.map((m) => m.type);
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
