import { describe, expect, it } from 'vitest';
import { action, call, postJson, startEmulator, v1 } from './emulator-fixture.js';

const TWO_USERS = {
  users: [
    { name: 'alice', loginToken: 'token-a', credits: 10 },
    { name: 'bob', loginToken: 'token-b', credits: 10 },
  ],
};

describe('image API emulator key management', () => {
  it('generates keys sk- + 48 lowercase hex that work on v1 endpoints', async () => {
    const { api } = await startEmulator(TWO_USERS);
    const answer = await postJson(action(api, 'generate_api_key'), { token: 'token-b' });
    const key: string = answer.json.data.api_key;
    expect(key).toMatch(/^sk-[0-9a-f]{48}$/);
    const balance = await call(v1(api, 'user_balance'), { headers: { 'x-api-key': key } });
    expect(balance.json.data).toMatchObject({ user_id: 2, username: 'bob' });
  });

  it('answers 401 for a bad or missing login token', async () => {
    const { api } = await startEmulator();
    const bad = await postJson(action(api, 'generate_api_key'), { token: 'nope' });
    expect(bad.status).toBe(401);
    expect(bad.json).toEqual({ success: false, data: null, error: 'Invalid login token' });
    const missing = await postJson(action(api, 'generate_api_key'), {});
    expect(missing.status).toBe(401);
    expect(missing.json.error).toBe('Login token required');
    const get = await call(action(api, 'get_api_key', { token: 'nope' }));
    expect(get.status).toBe(401);
  });

  it('reads the newest active key by GET ?token= and POST {token}, null when none', async () => {
    const { api } = await startEmulator({ users: [{ name: 'gil', loginToken: 't', credits: 1 }] });
    const older = api.issueKey('gil');
    const newer = (await postJson(action(api, 'generate_api_key'), { token: 't' })).json.data
      .api_key;
    expect((await call(action(api, 'get_api_key', { token: 't' }))).json.data).toEqual({
      api_key: newer,
    });
    expect((await postJson(action(api, 'get_api_key'), { token: 't' })).json.data).toEqual({
      api_key: newer,
    });
    await postJson(action(api, 'revoke_api_key'), { token: 't', key: newer });
    expect((await call(action(api, 'get_api_key', { token: 't' }))).json.data).toEqual({
      api_key: older,
    });
    await postJson(action(api, 'revoke_api_key'), { token: 't', all: true });
    expect((await call(action(api, 'get_api_key', { token: 't' }))).json.data).toEqual({
      api_key: null,
    });
  });

  it('revokes one key by login token; the key then answers 401 on v1', async () => {
    const { api, key } = await startEmulator(TWO_USERS);
    const other = api.issueKey('alice');
    const answer = await postJson(action(api, 'revoke_api_key'), { token: 'token-a', key });
    expect(answer.json).toEqual({ success: true, data: { revoked: 1 }, error: null });
    const refused = await call(v1(api, 'user_balance'), { headers: { 'x-api-key': key } });
    expect(refused.status).toBe(401);
    expect(refused.json).toEqual({
      success: false,
      data: null,
      error: 'Invalid or revoked API key',
    });
    expect((await call(v1(api, 'user_balance'), { headers: { 'x-api-key': other } })).status).toBe(
      200,
    );
    const again = await postJson(action(api, 'revoke_api_key'), { token: 'token-a', key });
    expect(again.json.data).toEqual({ revoked: 0 });
  });

  it('revokes the key named by api_key when authenticated by login token', async () => {
    const { api, key } = await startEmulator(TWO_USERS);
    const other = api.issueKey('alice');
    const answer = await postJson(action(api, 'revoke_api_key'), {
      token: 'token-a',
      api_key: key,
    });
    expect(answer.json).toEqual({ success: true, data: { revoked: 1 }, error: null });
    expect((await call(v1(api, 'user_balance'), { headers: { 'x-api-key': key } })).status).toBe(
      401,
    );
    expect((await call(v1(api, 'user_balance'), { headers: { 'x-api-key': other } })).status).toBe(
      200,
    );
    const same = await postJson(action(api, 'revoke_api_key'), {
      token: 'token-a',
      key: other,
      api_key: other,
    });
    expect(same.json.data).toEqual({ revoked: 1 });
    const differ = await postJson(action(api, 'revoke_api_key'), {
      token: 'token-a',
      key: other,
      api_key: key,
    });
    expect(differ.status).toBe(400);
    expect(differ.json.error).toBe('key and api_key name different keys');
  });

  it('refuses to revoke a key of another user or an unknown key with 404', async () => {
    const { api } = await startEmulator(TWO_USERS);
    const bobs = api.issueKey('bob');
    const answer = await postJson(action(api, 'revoke_api_key'), { token: 'token-a', key: bobs });
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual({ success: false, data: null, error: 'API key not found' });
    const unknown = await postJson(action(api, 'revoke_api_key'), {
      token: 'token-a',
      key: 'sk-x',
    });
    expect(unknown.status).toBe(404);
    expect((await call(v1(api, 'user_balance'), { headers: { 'x-api-key': bobs } })).status).toBe(
      200,
    );
  });

  it('revokes the authenticating key when given neither key nor all', async () => {
    const { api, key } = await startEmulator(TWO_USERS);
    const spare = api.issueKey('alice');
    const answer = await postJson(
      action(api, 'revoke_api_key'),
      {},
      { authorization: `Bearer ${key}` },
    );
    expect(answer.json.data).toEqual({ revoked: 1 });
    expect((await call(v1(api, 'user_balance', { api_key: key }))).status).toBe(401);
    expect((await call(v1(api, 'user_balance', { api_key: spare }))).status).toBe(200);
  });

  it('revokes every active key of the user with all: true, authenticated by key', async () => {
    const { api, key } = await startEmulator(TWO_USERS);
    api.issueKey('alice');
    const bobs = api.issueKey('bob');
    const answer = await postJson(action(api, 'revoke_api_key', { api_key: key }), { all: true });
    expect(answer.json.data).toEqual({ revoked: 2 });
    expect(
      (await call(action(api, 'get_api_key', { token: 'token-a' }))).json.data.api_key,
    ).toBeNull();
    expect((await call(v1(api, 'user_balance'), { headers: { 'x-api-key': bobs } })).status).toBe(
      200,
    );
  });

  it('answers 400 for contradictory or missing targets and 401 without credentials', async () => {
    const { api, key } = await startEmulator();
    const both = await postJson(action(api, 'revoke_api_key'), {
      token: 'login-token-alice',
      key,
      all: true,
    });
    expect(both.status).toBe(400);
    const neither = await postJson(action(api, 'revoke_api_key'), { token: 'login-token-alice' });
    expect(neither.status).toBe(400);
    expect(neither.json.error).toBe('key or all is required');
    const anonymous = await postJson(action(api, 'revoke_api_key'), { all: true });
    expect(anonymous.status).toBe(401);
    const revokedKey = await postJson(action(api, 'revoke_api_key'), {
      api_key: `sk-${'1'.repeat(48)}`,
    });
    expect(revokedKey.status).toBe(401);
  });
});
