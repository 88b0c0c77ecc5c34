import { describe, expect, it } from 'vitest';
import { action, call, postJson, startEmulator, status, submit, v1 } from './emulator-fixture.js';

describe('image API emulator routes', () => {
  it('answers every v1 endpoint inside the success envelope', async () => {
    const { api, key, clock } = await startEmulator();
    const headers = { 'x-api-key': key };
    const balance = await call(v1(api, 'user_balance'), { headers });
    expect(balance.status).toBe(200);
    expect(balance.headers.get('content-type')).toMatch(/^application\/json/);
    expect(balance.json).toEqual({
      success: true,
      data: { user_id: 1, username: 'alice', balance: 100, currency: 'credits' },
      error: null,
    });
    const submitted = await submit(api, key, { prompt: 'a fox' });
    expect(submitted.status).toBe(200);
    expect(submitted.json).toMatchObject({ success: true, error: null });
    clock.advance(120_000);
    const polled = await status(api, key, submitted.json.data.id);
    expect(polled.json).toMatchObject({
      success: true,
      error: null,
      data: { status: 'completed' },
    });
  });

  it('answers every api.php action inside the success envelope', async () => {
    const { api } = await startEmulator();
    const generated = await postJson(action(api, 'generate_api_key'), {
      token: 'login-token-alice',
    });
    expect(generated.json).toEqual({
      success: true,
      data: { api_key: expect.stringMatching(/^sk-[0-9a-f]{48}$/) },
      error: null,
    });
    const read = await call(action(api, 'get_api_key', { token: 'login-token-alice' }));
    expect(read.json).toEqual({
      success: true,
      data: { api_key: generated.json.data.api_key },
      error: null,
    });
    const revoked = await postJson(action(api, 'revoke_api_key'), {
      token: 'login-token-alice',
      all: true,
    });
    expect(revoked.json).toEqual({ success: true, data: { revoked: 2 }, error: null });
  });

  it('answers unknown routes, endpoints and actions 404 with the failure envelope', async () => {
    const { api, key } = await startEmulator();
    for (const url of [
      `${api.url}/nothing`,
      `${api.url}/v1/index.php`,
      v1(api, 'image_edit'),
      action(api, 'delete_account'),
      `${api.url}/images/not-a-task.png`,
    ]) {
      const answer = await call(url, { headers: { 'x-api-key': key } });
      expect(answer.status, url).toBe(404);
      expect(answer.json).toEqual({ success: false, data: null, error: expect.any(String) });
    }
  });

  it('answers a wrong method 405 with an Allow header', async () => {
    const { api, key } = await startEmulator();
    const get = await call(v1(api, 'image_generation'), { headers: { 'x-api-key': key } });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(get.json).toMatchObject({ success: false, data: null, error: 'Method not allowed' });
    const post = await postJson(v1(api, 'task_status'), {}, { 'x-api-key': key });
    expect(post.status).toBe(405);
    const generate = await call(action(api, 'generate_api_key', { token: 'login-token-alice' }));
    expect(generate.status).toBe(405);
  });

  it('rejects a body that is not a JSON object with 400', async () => {
    const { api, key } = await startEmulator();
    for (const body of ['{"prompt":', '[1,2]', '"text"']) {
      const answer = await call(v1(api, 'image_generation'), {
        method: 'POST',
        headers: { 'x-api-key': key, 'content-type': 'application/json' },
        body,
      });
      expect(answer.status, body).toBe(400);
      expect(answer.json).toEqual({
        success: false,
        data: null,
        error: 'Request body must be a JSON object',
      });
    }
  });

  it('answers 413 for a body over 5 MiB', async () => {
    const { api, key } = await startEmulator();
    const answer = await postJson(
      v1(api, 'image_generation'),
      { prompt: 'x'.repeat(6 * 1024 * 1024) },
      { 'x-api-key': key },
    );
    expect(answer.status).toBe(413);
    expect(answer.json).toEqual({ success: false, data: null, error: 'Request body too large' });
  });

  it('bases image_url on publicUrl when given', async () => {
    const { api, key, clock } = await startEmulator({ publicUrl: 'https://images.example/' });
    const id = (await submit(api, key, { prompt: 'x' })).json.data.id;
    clock.advance(60_000);
    const answer = await status(api, key, id);
    expect(answer.json.data.result).toEqual({
      image_url: `https://images.example/images/${id}.png`,
    });
  });

  it('counts requests per endpoint kind in stats', async () => {
    const { api, key } = await startEmulator();
    await call(v1(api, 'user_balance'), { headers: { 'x-api-key': key } });
    await call(`${api.url}/elsewhere`);
    await submit(api, key, { prompt: 'x', workflow: 'rr3' });
    expect(api.stats.requests).toMatchObject({ user_balance: 1, other: 1, image_generation: 1 });
    expect(api.stats.submissions).toBe(1);
    expect(api.stats.submissionsByWorkflow.rr3).toBe(1);
    api.resetStats();
    expect(api.stats.requests.user_balance).toBe(0);
    expect(api.stats.submissions).toBe(0);
  });
});
