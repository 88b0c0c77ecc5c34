import { afterEach, describe, expect, it } from 'vitest';
import editThisImage from '../../../commands/edit-this-image.js';
import imagine from '../../../commands/imagine.js';
import { renderImage } from '../../../sandbox/image-api/image-renderer.js';
import { deployCommands } from '../../../src/discord/command-registration.js';
import { type HordeEnv, startHordeEnv } from '../horde/horde-kit.js';
import { digest, taskIdOf, titleOf, waitForResult } from '../imagine/imagine-kit.js';

describe('"Edit this image" on the picture a message links to (an embed, through Discord\'s media proxy)', () => {
  let env: HordeEnv;
  afterEach(() => env?.close());

  it("edits the embed's picture as Discord's media proxy serves it (its own host), never fetching the linked site", async () => {
    env = await startHordeEnv();
    await deployCommands({
      body: [imagine.data, editThisImage.data],
      token: env.discord.token,
      apiUrl: `${env.discord.url}/api`,
      applicationId: env.discord.applicationId,
      guildId: env.guild.id,
    });
    const bob = env.discord.createUser({ username: 'bob', guild: env.guild });
    const bytes = await renderImage({ width: 640, height: 480, prompt: 'a harbour', seed: 7 });
    const link = 'https://pictures.example.org/2026/harbour.png';
    const line = env.discord.postMessage({
      channel: env.channel,
      user: bob,
      content: `look ${link}`,
      links: [{ url: link, data: bytes, contentType: 'image/png' }],
    });
    const proxied = line.embeds[0]?.thumbnail?.proxy_url ?? '';
    expect(new URL(proxied).origin).not.toBe(new URL(env.discord.url).origin);
    const run = await env.discord.runMessageCommand({
      message: line,
      user: env.user,
      name: 'Edit this image',
    });
    await run.waitForModal();
    const submit = await run.submitModal({ change: 'the harbour under snow' });
    expect(titleOf(await waitForResult(submit, 30_000))).toBe('✅ Image ready');
    const sent = env.horde.request(await taskIdOf(env, submit));
    expect(sent?.source).toMatchObject({ digest: digest(bytes), width: 640, height: 480 });
    expect(env.discord.attachmentFetches(proxied)).toBe(1);
    expect(env.horde.stats.violations).toEqual([]);
  });
});
