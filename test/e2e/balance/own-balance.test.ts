import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UserRef } from '../../../sandbox/discord/index.js';
import {
  closeAndCheck,
  createManager,
  linkKey,
  messagesThatMayPing,
  startKeyEnv,
  submitSecret,
} from '../apikey/helpers/key-env.js';
import type { BotEnv } from '../helpers/bot-env.js';

describe('/balance for the member who asks', () => {
  let env: BotEnv;
  let mod: UserRef;
  beforeEach(async () => {
    env = await startKeyEnv({
      imageApi: {
        users: [
          { name: 'alice', loginToken: 'login-token-alice', credits: 100 },
          { name: 'pool', loginToken: 'login-token-pool', credits: 1234.5 },
        ],
      },
    });
    mod = createManager(env);
  });
  afterEach(() => closeAndCheck(env));

  const balance = (options: Record<string, boolean | UserRef> = {}) =>
    env.discord.runCommand({ channel: env.channel, user: env.user, name: 'balance', options });
  const fieldsOf = (reply: { embeds: { fields?: { name: string; value: string }[] }[] }) =>
    Object.fromEntries((reply.embeds[0]?.fields ?? []).map((f) => [f.name, f.value]));
  const setPool = async (limit: number) => {
    await submitSecret(env, 'set', env.imageApi.issueKey('pool'), { user: mod, group: 'server' });
    await env.app.context.stores.guildSettings.setDailyLimit(env.guild.id, limit);
  };

  it('shows the own balance privately, with the key masked', async () => {
    const apiKey = env.imageApi.issueKey('alice');
    await linkKey(env, apiKey);
    const run = await balance();
    const reply = await run.waitForReply();
    expect(run.deferred).toBe(true);
    expect(reply.ephemeral).toBe(true);
    expect(reply.embeds[0]?.title).toBe('Image-service credits');
    expect(fieldsOf(reply)).toEqual({
      'Your key': `**100 credits**\nAccount **alice** · \`sk-…${apiKey.slice(-4)}\``,
    });
    expect(reply.allowedMentions).toEqual({ parse: [] });
  });

  it('posts it in the channel with public:True, without the key', async () => {
    const apiKey = env.imageApi.issueKey('alice');
    await linkKey(env, apiKey);
    const run = await balance({ public: true });
    const reply = await run.waitForReply();
    expect(reply.ephemeral).toBe(false);
    expect(fieldsOf(reply)).toEqual({ 'Your key': '**100 credits**\nAccount **alice**' });
    expect(JSON.stringify(reply.embeds)).not.toContain('sk-');
    // Snowflakes left out: a member's id may hold the key's last four digits by chance.
    expect(JSON.stringify(reply.embeds).replace(/\d{17,20}/g, '')).not.toContain(apiKey.slice(-4));
    expect(reply.allowedMentions).toEqual({ parse: [] });
    expect(reply.mentions).toEqual([]);
  });

  it('shows the server pool beside the own key, with the generations left today and the use of it', async () => {
    await linkKey(env, env.imageApi.issueKey('alice'));
    await setPool(5);
    await env.app.context.stores.usage.tryConsume(env.guild.id, env.user.id, 5);
    await env.app.context.stores.usage.tryConsume(env.guild.id, env.user.id, 5);
    const reply = await (await balance()).waitForReply();
    const fields = fieldsOf(reply);
    expect(fields['Your key']).toContain('**100 credits**');
    expect(fields['Server pool']).toMatch(
      /^\*\*1,234\.5 credits\*\*\nYour generations on it today: \*\*3 of 5\*\* left \(resets <t:\d+:R>\)\.\nYour use of it: today \*\*2\*\* \(2 credits\) · 7 days \*\*2\*\* \(2 credits\) · 30 days \*\*2\*\* \(2 credits\)\.\nUsed only by members without a key of their own\.$/,
    );
    expect(fields['Server pool']).not.toContain('pool**');
  });

  it('without a key, says how to link one and that generations use the server key', async () => {
    await setPool(10);
    const reply = await (await balance({ public: true })).waitForReply();
    expect(reply.ephemeral).toBe(false);
    const fields = fieldsOf(reply);
    expect(fields['Your key']).toBe(
      'No key linked. Link yours with `/apikey link`, or create one with `/apikey generate`. Generations here use the server key.',
    );
    expect(fields['Server pool']).toContain('**10 of 10** left');
  });

  it('without any key, answers privately how to link one, even when asked in public', async () => {
    for (const options of [{ public: false }, { public: true }]) {
      const run = await balance(options);
      const answer = options.public ? await run.waitForFollowUp() : await run.waitForReply();
      expect(answer.ephemeral).toBe(true);
      expect(answer.content).toBe(
        'You have no API key linked. Link yours with `/apikey link`, or create one with `/apikey generate`.',
      );
      expect(answer.embeds).toEqual([]);
    }
    expect(env.discord.messages(env.channel).every((m) => m.ephemeral)).toBe(true);
    expect(messagesThatMayPing(env)).toEqual([]);
  });
});
