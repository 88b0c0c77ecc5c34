import { describe, expect, it } from 'vitest';
import { call, connect, post, startComfy, workflow } from './comfy-fixture.js';

describe('ComfyUI emulator: an optional token check in front', () => {
  it('Authorization: Bearer on every route and on the WebSocket upgrade', async () => {
    const { comfy, base } = await startComfy({ auth: { token: 's3cret' } });
    const refused = await call(`${base}/queue`);
    expect(refused).toMatchObject({ status: 401, json: { code: 'unauthorized' } });
    expect(
      (await call(`${base}/queue`, { headers: { authorization: 'Bearer nope' } })).status,
    ).toBe(401);
    const ok = await post(
      `${base}/prompt`,
      { prompt: workflow() },
      { authorization: 'Bearer s3cret' },
    );
    expect(ok.status).toBe(200);
    await expect(connect(comfy.wsUrl('x'))).rejects.toThrow(/401/);
    const ws = await connect(comfy.wsUrl('x'), { authorization: 'Bearer s3cret' });
    expect((await ws.next('status')).sid).toBe('x');
    expect(comfy.stats.unauthorized).toBe(3);
    expect(comfy.stats.violations).toEqual([]);
  });

  it('a configured header carries the bare token; without auth nothing is checked', async () => {
    const { base } = await startComfy({ auth: { token: 'comfyui-abc', header: 'X-API-Key' } });
    expect((await call(`${base}/prompt`, { headers: { 'x-api-key': 'comfyui-abc' } })).status).toBe(
      200,
    );
    expect(
      (await call(`${base}/prompt`, { headers: { authorization: 'Bearer comfyui-abc' } })).status,
    ).toBe(401);
    const open = await startComfy();
    expect((await call(`${open.base}/prompt`)).status).toBe(200);
  });
});
