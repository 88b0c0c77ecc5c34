import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UserRef } from '../../../sandbox/discord/index.js';
import {
  closeAndCheck,
  createManager,
  linkKey,
  startKeyEnv,
  submitSecret,
} from '../apikey/helpers/key-env.js';
import type { BotEnv } from '../helpers/bot-env.js';

describe('/balance when the service is down or rejects a key', () => {
  let env: BotEnv;
  let mod: UserRef;
  let apiKey: string;
  beforeEach(async () => {
    env = await startKeyEnv();
    mod = createManager(env);
    apiKey = env.imageApi.issueKey('alice');
    await linkKey(env, apiKey);
  });
  afterEach(() => closeAndCheck(env));

  const balance = (options: Record<string, boolean> = {}) =>
    env.discord.runCommand({ channel: env.channel, user: env.user, name: 'balance', options });
  const stillLinked = async () =>
    expect((await env.app.context.stores.apiKeys.get(env.user.id))?.apiKey).toBe(apiKey);
  const revoke = (key: string) =>
    fetch(`${env.imageApi.url}/api.php?action=revoke_api_key`, {
      method: 'POST',
      headers: { 'x-api-key': key },
      body: '{}',
    });

  it('says privately that the service is unavailable, and keeps the key', async () => {
    env.imageApi.setFaults({ down: 'unavailable' });
    const reply = await (await balance()).waitForReply();
    expect(reply).toMatchObject({
      ephemeral: true,
      content: '⚠️ The image service is unavailable right now. Try again in a few minutes.',
      embeds: [],
    });
    await stillLinked();
  });

  it('keeps a failure private even when asked in public', async () => {
    env.imageApi.setFaults({ down: 'drop' });
    const run = await balance({ public: true });
    const answer = await run.waitForFollowUp();
    expect(answer.ephemeral).toBe(true);
    expect(answer.content).toContain('unavailable right now');
    expect(run.original()?.deleted).toBe(true);
    expect(env.discord.messages(env.channel).every((m) => m.ephemeral)).toBe(true);
    await stillLinked();
  });

  it('unlinks a rejected key and tells its owner privately, even when asked in public', async () => {
    await revoke(apiKey);
    const run = await balance({ public: true });
    const answer = await run.waitForFollowUp();
    expect(answer.ephemeral).toBe(true);
    expect(answer.content).toBe(
      `⚠️ The image service rejected your API key (sk-…${apiKey.slice(-4)}) as invalid or revoked, so I unlinked it. Link a working key with \`/apikey link\` or create one with \`/apikey generate\`.`,
    );
    expect(env.discord.messages(env.channel).every((m) => m.ephemeral)).toBe(true);
    expect(await env.app.context.stores.apiKeys.has(env.user.id)).toBe(false);
  });

  it('shows what it can when only the server pool fails, and removes a rejected server key', async () => {
    const poolKey = env.imageApi.issueKey('alice');
    await submitSecret(env, 'set', poolKey, { user: mod, group: 'server' });
    await revoke(poolKey);
    const reply = await (await balance()).waitForReply();
    expect(reply.ephemeral).toBe(true);
    expect(reply.content).toContain('rejected the server key');
    expect(reply.embeds[0]?.fields?.map((f) => f.name)).toEqual(['Your key']);
    expect(await env.app.context.stores.guildSettings.hasServerKey(env.guild.id)).toBe(false);
    await stillLinked();
  });
});
