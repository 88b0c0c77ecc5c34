import { describe, expect, it } from 'vitest';
import { call, postJson, startEmulator, v1 } from './emulator-fixture.js';

const INVALID = `sk-${'0'.repeat(48)}`;

describe('image API emulator authentication', () => {
  it('accepts the key by each of the three methods', async () => {
    const { api, key } = await startEmulator();
    const url = v1(api, 'user_balance');
    for (const answer of [
      await call(url, { headers: { 'x-api-key': key } }),
      await call(url, { headers: { authorization: `Bearer ${key}` } }),
      await call(v1(api, 'user_balance', { api_key: key })),
      await postJson(v1(api, 'image_generation'), { api_key: key, prompt: 'body key' }),
    ]) {
      expect(answer.status).toBe(200);
      expect(answer.json.success).toBe(true);
    }
  });

  it('answers 401 "API key required" without a key', async () => {
    const { api } = await startEmulator();
    const answer = await call(v1(api, 'user_balance'));
    expect(answer.status).toBe(401);
    expect(answer.json).toEqual({ success: false, data: null, error: 'API key required' });
  });

  it('answers 401 for an unknown or malformed key', async () => {
    const { api } = await startEmulator();
    for (const key of [INVALID, 'sk-short', 'not-a-key']) {
      const answer = await call(v1(api, 'user_balance'), { headers: { 'x-api-key': key } });
      expect(answer.status).toBe(401);
      expect(answer.json.error).toBe('Invalid or revoked API key');
    }
  });

  it('uses x-api-key over Bearer, and rejects an invalid x-api-key without falling through', async () => {
    const { api, key } = await startEmulator({
      users: [
        { name: 'alice', loginToken: 'a', credits: 10 },
        { name: 'bob', loginToken: 'b', credits: 20 },
      ],
    });
    const bob = api.issueKey('bob');
    const url = v1(api, 'user_balance', { api_key: bob });
    const both = await call(url, { headers: { 'x-api-key': key, authorization: `Bearer ${bob}` } });
    expect(both.json.data.username).toBe('alice');
    const invalidHeader = await call(url, {
      headers: { 'x-api-key': INVALID, authorization: `Bearer ${bob}` },
    });
    expect(invalidHeader.status).toBe(401);
  });

  it('uses Bearer over the query, and the query over the body', async () => {
    const { api, key } = await startEmulator({
      users: [
        { name: 'alice', loginToken: 'a', credits: 10 },
        { name: 'bob', loginToken: 'b', credits: 20 },
      ],
    });
    const bob = api.issueKey('bob');
    const bearer = await call(v1(api, 'user_balance', { api_key: bob }), {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(bearer.json.data.username).toBe('alice');
    const invalidBearer = await call(v1(api, 'user_balance', { api_key: bob }), {
      headers: { authorization: `Bearer ${INVALID}` },
    });
    expect(invalidBearer.status).toBe(401);
    const queryOverBody = await postJson(v1(api, 'image_generation', { api_key: INVALID }), {
      api_key: bob,
      prompt: 'x',
    });
    expect(queryOverBody.status).toBe(401);
    const body = await postJson(v1(api, 'image_generation'), { api_key: bob, prompt: 'x' });
    expect(body.status).toBe(200);
    expect(api.balanceOf('bob')).toBe(19);
  });

  it('ignores an Authorization header that is not Bearer', async () => {
    const { api, key } = await startEmulator();
    const answer = await call(v1(api, 'user_balance', { api_key: key }), {
      headers: { authorization: 'Basic dXNlcjpwYXNz' },
    });
    expect(answer.status).toBe(200);
  });
});
