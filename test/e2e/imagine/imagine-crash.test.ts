import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InteractionRun, MessageView } from '../../../sandbox/discord/index.js';
import { type CrashWorld, type KillableBot, startCrashWorld } from '../helpers/crash-world.js';
import { cardText, titleOf, waitForResult } from './imagine-kit.js';

/** SIGKILL of a real bot process at one moment of a generation's life, then a restart on its store. */
describe('/imagine when the bot is killed (SIGKILL) and restarted', () => {
  let world: CrashWorld;
  let bot: KillableBot;
  beforeEach(async () => {
    world = await startCrashWorld();
    bot = await world.startBot();
  });
  afterEach(async () => {
    await world.close();
  });

  const imagine = (prompt: string) =>
    world.discord.runCommand({
      channel: world.channel,
      user: world.user,
      name: 'imagine',
      options: { prompt },
    });

  /** Kills the bot the moment a version of `run`'s reply matches (before the bot hears back). */
  const killWhenReply = (
    run: () => InteractionRun | undefined,
    when: (m: MessageView) => boolean,
  ) =>
    new Promise<void>((done) => {
      const check = (message: MessageView) => {
        if (message.interactionId !== run()?.id || !when(message)) return;
        world.discord.events.off('messageUpdate', check);
        void bot.kill().then(done);
      };
      world.discord.events.on('messageUpdate', check);
    });

  /** Kills the bot the moment it logs `message`; resolves to that log line's fields. */
  const killWhenLogged = async (message: string) => {
    await bot.printed(`"msg":"${message}"`);
    await bot.kill();
    const line = bot
      .stdout()
      .split('\n')
      .find((printed) => printed.includes(`"msg":"${message}"`));
    return JSON.parse(line ?? '{}') as Record<string, unknown>;
  };

  const uploads = () =>
    world.discord.requests.filter((r) => r.method === 'PATCH' && r.files.length > 0);

  it('ends a reply acknowledged just before the crash: nothing was sent, nothing charged, Retry works', async () => {
    const killed = new Promise<void>((done) => {
      const check = (response: InteractionRun) => {
        if (response.responseType === undefined) return;
        world.discord.events.off('interactionResponse', check);
        void bot.kill().then(done);
      };
      world.discord.events.on('interactionResponse', check);
    });
    const run = await imagine('a lighthouse');
    await killed;
    expect(run.responseType).toBe(4);
    expect(titleOf(run.reply)).toBe('🕒 Queued');

    bot = await world.startBot();
    const ended = await waitForResult(run);
    expect(titleOf(ended)).toBe('❌ Generation failed');
    expect(cardText(ended)).toContain('restarted before your request was sent');
    expect(cardText(ended)).toContain('nothing was charged');
    expect(world.imageApi.stats.submissions).toBe(0);

    const retry = await world.discord.clickButton({
      message: ended,
      customId: `imagine:retry:${run.id}`,
      user: world.user,
    });
    expect(titleOf(await waitForResult(retry))).toBe('✅ Image ready');
  });

  it('says a submission cut off by the crash may have been charged, and offers Retry', async () => {
    world.imageApi.setFaults({ latencyMs: 3_000, endpoints: ['image_generation'] });
    const killed = killWhenLogged('submitting the task');
    const run = await imagine('a comet');
    await killed;
    world.imageApi.setFaults({ latencyMs: 0 });
    bot = await world.startBot();
    const ended = await waitForResult(run);
    expect(titleOf(ended)).toBe('❌ Generation failed');
    expect(cardText(ended)).toContain('may or may not have reached the image service');
    expect(ended.buttons.map((b) => b.customId)).toContain(`imagine:retry:${run.id}`);
  });

  it('delivers an image whose task was running at the crash, once', async () => {
    world.imageApi.setFaults({ hangNextTasks: 1 });
    const killed = killWhenLogged('task submitted');
    const run = await imagine('a harbour');
    const { taskId } = await killed;
    bot = await world.startBot();
    world.imageApi.setTaskFate(String(taskId), 'complete');
    const result = await waitForResult(run);
    expect(result.attachments).toHaveLength(1);
    await vi.waitFor(() => expect(uploads()).toHaveLength(1));
    await sleep(300);
    expect(uploads()).toHaveLength(1);
    expect(world.discord.messages(world.channel)).toHaveLength(1);
  });

  it('never uploads the image again when the final edit landed just before the crash', async () => {
    let run: InteractionRun | undefined;
    const killed = killWhenReply(
      () => run,
      (m) => m.attachments.length > 0,
    );
    run = await imagine('a lantern');
    await killed;
    expect(uploads()).toHaveLength(1);

    bot = await world.startBot();
    await bot.printed('the final edit of a reply landed before a restart');
    const [message] = world.discord.messages(world.channel);
    expect(message?.attachments).toHaveLength(1);
    expect(uploads()).toHaveLength(1);
    expect(world.discord.messages(world.channel)).toHaveLength(1);
  });

  it('never posts a second replacement when the first landed just before the crash', async () => {
    world.imageApi.setFaults({ hangNextTasks: 1 });
    const queued = killWhenLogged('task submitted');
    await imagine('a windmill');
    const { taskId } = await queued;
    const original = world.discord.messages(world.channel)[0];
    world.discord.deleteMessage(original?.id ?? '');
    const replaced = new Promise<void>((done) => {
      const check = (message: MessageView) => {
        if (message.interactionId || message.attachments.length === 0) return;
        world.discord.events.off('messageCreate', check);
        void bot.kill().then(done);
      };
      world.discord.events.on('messageCreate', check);
    });
    world.imageApi.setTaskFate(String(taskId), 'complete');
    bot = await world.startBot();
    await replaced;

    const posts = () =>
      world.discord.requests.filter((r) => r.method === 'POST' && r.route === 'channelMessages');
    expect(posts()).toHaveLength(1);
    bot = await world.startBot();
    await vi.waitFor(() => expect(posts()).toHaveLength(2), { timeout: 20_000 });
    const posted = world.discord.messages(world.channel);
    expect(posted).toHaveLength(1);
    expect(posted[0]?.texts[0]).toBe(`<@${world.user.id}>`);
    expect(posted[0]?.attachments).toHaveLength(1);
    // Three starts of the bot: over 20 s on a loaded 2-core machine (a full run on Node 22).
  }, 60_000);
});
