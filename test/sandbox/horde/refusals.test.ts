import { describe, expect, it } from 'vitest';
import { ANONYMOUS_KEY, BANNED_CLIENT_AGENT } from '../../../sandbox/horde/index.js';
import { ALICE, call, hordeClient, startHorde } from './horde-fixture.js';

describe('AI Horde emulator: refusals as the server answers them', () => {
  it('generate: no apikey header is a flask-restx 400, an unknown key 401 InvalidAPIKey', async () => {
    const { horde } = await startHorde();
    const missing = await hordeClient(horde, null).submit({ prompt: 'a fox' });
    expect(missing).toMatchObject({
      status: 400,
      json: { message: 'Input payload validation failed', errors: { apikey: expect.any(String) } },
    });
    expect(missing.json.rc).toBeUndefined();
    const unknown = await hordeClient(horde, 'not-a-key-123').submit({ prompt: 'a fox' });
    expect(unknown).toMatchObject({ status: 401, json: { rc: 'InvalidAPIKey' } });
    expect(horde.stats.violations.filter((v) => v.side === 'answer')).toEqual([]);
  });

  it('find_user: missing key 401 InvalidAPIKey, unknown 404 UserNotFound, anonymous is Anonymous#0', async () => {
    const { horde, client } = await startHorde();
    expect(await hordeClient(horde, null).findUser()).toMatchObject({
      status: 401,
      json: { rc: 'InvalidAPIKey' },
    });
    expect(await hordeClient(horde, 'nobody-key-1').findUser()).toMatchObject({
      status: 404,
      json: { rc: 'UserNotFound', message: "User with api_key 'nobody-key-1' not found." },
    });
    expect((await hordeClient(horde, ANONYMOUS_KEY).findUser()).json).toMatchObject({
      username: 'Anonymous#0',
      id: 0,
      concurrency: 500,
    });
    expect((await client.findUser()).json).toMatchObject({
      username: 'alice#1',
      kudos: ALICE.kudos,
      concurrency: 30,
    });
    expect(horde.stats.violations).toEqual([]);
  });

  it('refuses the banned example Client-Agent with 403 BannedClientAgent', async () => {
    const { horde, client } = await startHorde();
    const answer = await client.submit(
      { prompt: 'a fox' },
      { 'client-agent': BANNED_CLIENT_AGENT },
    );
    expect(answer).toMatchObject({ status: 403, json: { rc: 'BannedClientAgent' } });
    expect(horde.stats.clientAgents).toEqual(new Map([[BANNED_CLIENT_AGENT, 1]]));
  });

  it('counts images, not requests, against concurrency: 429 TooManyPrompts', async () => {
    const { horde, client } = await startHorde({
      models: [{ name: 'stable_diffusion', threads: 0 }],
    });
    horde.setConcurrency(ALICE.apiKey, 5);
    expect((await client.submit({ prompt: 'a', params: { n: 3 } })).status).toBe(202);
    const over = await client.submit({ prompt: 'b', params: { n: 3 } });
    expect(over).toMatchObject({
      status: 429,
      json: {
        rc: 'TooManyPrompts',
        message: expect.stringContaining('Parallel requests (6) exceeded user limit (5)'),
      },
    });
    expect((await client.submit({ prompt: 'c', params: { n: 2 } })).status).toBe(202);
  });

  it('asks big requests for kudos upfront (403 KudosUpfront); a dry run answers 200 {kudos}', async () => {
    const { horde, client } = await startHorde();
    const big = { prompt: 'a fox', params: { width: 1536, height: 1536, steps: 60 } };
    const dry = await client.submit({ ...big, dry_run: true });
    expect(dry).toEqual(
      expect.objectContaining({ status: 200, json: { kudos: expect.any(Number) } }),
    );
    horde.setKudos(ALICE.apiKey, dry.json.kudos - 1);
    expect(await client.submit(big)).toMatchObject({ status: 403, json: { rc: 'KudosUpfront' } });
    horde.setKudos(ALICE.apiKey, dry.json.kudos);
    expect((await client.submit(big)).status).toBe(202);
    expect(await hordeClient(horde, ANONYMOUS_KEY).submit(big)).toMatchObject({ status: 403 });
  });

  it('refuses cfg_scale with more than 2 decimals (BadCFGDecimals) and more than 5 LoRas', async () => {
    const { client } = await startHorde();
    expect(await client.submit({ prompt: 'a', params: { cfg_scale: 7.555 } })).toMatchObject({
      status: 400,
      json: { rc: 'BadCFGDecimals' },
    });
    const loras = Array.from({ length: 6 }, (_, i) => ({ name: `lora${i}` }));
    expect(await client.submit({ prompt: 'a', params: { loras } })).toMatchObject({
      status: 400,
      json: { rc: 'TooManyLoras' },
    });
  });

  it('answers 404 RequestNotFound for an unknown id and once a request expired (20 min idle)', async () => {
    const { horde, clock, client } = await startHorde();
    expect(await client.check('00000000-0000-4000-8000-000000000000')).toMatchObject({
      status: 404,
      json: { rc: 'RequestNotFound' },
    });
    const { id } = (await client.submit({ prompt: 'a fox' })).json;
    clock.advance(60_000);
    expect((await client.status(id)).json.done).toBe(true);
    clock.advance(19 * 60_000);
    expect((await client.check(id)).status).toBe(200);
    clock.advance(60_000);
    expect(await client.status(id)).toMatchObject({ status: 404, json: { rc: 'RequestNotFound' } });
    expect(await call(`${horde.url}/api/v2/nowhere`)).toMatchObject({ status: 404 });
    expect(horde.stats.violations).toEqual([]);
  });
});
