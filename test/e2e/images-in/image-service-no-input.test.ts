import { afterEach, describe, expect, it } from 'vitest';
import { renderImage } from '../../../sandbox/image-api/image-renderer.js';
import type { BotEnv } from '../helpers/bot-env.js';
import { startImagineEnv } from '../imagine/imagine-kit.js';

describe('/imagine image: on the image service (its interface takes no image)', () => {
  let env: BotEnv;
  afterEach(() => env?.close());

  it('is refused privately with what to do, nothing sent or charged', async () => {
    env = await startImagineEnv();
    const run = await env.discord.runCommand({
      channel: env.channel,
      user: env.user,
      name: 'imagine',
      options: { prompt: 'the same harbour under snow' },
      attachments: {
        image: {
          name: 'harbour.png',
          data: await renderImage({ width: 640, height: 480, prompt: 'a harbour', seed: 7 }),
          contentType: 'image/png',
        },
      },
    });
    const answer = await run.waitFor(
      (r) => [r.original(), ...r.followUps].find((m) => m && !m.loading && m.ephemeral),
      { timeout: 20_000 },
    );
    expect(answer.content).toContain(
      "This server's image backend cannot start from an image: run the command without one. Nothing was sent and nothing was charged.",
    );
    await env.app.context.jobs.idle();
    expect(env.imageApi.stats.submissions).toBe(0);
    expect(env.discord.messages(env.channel).filter((m) => !m.ephemeral)).toHaveLength(0);
  });

  it('strength: without an image gets the same refusal, not "attach one"', async () => {
    env = await startImagineEnv();
    const run = await env.discord.runCommand({
      channel: env.channel,
      user: env.user,
      name: 'imagine',
      options: { prompt: 'the same harbour under snow', strength: 0.4 },
    });
    const answer = await run.waitFor(
      (r) => [r.original(), ...r.followUps].find((m) => m && !m.loading && m.ephemeral),
      { timeout: 20_000 },
    );
    expect(answer.content).toContain(
      "This server's image backend cannot start from an image: run the command without one. Nothing was sent and nothing was charged.",
    );
    expect(answer.content).not.toContain('attach one');
    await env.app.context.jobs.idle();
    expect(env.imageApi.stats.submissions).toBe(0);
  });
});
