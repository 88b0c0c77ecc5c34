import { afterEach, describe, expect, it } from 'vitest';
import type { BotEnv } from '../helpers/bot-env.js';
import {
  linkKey,
  registerImagine,
  runImagine,
  startImagineEnv,
  taskIdOf,
  titleOf,
  waitForPosition,
  waitForResult,
} from '../imagine/imagine-kit.js';
import { GONE, registerQueue } from './queue-kit.js';

describe("/queue's cancel select and another server's generation", () => {
  let env: BotEnv;
  afterEach(async () => {
    await env.close();
  });

  it('refuses a value naming a generation queued in another server, which stays queued', async () => {
    env = await startImagineEnv({ env: { GUILD_MAX_ACTIVE_JOBS: '1' } });
    await registerQueue(env);
    const mod = env.discord.createUser({
      username: 'mod',
      guild: env.guild,
      permissions: ['ManageMessages'],
    });
    // Another server, where carol waits behind dave.
    const other = env.discord.createGuild({ name: 'Elsewhere' });
    const otherChannel = env.discord.createChannel({ guild: other });
    await env.discord.waitFor(() => env.app.client.guilds.cache.has(other.id));
    await registerImagine(env, other.id);
    const memberThere = async (name: string) => {
      const user = env.discord.createUser({ username: name, guild: other });
      env.imageApi.addUser({ name, loginToken: `login-token-${name}`, credits: 10 });
      await linkKey(env, user, name);
      return user;
    };
    const carol = await memberThere('carol');
    const dave = await memberThere('dave');
    env.imageApi.setFaults({ hangNextTasks: 1 });
    const daves = await runImagine(
      env,
      { prompt: 'a tower' },
      { user: dave, channel: otherChannel },
    );
    const taskId = await taskIdOf(env, daves);
    const carols = await runImagine(
      env,
      { prompt: 'a bridge' },
      { user: carol, channel: otherChannel },
    );
    await waitForPosition(carols, 1);

    const run = await env.discord.runCommand({ channel: env.channel, user: mod, name: 'queue' });
    const list = await run.waitForReply();
    expect(list.embeds[0]?.description).toBe(
      'Nothing is queued or running in this server right now.',
    );
    const forged = await env.discord.selectMenu({
      message: list,
      customId: 'queue:cancel',
      values: [carols.id],
      user: mod,
    });
    const refusal = await forged.waitForFollowUp();
    expect(refusal).toMatchObject({ ephemeral: true, content: GONE });
    expect((await env.app.context.jobs.get(carols.id))?.state).toBe('waiting');
    env.imageApi.setTaskFate(taskId, 'complete');
    expect(titleOf(await waitForResult(carols))).toBe('✅ Image ready');
    expect(titleOf(await waitForResult(daves))).toBe('✅ Image ready');
  });
});
