import { describe, expect, it } from 'vitest';
import { ANONYMOUS_KEY } from '../../../sandbox/horde/index.js';
import { ALICE, call, hordeClient, startHorde, webpSize } from './horde-fixture.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('AI Horde emulator: a generation from submission to images', () => {
  it('accepts with 202 {id, kudos}, moves waiting → processing → finished on the clock, and serves WebP images', async () => {
    const { horde, clock, client } = await startHorde();
    const body = {
      prompt: 'a red fox###blurry',
      params: { n: 2, width: 576, height: 448, steps: 20, seed: '1234', seed_variation: 3 },
    };
    const estimate = (await client.submit({ ...body, dry_run: true })).json.kudos;
    const submitted = await client.submit(body);
    expect(submitted.status).toBe(202);
    expect(submitted.json).toEqual({ id: expect.stringMatching(UUID), kudos: expect.any(Number) });
    const { id, kudos } = submitted.json;
    // 202 says one image's price (rounded); the estimate adds the horde tax, times n, plus 1.
    expect(Math.abs(estimate - ((kudos + 1) * 2 + 1))).toBeLessThanOrEqual(1);

    const first = (await client.check(id)).json;
    expect(first).toMatchObject({
      waiting: 0,
      processing: 2,
      finished: 0,
      done: false,
      queue_position: 0,
    });
    expect(first.wait_time).toBeGreaterThan(0);
    clock.advance(20_000);
    const done = (await client.status(id)).json;
    expect(done).toMatchObject({
      finished: 2,
      processing: 0,
      waiting: 0,
      done: true,
      faulted: false,
    });
    expect(done.kudos).toBe(estimate - 1);
    expect(done.generations.map((g: { seed: string }) => g.seed)).toEqual(['1234', '1237']);
    expect(done.generations[0]).toEqual({
      img: expect.stringMatching(new RegExp(`^${horde.url}/stable-horde/.+\\.webp\\?expires=`)),
      seed: '1234',
      id: expect.stringMatching(UUID),
      worker_id: expect.stringMatching(UUID),
      worker_name: expect.any(String),
      model: 'stable_diffusion',
      state: 'ok',
      censored: false,
      gen_metadata: [],
    });
    const image = await fetch(done.generations[0].img);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(webpSize(Buffer.from(await image.arrayBuffer()))).toEqual({ width: 576, height: 448 });
    expect(horde.kudosOf(ALICE.apiKey)).toBeCloseTo(ALICE.kudos - done.kudos, 0);
    expect(horde.stats.violations).toEqual([]);
  });

  it('hands out a fresh URL at each status call, valid 30 minutes; base64 WebP with r2: false', async () => {
    const { clock, client } = await startHorde();
    const { id } = (await client.submit({ prompt: 'a fox', r2: false })).json;
    clock.advance(30_000);
    const [generation] = (await client.status(id)).json.generations;
    expect(webpSize(Buffer.from(generation.img, 'base64'))).toEqual({ width: 512, height: 512 });

    const { id: other } = (await client.submit({ prompt: 'a cat' })).json;
    clock.advance(30_000);
    const url = (await client.status(other)).json.generations[0].img;
    clock.advance(1_000);
    expect((await client.status(other)).json.generations[0].img).not.toBe(url);
    expect((await call(url)).status).toBe(200);
    clock.advance(1_800_000);
    expect(await call(url)).toMatchObject({
      status: 403,
      json: expect.stringContaining('Request has expired'),
    });
  });

  it('queues anonymous requests last: queue position and wait time go down as workers finish', async () => {
    const { horde, clock, client } = await startHorde({
      models: [{ name: 'stable_diffusion', threads: 1 }],
      jobDurationMs: [10_000, 10_000],
    });
    horde.addUser({ alias: 'rich', apiKey: 'rich-key-0123456789', kudos: 100_000 });
    const rich = hordeClient(horde, 'rich-key-0123456789');
    const anon = hordeClient(horde, ANONYMOUS_KEY);
    await client.submit({ prompt: 'takes the only thread' });
    const mine = (await anon.submit({ prompt: 'anonymous' })).json.id;
    await client.submit({ prompt: 'alice', params: { n: 2 } });
    await rich.submit({ prompt: 'rich' });
    const seen: { queue_position: number; wait_time: number; processing: number }[] = [];
    for (let i = 0; i < 5; i++) {
      const { queue_position, wait_time, processing } = (await anon.check(mine)).json;
      seen.push({ queue_position, wait_time, processing });
      clock.advance(10_000);
    }
    // Behind rich, then alice's request (registered users, by kudos), whose two images take 20 s;
    // the wait counts the jobs ahead and its own, plus what is left of the running one.
    expect(seen.map((s) => s.queue_position)).toEqual([3, 2, 2, 1, 0]);
    expect(seen.map((s) => s.wait_time)).toEqual([40, 30, 20, 10, 10]);
    expect(seen.at(-1)?.processing).toBe(1);
    expect(horde.stats.violations).toEqual([]);
  });
});
