import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BotEnv } from '../helpers/bot-env.js';
import { registerImagine, runImagine, startImagineEnv, waitForResult } from './imagine-kit.js';

describe('/imagine model and workflow autocomplete', () => {
  let env: BotEnv;
  beforeEach(async () => {
    env = await startImagineEnv();
  });
  afterEach(async () => {
    await env.close();
  });

  const suggest = async (typed: string, channel = env.channel) => {
    const run = await env.discord.autocomplete({
      channel,
      user: env.user,
      name: 'imagine',
      options: { prompt: 'x', model: typed },
      focused: 'model',
    });
    return (await run.waitForChoices()).map((choice) => choice.value);
  };

  it('offers the models used recently in this server, newest first, matching what is typed', async () => {
    expect(await suggest('')).toEqual([]);
    for (const model of ['checkpoints/alpha.safetensors', 'checkpoints/beta.safetensors']) {
      await waitForResult(await runImagine(env, { prompt: 'a cat', model }));
    }
    await waitForResult(
      await runImagine(env, { prompt: 'a cat', model: 'ignored/by-rr3', workflow: 'rr3' }),
    );
    expect(await suggest('')).toEqual([
      'checkpoints/beta.safetensors',
      'checkpoints/alpha.safetensors',
    ]);
    expect(await suggest('ALPHA')).toEqual(['checkpoints/alpha.safetensors']);

    const other = env.discord.createGuild({ name: 'other' });
    const channel = env.discord.createChannel({ guild: other });
    env.discord.addMember({ guild: other, user: env.user });
    await env.discord.waitFor(() => env.app.client.guilds.cache.has(other.id));
    await registerImagine(env, other.id);
    expect(await suggest('', channel)).toEqual([]);
  });

  it("offers the image service's four workflows as /imagine workflow: (its fixed choices)", async () => {
    const workflows = async (typed: string) => {
      const run = await env.discord.autocomplete({
        channel: env.channel,
        user: env.user,
        name: 'imagine',
        options: { prompt: 'x', workflow: typed },
        focused: 'workflow',
      });
      return (await run.waitForChoices()).map((choice) => choice.value);
    };
    expect(await workflows('')).toEqual(['default', 'anime', 'z-image', 'rr3']);
    expect(await workflows('IMAGE')).toEqual(['z-image']);
  });
});
