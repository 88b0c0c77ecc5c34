import { describe, expect, it } from 'vitest';
import { startHorde } from './horde-fixture.js';

describe('AI Horde emulator: cancel and censorship', () => {
  it('DELETE answers the full status with the images finished so far; nothing more is started', async () => {
    const { horde, clock, client } = await startHorde({
      models: [{ name: 'stable_diffusion', threads: 1 }],
      jobDurationMs: [10_000, 10_000],
    });
    const { id } = (await client.submit({ prompt: 'a fox', params: { n: 4 } })).json;
    clock.advance(15_000);
    const cancelled = await client.cancel(id);
    expect(cancelled.status).toBe(200);
    expect(cancelled.json).toMatchObject({ finished: 1, processing: 1, waiting: 2, done: false });
    expect(cancelled.json.generations).toHaveLength(1);
    clock.advance(60_000);
    const after = (await client.status(id)).json;
    expect(after).toMatchObject({ finished: 2, processing: 0, waiting: 0, done: true });
    expect(after.generations).toHaveLength(2);
    expect(horde.request(id)?.jobs.map((job) => job.state)).toEqual([
      'finished',
      'finished',
      'waiting',
      'waiting',
    ]);
    expect(horde.stats.violations).toEqual([]);
  });

  it('censors an SFW request whose image trips the filter: censored, gen_metadata nsfw, 0 kudos', async () => {
    const { horde, clock, client } = await startHorde();
    const sfw = { nsfw: false, censor_nsfw: true };
    const { id } = (await client.submit({ prompt: 'a nsfw-test fox', ...sfw, params: { n: 2 } }))
      .json;
    const { id: allowed } = (await client.submit({ prompt: 'a nsfw-test fox', nsfw: true })).json;
    clock.advance(60_000);
    const status = (await client.status(id)).json;
    expect(status.kudos).toBe(0);
    expect(status.generations).toEqual([
      expect.objectContaining({
        censored: true,
        state: 'ok',
        gen_metadata: [{ type: 'censorship', value: 'nsfw' }],
      }),
      expect.objectContaining({ censored: true }),
    ]);
    expect((await client.status(allowed)).json.generations[0].censored).toBe(false);
    horde.setFaults({ censorNextImages: 1 });
    const { id: clean } = (await client.submit({ prompt: 'a fox', ...sfw })).json;
    clock.advance(60_000);
    expect((await client.status(clean)).json).toMatchObject({
      kudos: 0,
      generations: [{ censored: true }],
    });
    expect(horde.stats.violations).toEqual([]);
  });
});
