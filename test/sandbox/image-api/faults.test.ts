import { describe, expect, it, vi } from 'vitest';
import { NO_FAULTS, startImageApi } from '../../../sandbox/image-api/index.js';
import { action, call, postJson, startEmulator, status, submit, v1 } from './emulator-fixture.js';

describe('image API emulator faults', () => {
  it('adds latency only to the targeted endpoint kinds', async () => {
    const { api, key } = await startEmulator();
    api.setFaults({ latencyMs: 150, endpoints: ['user_balance'] });
    const started = performance.now();
    await call(v1(api, 'user_balance'), { headers: { 'x-api-key': key } });
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(api.stats.faults.latency).toBe(1);
    await call(action(api, 'get_api_key', { token: 'login-token-alice' }));
    expect(api.stats.faults.latency).toBe(1);
  });

  it('holds an answer after handling it: a balance read tells the balance of its arrival', async () => {
    const { api, key } = await startEmulator();
    api.setFaults({ heldAnswerMs: 150, endpoints: ['user_balance'] });
    const started = performance.now();
    const held = call(v1(api, 'user_balance'), { headers: { 'x-api-key': key } });
    await vi.waitFor(() => expect(api.stats.requests.user_balance).toBe(1));
    api.setFaults({ heldAnswerMs: 0 });
    api.setCredits('alice', 7);
    const fresh = await call(v1(api, 'user_balance'), { headers: { 'x-api-key': key } });
    expect(fresh.json.data.balance).toBe(7);
    expect((await held).json.data.balance).toBe(100);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(api.stats.faults.held).toBe(1);
  });

  it('answers 5xx with the failure envelope, at the configured status', async () => {
    const { api, key } = await startEmulator();
    api.setFaults({ serverErrorRate: 1, serverErrorStatus: 502, endpoints: ['task_status'] });
    const id = (await submit(api, key, { prompt: 'x' })).json.data.id;
    const answer = await status(api, key, id);
    expect(answer.status).toBe(502);
    expect(answer.json).toEqual({ success: false, data: null, error: 'Internal server error' });
    expect(api.stats.faults.server_error).toBe(1);
  });

  it('answers a share of requests with 5xx, deterministic per seed', async () => {
    const { api, key } = await startEmulator();
    api.setFaults({ serverErrorRate: 0.5 });
    const codes: number[] = [];
    for (let i = 0; i < 40; i++) {
      codes.push((await call(v1(api, 'user_balance'), { headers: { 'x-api-key': key } })).status);
    }
    const errors = codes.filter((code) => code === 500).length;
    expect(errors).toBeGreaterThan(5);
    expect(errors).toBeLessThan(35);
    expect(codes.every((code) => code === 200 || code === 500)).toBe(true);
  });

  it('answers an HTML page or truncated JSON as malformed bodies', async () => {
    const { api, key } = await startEmulator();
    api.setFaults({ htmlRate: 1 });
    const html = await call(v1(api, 'user_balance'), { headers: { 'x-api-key': key } });
    expect(html.status).toBe(200);
    expect(html.headers.get('content-type')).toMatch(/^text\/html/);
    expect(html.text).toMatch(/^<!DOCTYPE html>/);
    expect(html.json).toBeUndefined();
    api.setFaults({ htmlRate: 0, truncatedJsonRate: 1, malformedStatus: 502 });
    const cut = await call(v1(api, 'user_balance'), { headers: { 'x-api-key': key } });
    expect(cut.status).toBe(502);
    expect(cut.headers.get('content-type')).toMatch(/^application\/json/);
    expect(cut.text.startsWith('{"success":true')).toBe(true);
    expect(cut.json).toBeUndefined();
  });

  it('drops connections without an answer', async () => {
    const { api, key } = await startEmulator();
    api.setFaults({ dropRate: 1, endpoints: ['user_balance'] });
    await expect(fetch(v1(api, 'user_balance', { api_key: key }))).rejects.toThrow();
    expect(api.stats.faults.drop).toBe(1);
    expect(api.stats.requests.user_balance).toBe(1);
  });

  it('answers the next N requests 429 with Retry-After, then recovers', async () => {
    const { api, key } = await startEmulator();
    api.setFaults({ rateLimitNext: 2, retryAfterSeconds: 3 });
    const url = v1(api, 'user_balance', { api_key: key });
    for (let i = 0; i < 2; i++) {
      const limited = await call(url);
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBe('3');
      expect(limited.json).toEqual({ success: false, data: null, error: 'Too many requests' });
    }
    expect((await call(url)).status).toBe(200);
    expect(api.faults.rateLimitNext).toBe(0);
    api.setFaults({ rateLimitRate: 1, endpoints: ['image_generation'] });
    expect((await submit(api, key, { prompt: 'x' })).status).toBe(429);
    expect((await call(url)).status).toBe(200);
    expect(api.balanceOf('alice')).toBe(100);
  });

  it('goes down with 503 for every route, or drops every connection, then comes back', async () => {
    const { api, key } = await startEmulator();
    api.setFaults({ down: 'unavailable', endpoints: ['task_status'] });
    for (const url of [
      v1(api, 'user_balance', { api_key: key }),
      action(api, 'get_api_key'),
      `${api.url}/x`,
    ]) {
      const answer = await call(url);
      expect(answer.status).toBe(503);
      expect(answer.json).toEqual({ success: false, data: null, error: 'Service unavailable' });
    }
    api.setFaults({ down: 'drop' });
    await expect(fetch(v1(api, 'user_balance', { api_key: key }))).rejects.toThrow();
    api.setFaults(NO_FAULTS);
    expect((await call(v1(api, 'user_balance', { api_key: key }))).status).toBe(200);
    expect(api.stats.faults.down).toBe(4);
  });

  it('has no side effect by default, but afterHandling loses the answer of a handled request', async () => {
    const { api, key } = await startEmulator();
    api.setFaults({ dropRate: 1, endpoints: ['image_generation'] });
    await expect(
      fetch(v1(api, 'image_generation', { api_key: key }), {
        method: 'POST',
        body: '{"prompt":"x"}',
      }),
    ).rejects.toThrow();
    expect(api.stats.submissions).toBe(0);
    expect(api.balanceOf('alice')).toBe(100);
    api.setFaults({ afterHandling: true, dropRate: 0, truncatedJsonRate: 1 });
    const cut = await submit(api, key, { prompt: 'y' });
    expect(cut.json).toBeUndefined();
    expect(cut.text.startsWith('{"success":true,"data":{"id":"')).toBe(true);
    expect(api.stats.submissions).toBe(1);
    expect(api.balanceOf('alice')).toBe(99);
  });

  it('resets every fault with setFaults(NO_FAULTS)', async () => {
    const { api, key } = await startEmulator();
    api.setFaults({ serverErrorRate: 1, failNextTasks: 3, latencyMs: 5 });
    api.setFaults(NO_FAULTS);
    expect(api.faults).toEqual(NO_FAULTS);
    expect(
      (await postJson(v1(api, 'image_generation'), { prompt: 'x' }, { 'x-api-key': key })).status,
    ).toBe(200);
  });

  it('keeps serving after a client gives up during a latency fault', async () => {
    const { api, key } = await startEmulator();
    api.setFaults({ latencyMs: 150 });
    const url = v1(api, 'user_balance', { api_key: key });
    await expect(fetch(url, { signal: AbortSignal.timeout(30) })).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 200));
    api.setFaults({ latencyMs: 0 });
    expect((await call(url)).status).toBe(200);
  });

  it('closes promptly while a latency fault holds a request', async () => {
    const api = await startImageApi({ users: [{ name: 'a', loginToken: 't', credits: 1 }] });
    api.setFaults({ latencyMs: 10_000 });
    const pending = fetch(`${api.url}/v1/index.php?endpoint=user_balance`).catch(() => 'failed');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    await api.close();
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(await pending).toBe('failed');
  });
});
