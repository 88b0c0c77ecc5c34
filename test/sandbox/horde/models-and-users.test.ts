import { describe, expect, it } from 'vitest';
import { ALICE, call, startHorde } from './horde-fixture.js';

describe('AI Horde emulator: status/models and find_user', () => {
  it('lists the served models with their queue; filters by count and type; refuses a bad model_state', async () => {
    const { horde, client } = await startHorde({
      models: [
        { name: 'stable_diffusion', threads: 1 },
        { name: 'AlbedoBase XL (SDXL)', threads: 3, kudosFactor: 2 },
        { name: 'Retired', threads: 0 },
      ],
      jobDurationMs: [10_000, 10_000],
    });
    await client.submit({ prompt: 'a', params: { n: 3 } });
    // Two images waiting for stable_diffusion: 2 × 512 × 512 × 30 steps = 15.73 megapixelsteps.
    const models = (await client.models()).json;
    expect(models).toEqual([
      {
        name: 'stable_diffusion',
        count: 1,
        performance: 1,
        queued: 15.72864,
        jobs: 2,
        eta: 20,
        type: 'image',
      },
      {
        name: 'AlbedoBase XL (SDXL)',
        count: 3,
        performance: 1,
        queued: 0,
        jobs: 0,
        eta: 0,
        type: 'image',
      },
    ]);
    expect((await client.models('?min_count=2')).json.map((m: { name: string }) => m.name)).toEqual(
      ['AlbedoBase XL (SDXL)'],
    );
    expect((await client.models('?type=text')).json).toEqual([]);
    expect(await client.models('?model_state=weird')).toMatchObject({
      status: 400,
      json: { rc: 'BadRequest' },
    });
    expect(horde.stats.violations).toEqual([]);
  });

  it('prices by the model family and reports kudos spent; find_user answers are cached 30 s', async () => {
    const { horde, clock, client } = await startHorde();
    const sd = (await client.submit({ prompt: 'a', dry_run: true })).json.kudos;
    const xl = (
      await client.submit({ prompt: 'a', models: ['AlbedoBase XL (SDXL)'], dry_run: true })
    ).json.kudos;
    // Both rounded: an SDXL image costs twice as much, give or take the rounding.
    expect(Math.abs(xl - 1 - (sd - 1) * 2)).toBeLessThanOrEqual(1);
    expect((await client.findUser()).json.kudos).toBe(ALICE.kudos);
    const { id } = (await client.submit({ prompt: 'a fox', params: { n: 2 } })).json;
    clock.advance(25_000);
    const spent = (await client.check(id)).json.kudos;
    expect(spent).toBeGreaterThan(0);
    expect((await client.findUser()).json.kudos).toBe(ALICE.kudos);
    clock.advance(5_000);
    const user = (await client.findUser()).json;
    expect(user.kudos).toBeCloseTo(ALICE.kudos - spent, 0);
    expect(user.kudos_details.accumulated).toBeCloseTo(-spent, 0);
    expect(user.account_age).toBe(30);
    expect(horde.stats).toMatchObject({ submissions: 1, imagesFinished: 2 });
  });

  it('refuses a body that is not JSON with werkzeug’s 400 and records it as a request violation', async () => {
    const { horde } = await startHorde();
    const answer = await call(`${horde.url}/api/v2/generate/async`, {
      method: 'POST',
      headers: { apikey: ALICE.apiKey, 'content-type': 'application/json' },
      body: '{"prompt": "a fox",',
    });
    expect(answer).toMatchObject({ status: 400, json: { message: expect.any(String) } });
    expect(horde.stats.violations).toMatchObject([{ side: 'request', route: 'generate_async' }]);
  });
});
