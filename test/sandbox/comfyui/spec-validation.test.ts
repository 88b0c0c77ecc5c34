import { describe, expect, it } from 'vitest';
import { ComfySpecValidator, SPEC_CORRECTIONS } from '../../../sandbox/comfyui/index.js';
import { call, connect, post, startComfy, workflow } from './comfy-fixture.js';

describe('ComfyUI emulator: requests and answers checked against the transcribed description', () => {
  it('every answer and WebSocket message of a busy session conforms (errors, interrupts, previews included)', async () => {
    const { comfy, clock, base } = await startComfy({ stepMs: 50 });
    const ws = await connect(comfy.wsUrl('bot'));
    ws.socket.send(
      JSON.stringify({ type: 'feature_flags', data: { supports_preview_metadata: true } }),
    );
    expect(await ws.next('feature_flags')).toEqual({
      supports_preview_metadata: true,
      max_upload_size: 104857600,
    });
    comfy.setFaults({ nodeErrorNext: 1 });
    await post(`${base}/prompt`, { prompt: workflow({ seed: 1 }), client_id: 'bot' });
    const second = (
      await post(`${base}/prompt`, {
        prompt: workflow({ seed: 2 }),
        client_id: 'bot',
        extra_data: { extra_pnginfo: { workflow: {} } },
      })
    ).json;
    await post(`${base}/prompt`, { prompt: workflow({ seed: 3 }) });
    await post(`${base}/prompt`, { prompt: { '1': { class_type: 'KSampler', inputs: {} } } });
    await call(`${base}/queue`);
    clock.advance(1_000);
    await ws.next('execution_start', (d) => d.prompt_id === second.prompt_id);
    await call(`${base}/interrupt`, { method: 'POST' });
    clock.advance(10_000);
    for (const path of [
      '/history',
      '/prompt',
      '/queue',
      '/object_info',
      `/history/${second.prompt_id}`,
    ]) {
      expect((await call(`${base}${path}`)).status).toBe(200);
    }
    const frame = ws.binary[0] as Buffer;
    expect(frame.readUInt32BE(0)).toBe(4);
    const metaLength = frame.readUInt32BE(4);
    expect(JSON.parse(frame.subarray(8, 8 + metaLength).toString())).toMatchObject({
      node_id: '3',
      image_type: 'image/jpeg',
    });
    expect(frame.subarray(8 + metaLength, 10 + metaLength)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(comfy.stats.wsMessages.get('execution_error')).toBe(1);
    expect(comfy.stats.wsMessages.get('execution_interrupted')).toBe(1);
    expect(comfy.stats.violations).toEqual([]);
  });

  it('a request the description refuses is recorded; the server still handles it as it would', async () => {
    const { comfy, base } = await startComfy();
    const bad = await post(`${base}/prompt`, { prompt: workflow(), client_id: 7, front: 'yes' });
    expect(bad.status).toBe(200);
    expect(await post(`${base}/queue`, { delete: 'all', wipe: true })).toMatchObject({
      status: 200,
    });
    const notJson = await call(`${base}/prompt`, { method: 'POST', body: '{"prompt":' });
    expect(notJson.status).toBe(500);
    expect(
      comfy.stats.violations.map((v) => [v.side, v.route, v.problems.map((p) => p.path).sort()]),
    ).toEqual([
      ['request', 'prompt_post', ['client_id', 'front']],
      ['request', 'queue_post', ['', 'delete']],
      ['request', 'prompt_post', ['']],
    ]);
  });

  it('the validator reads like jsonschema and the corrections are listed', () => {
    const spec = new ComfySpecValidator();
    expect(spec.problems('PromptRequest', { prompt: 'x' })).toEqual([
      { path: 'prompt', message: "'x' is not of type 'object'" },
    ]);
    expect(spec.wsProblems('progress', { value: 1, max: 0, prompt_id: 'p', node: '3' })).toEqual([
      { path: 'max', message: '0 is less than the minimum of 1' },
    ]);
    expect(spec.wsProblems('nonsense', {})).toHaveLength(1);
    expect(SPEC_CORRECTIONS.length).toBeGreaterThan(3);
  });
});
