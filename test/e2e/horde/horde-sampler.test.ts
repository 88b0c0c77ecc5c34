import { afterEach, describe, expect, it } from 'vitest';
import { HORDE_SAMPLERS } from '../../../src/backends/horde/horde-capabilities.js';
import {
  cardText,
  fieldsOf,
  runImagine,
  taskIdOf,
  titleOf,
  waitForResult,
} from '../imagine/imagine-kit.js';
import { ALICE_HORDE_KEY, ALICE_KUDOS, type HordeEnv, startHordeEnv } from './horde-kit.js';

describe('/imagine sampler: on the AI Horde', () => {
  let env: HordeEnv;
  afterEach(() => env?.close());

  it('sends the sampler as params.sampler_name, shown on the card, with no spec violation', async () => {
    env = await startHordeEnv();
    for (const sampler of ['k_euler_a', 'k_dpmpp_2m']) {
      const run = await runImagine(env, { prompt: 'a fox at dawn', sampler, cfg: 6.5 });
      const taskId = await taskIdOf(env, run);
      const result = await waitForResult(run, 20_000);
      expect(titleOf(result)).toBe('✅ Image ready');
      const sent = env.horde.request(taskId)?.body;
      expect(sent?.params).toMatchObject({ sampler_name: sampler, cfg_scale: 6.5 });
      // Shown as text members could have typed: Markdown escaped.
      const shown = sampler.replaceAll('_', '\\_');
      expect(fieldsOf(result)).toMatchObject({ Sampler: shown, CFG: '6.5' });
      expect(cardText(result)).not.toMatch(/Ignored|Not taken/);
    }
    const plain = await runImagine(env, { prompt: 'a fox at noon' });
    const plainTask = await taskIdOf(env, plain);
    expect(fieldsOf(await waitForResult(plain, 20_000)).Sampler).toBeUndefined();
    expect(env.horde.request(plainTask)?.body.params).not.toHaveProperty('sampler_name');
    expect(env.horde.stats.violations).toEqual([]);
  });

  it('refuses a sampler the Horde does not know before anything is sent or spent', async () => {
    env = await startHordeEnv();
    const run = await runImagine(env, { prompt: 'a fox', sampler: 'k_bogus' });
    const { ephemeral } = await run.waitForAck();
    const notice = ephemeral ? await run.waitForReply() : await run.waitForFollowUp();
    expect(notice.ephemeral).toBe(true);
    expect(notice.content).toMatch(/^⚠️ `sampler` must be one of k_euler_a, k_euler, .*k_bogus/);
    expect(env.horde.stats.requests.generate_async).toBe(0);
    expect(env.horde.kudosOf(ALICE_HORDE_KEY)).toBe(ALICE_KUDOS);
  });

  it("refuses a width off the Horde's step of 64, naming the option, before anything is sent", async () => {
    env = await startHordeEnv();
    const run = await runImagine(env, { prompt: 'a fox', width: 500, height: 512 });
    const { ephemeral } = await run.waitForAck();
    const notice = ephemeral ? await run.waitForReply() : await run.waitForFollowUp();
    expect(notice.ephemeral).toBe(true);
    expect(notice.content).toMatch(/^⚠️ `width` must be a multiple of 64 \(got 500\)/);
    expect(env.horde.stats.requests.generate_async).toBe(0);
    expect(env.horde.kudosOf(ALICE_HORDE_KEY)).toBe(ALICE_KUDOS);
  });

  it("offers the Horde's samplers by autocomplete, filtered by what is typed", async () => {
    env = await startHordeEnv();
    const suggest = async (typed: string) => {
      const run = await env.discord.autocomplete({
        channel: env.channel,
        user: env.user,
        name: 'imagine',
        options: { prompt: 'x', sampler: typed },
        focused: 'sampler',
      });
      return (await run.waitForChoices()).map((choice) => choice.value);
    };
    expect(await suggest('')).toEqual([...HORDE_SAMPLERS]);
    expect(await suggest('DPMPP')).toEqual(['k_dpmpp_2s_a', 'k_dpmpp_2m', 'k_dpmpp_sde']);
    expect(await suggest('nothing-like-it')).toEqual([]);
    expect(env.horde.stats.requests.status_models).toBe(0);
  });
});
