import { afterEach, describe, expect, it } from 'vitest';
import { AdjustableClock } from '../../../sandbox/discord/index.js';
import type { BotEnv, BotEnvOptions } from '../helpers/bot-env.js';
import {
  cardText,
  digest,
  imageDigest,
  runImagine,
  startImagineEnv,
  taskIdOf,
  titleOf,
  waitForResult,
} from './imagine-kit.js';

const FIFTEEN_MINUTES = 15 * 60_000;

describe('/imagine delivery: rate limits, token expiry, lost replies', () => {
  let env: BotEnv;
  const start = async (options: BotEnvOptions = {}) => {
    env = await startImagineEnv(options);
  };
  afterEach(async () => {
    await env.close();
  });

  /** Starts a generation that hangs until `complete()`, once it shows progress. */
  const hangingRun = async () => {
    env.imageApi.setFaults({ hangNextTasks: 1 });
    const run = await runImagine(env, { prompt: 'a fox' });
    const taskId = await taskIdOf(env, run);
    await run.waitForOriginal((m) => titleOf(m) === '🎨 Generating');
    return { run, taskId, complete: () => env.imageApi.setTaskFate(taskId, 'complete') };
  };

  const channelEdits = () =>
    env.discord.requests.filter((r) => r.route === 'channelMessage' && r.method === 'PATCH');

  it('waits out a 429 on the final edit and delivers the image', async () => {
    await start();
    const { run, taskId, complete } = await hangingRun();
    env.discord.failNext({
      status: 429,
      route: 'webhookMessage',
      method: 'PATCH',
      retryAfter: 0.3,
    });
    complete();
    const result = await waitForResult(run);
    expect(digest(result.attachments[0]?.bytes)).toBe(await imageDigest(env, taskId));
    expect(env.discord.rateLimitHits).toBe(1);
    expect(env.discord.requests.filter((r) => r.status === 429)).toHaveLength(1);
  });

  it('edits with the bot token once Discord refuses the expired interaction token', async () => {
    const clock = new AdjustableClock();
    await start({ discord: { clock } });
    const { run, taskId, complete } = await hangingRun();
    clock.advance(FIFTEEN_MINUTES + 1_000);
    complete();
    const result = await waitForResult(run);
    await env.app.context.jobs.idle();
    expect(result.id).toBe(run.original()?.id);
    expect(digest(result.attachments[0]?.bytes)).toBe(await imageDigest(env, taskId));
    const refused = env.discord.requests.filter((r) => r.status === 401);
    expect(refused.map((r) => (r.error as { code: number }).code)).toEqual([50027]);
    expect(channelEdits().every((r) => r.botAuth && r.status === 200)).toBe(true);
    expect(channelEdits().at(-1)?.files).toHaveLength(1);
    expect(result.mentions).toEqual([]);
    expect(env.discord.messages(env.channel)).toHaveLength(1);
    expect(JSON.stringify(env.logs)).not.toContain(run.token);
  });

  it('switches to the bot token after 14 minutes without waiting for a refusal', async () => {
    const clock = new AdjustableClock();
    await start({
      discord: { clock },
      app: { now: () => clock.now() },
      env: { JOB_TIMEOUT_MS: '3600000' },
    });
    const { run, complete } = await hangingRun();
    clock.advance(14 * 60_000 + 5_000);
    complete();
    const result = await waitForResult(run);
    expect(titleOf(result)).toBe('✅ Image ready');
    await env.app.context.jobs.idle();
    expect(env.discord.requests.some((r) => r.status === 401)).toBe(false);
    expect(channelEdits().at(-1)?.files).toHaveLength(1);
  });

  it('posts a new message pinging only the requester when the reply was deleted', async () => {
    await start();
    const bob = env.discord.createUser({ username: 'bob', guild: env.guild });
    const { run, taskId, complete } = await hangingRun();
    const original = run.original();
    env.discord.deleteMessage(original?.id ?? '');
    complete();
    const result = await env.discord.waitForMessage({
      channel: env.channel,
      where: (m) => m.attachments.length === 1,
    });
    expect(result.id).not.toBe(original?.id);
    expect(result.content).toBe('');
    expect(result.texts[0]).toBe(`<@${env.user.id}>`);
    expect(result.mentions).toEqual([env.user.id]);
    expect(result.history[0]?.allowedMentions).toEqual({ parse: [], users: [env.user.id] });
    expect(result.mentions).not.toContain(bob.id);
    expect(digest(result.attachments[0]?.bytes)).toBe(await imageDigest(env, taskId));
    expect(titleOf(result)).toBe('✅ Image ready');
    expect(env.discord.messages(env.channel)).toHaveLength(1);
  });

  it('posts a new message when Discord refuses more edits of an old reply (30046)', async () => {
    await start();
    const { run, complete } = await hangingRun();
    env.discord.failNext({
      status: 400,
      route: 'webhookMessage',
      method: 'PATCH',
      count: 50,
      body: {
        message: 'Maximum number of edits to messages older than 1 hour reached.',
        code: 30046,
      },
    });
    complete();
    const result = await env.discord.waitForMessage({
      channel: env.channel,
      where: (m) => m.attachments.length === 1,
    });
    expect(result.id).not.toBe(run.original()?.id);
    expect(result.mentions).toEqual([env.user.id]);
    expect(env.discord.messages(env.channel)).toHaveLength(2);
  });

  it('gives up politely when a fallback lacks channel permissions', async () => {
    await start();
    const { run, complete } = await hangingRun();
    env.discord.setBotPermissions({ channel: env.channel, deny: ['SendMessages'] });
    env.discord.deleteMessage(run.original()?.id ?? '');
    complete();
    await env.discord.waitFor(() =>
      env.logs.some(
        (l) => l.msg === 'cannot update a generation message: the bot lacks channel permissions',
      ),
    );
    await env.app.context.jobs.idle();
    expect(env.discord.messages(env.channel)).toEqual([]);
    expect(
      env.discord.requests.some((r) => r.route === 'channelMessages' && r.method === 'POST'),
    ).toBe(false);
  });

  it('re-encodes an image larger than the interaction may upload to fit, and says so', async () => {
    await start({ discord: { attachmentSizeLimit: 100_000 } });
    const run = await runImagine(env, { prompt: 'a big fox' });
    const result = await waitForResult(run);
    const made = await env.imageApi.imageFor(await taskIdOf(env, run));
    expect(made?.length).toBeGreaterThan(100_000);
    expect(titleOf(result)).toBe('✅ Image ready');
    expect(result.attachments).toHaveLength(1);
    const posted = result.attachments[0];
    expect(posted?.filename).toBe(`imagine-${run.id}.webp`);
    expect(posted?.bytes.length).toBeLessThanOrEqual(100_000);
    expect(posted?.bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(result.gallery).toHaveLength(1);
    expect(cardText(result)).toMatch(
      /Re-encoded as WebP (and scaled down to \d+×\d+ )?to fit the 97\.7 KB the bot may upload here\./,
    );
    expect(cardText(result)).not.toMatch(/https?:|Open the image/);
  });
});
