import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { call, startEmulator, status, submit, v1 } from './emulator-fixture.js';

describe('image API emulator: answers of PHP services in the wild, and refused connections', () => {
  it('redirects the targeted endpoints with 301 and handles nothing', async () => {
    const { api, key } = await startEmulator();
    api.setFaults({ movedTo: 'https://new.example.com/', endpoints: ['image_generation'] });
    const moved = await call(v1(api, 'image_generation', { api_key: key }), {
      method: 'POST',
      body: '{"prompt":"x"}',
      redirect: 'manual',
    });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(
      `https://new.example.com/v1/index.php?endpoint=image_generation&api_key=${key}`,
    );
    expect(api.stats.submissions).toBe(0);
    expect(api.stats.faults.moved).toBe(1);
    expect((await call(v1(api, 'user_balance', { api_key: key }))).status).toBe(200);
  });

  it('puts a byte-order mark before JSON answers of the targeted endpoints', async () => {
    const { api, key } = await startEmulator();
    api.setFaults({ bom: true, endpoints: ['user_balance'] });
    const response = await fetch(v1(api, 'user_balance', { api_key: key }));
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 3).toString('hex')).toBe('efbbbf');
    expect(JSON.parse(bytes.subarray(3).toString('utf8')).data.username).toBe('alice');
    const other = await fetch(v1(api, 'task_status', { api_key: key, task_id: '1' }));
    expect(Buffer.from(await other.arrayBuffer())[0]).toBe('{'.charCodeAt(0));
  });

  it.each(['message', 'msg', 'detail'] as const)(
    'puts a failed task reason in data.%s, error null',
    async (field) => {
      const { api, key, clock } = await startEmulator();
      api.setFaults({ failNextTasks: 1, failedTaskField: field });
      const id = (await submit(api, key, { prompt: 'x' })).json.data.id;
      clock.advance(120_000);
      const answer = await status(api, key, id);
      expect(answer.json.data).toMatchObject({
        status: 'failed',
        error: null,
        [field]: 'Task processing failed or timed out',
      });
    },
  );

  it('refuses connections for a while, then listens on the same port again', async () => {
    const { api, key } = await startEmulator();
    const url = v1(api, 'user_balance', { api_key: key });
    await api.refuseConnections(150);
    const refused = await fetch(url).catch((error: unknown) => error);
    expect((refused as { cause?: { code?: string } }).cause?.code).toBe('ECONNREFUSED');
    await expect(api.refuseConnections(10)).rejects.toThrow('already refusing');
    await sleep(250);
    expect((await call(url)).status).toBe(200);
  });

  it('closes while refusing connections without listening again', async () => {
    const { api } = await startEmulator();
    await api.refuseConnections(50);
    await api.close();
    await sleep(100);
    const after = await fetch(`${api.url}/x`).catch((error: unknown) => error);
    expect(after).toBeInstanceOf(Error);
  });
});
