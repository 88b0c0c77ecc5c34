import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BotEnv } from '../helpers/bot-env.js';
import {
  cardText,
  fieldsOf,
  runImagine,
  startImagineEnv,
  taskIdOf,
  titleOf,
  waitForResult,
} from './imagine-kit.js';

describe('/imagine sampler: on the image service, which takes none', () => {
  let env: BotEnv;
  beforeEach(async () => {
    env = await startImagineEnv({ imageApi: { timeScale: 0.05 } });
  });
  afterEach(async () => {
    await env.close();
  });

  it('does not send it, and says the backend does not take it, apart from what the workflow ignores', async () => {
    const run = await runImagine(env, { prompt: 'a boat', sampler: 'k_euler_a', cfg: 9 });
    const progress = await run.waitForOriginal((m) => m.texts.length > 0);
    expect(cardText(progress)).toContain('Not taken by this image backend: sampler.');
    const taskId = await taskIdOf(env, run);
    const result = await waitForResult(run);
    expect(titleOf(result)).toBe('✅ Image ready');
    expect(cardText(result)).toContain('Ignored by the default workflow: cfg.');
    expect(cardText(result)).toContain('Not taken by this image backend: sampler.');
    expect(cardText(result)).not.toContain('Ignored by the default workflow: cfg, sampler');
    const job = await env.app.context.jobs.get(run.id);
    expect(job?.request).not.toHaveProperty('sampler');
    expect(env.imageApi.task(taskId)?.params).not.toHaveProperty('sampler');
    expect(fieldsOf(result).Sampler).toBeUndefined();
  });

  it('takes any sampler there without checking it (it is not sent), and offers none', async () => {
    const run = await runImagine(env, { prompt: 'a boat', sampler: 'not-a-sampler' });
    const result = await waitForResult(run);
    expect(titleOf(result)).toBe('✅ Image ready');
    expect(cardText(result)).toContain('Not taken by this image backend: sampler.');
    const suggested = await env.discord.autocomplete({
      channel: env.channel,
      user: env.user,
      name: 'imagine',
      options: { prompt: 'x', sampler: '' },
      focused: 'sampler',
    });
    expect(await suggested.waitForChoices()).toEqual([]);
  });
});
