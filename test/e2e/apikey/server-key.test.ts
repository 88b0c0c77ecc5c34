import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UserRef } from '../../../sandbox/discord/index.js';
import type { BotEnv } from '../helpers/bot-env.js';
import {
  closeAndCheck,
  createManager,
  keyWorks,
  messagesThatMayPing,
  runApiKey,
  startKeyEnv,
  submitSecret,
} from './helpers/key-env.js';

describe('/apikey server: one key for the whole server', () => {
  let env: BotEnv;
  let mod: UserRef;
  let poolKey: string;
  beforeEach(async () => {
    env = await startKeyEnv({
      imageApi: { users: [{ name: 'pool', loginToken: 'login-token-pool', credits: 500 }] },
    });
    mod = createManager(env);
    poolKey = env.imageApi.issueKey('pool');
  });
  afterEach(() => closeAndCheck(env, { ephemeralOnly: true }));

  const settings = () => env.app.context.stores.guildSettings;
  const setServerKey = (key = poolKey, user = mod) =>
    submitSecret(env, 'set', key, { user, group: 'server' });
  const server = (subcommand: string, user: UserRef, options?: Record<string, number>) =>
    runApiKey(env, subcommand, { user, group: 'server', ...(options ? { options } : {}) });

  it('sets the key through a modal after a live check, shows it, and clears it', async () => {
    const { command, reply } = await setServerKey();
    expect((await command.waitForModal()).customId).toBe('apikey:server-set');
    expect(reply.ephemeral).toBe(true);
    expect(reply.content).toContain(`Server key set: \`sk-…${poolKey.slice(-4)}\` of **pool**`);
    expect(reply.content).toContain('500 credits');
    expect(reply.content).toContain('up to **10** per day each');
    const stored = await settings().getServerKey(env.guild.id);
    expect(stored).toMatchObject({ apiKey: poolKey, setBy: mod.id, serviceUsername: 'pool' });

    const status = await (await server('status', mod)).waitForReply();
    expect(status.ephemeral).toBe(true);
    const fields = Object.fromEntries(
      (status.embeds[0]?.fields ?? []).map((f) => [f.name, f.value]),
    );
    expect(status.embeds[0]?.title).toBe('Server key');
    expect(fields.Key).toBe(`\`sk-…${poolKey.slice(-4)}\``);
    expect(fields['Service user']).toBe('pool');
    expect(fields.Set).toContain(`by <@${mod.id}>`);
    expect(fields.Balance).toBe('**500 credits**');
    expect(fields['Daily limit']).toContain('10 generations per member per day');
    expect(status.mentions).toEqual([]);

    const cleared = await (await server('clear', mod)).waitForReply();
    expect(cleared.ephemeral).toBe(true);
    expect(cleared.content).toContain('Removed the server key');
    expect(cleared.content).toContain('**not revoked**');
    expect(await settings().hasServerKey(env.guild.id)).toBe(false);
    expect(await keyWorks(env, poolKey)).toBe(true);

    const none = await (await server('status', mod)).waitForReply();
    expect(none.content).toContain('This server has no server key');
    const again = await (await server('clear', mod)).waitForReply();
    expect(again.content).toBe('This server has no server key, so nothing changed.');
    expect(messagesThatMayPing(env)).toEqual([]);
  });

  it('sets the daily limit from 0 to 1000 and refuses more', async () => {
    const first = await (await server('limit', mod, { limit: 25 })).waitForReply();
    expect(first.ephemeral).toBe(true);
    expect(first.content).toContain('**25** generations per day each');
    expect(first.content).toContain('no server key yet');
    expect(await settings().getDailyLimit(env.guild.id)).toBe(25);

    await setServerKey();
    const zero = await (await server('limit', mod, { limit: 0 })).waitForReply();
    expect(zero.content).toContain('can no longer generate on the server key');
    expect(zero.content).not.toContain('no server key yet');
    expect(await settings().getDailyLimit(env.guild.id)).toBe(0);

    const tooMany = await (await server('limit', mod, { limit: 1001 })).waitForReply();
    expect(tooMany).toMatchObject({ ephemeral: true });
    expect(tooMany.content).toBe(
      '⚠️ The daily limit must be a whole number from 0 to 1000 (got 1001); nothing was changed.',
    );
    expect(await settings().getDailyLimit(env.guild.id)).toBe(0);
    const status = await (await server('status', mod)).waitForReply();
    expect(JSON.stringify(status.embeds)).toContain('0 generations per member per day');
  });

  it('refuses every server subcommand to a member without Manage Server, changing nothing', async () => {
    await setServerKey();
    await (await server('limit', mod, { limit: 7 })).waitForReply();
    const before = await settings().getServerKey(env.guild.id);
    const refusal =
      '⚠️ Only members with the **Manage Server** permission can manage the server key.';
    for (const subcommand of ['set', 'status', 'clear']) {
      const run = await server(subcommand, env.user);
      const reply = await run.waitForReply();
      expect(run.modal).toBeUndefined();
      expect(reply).toMatchObject({ ephemeral: true, content: refusal });
    }
    const limit = await (await server('limit', env.user, { limit: 100 })).waitForReply();
    expect(limit).toMatchObject({
      ephemeral: true,
      content: '⚠️ Only members with the **Manage Server** permission can change the daily limit.',
    });
    expect(await settings().getServerKey(env.guild.id)).toEqual(before);
    expect(await settings().getDailyLimit(env.guild.id)).toBe(7);
  });

  it('refuses the server key modal when the submitter lost Manage Server', async () => {
    const run = await server('set', mod);
    await run.waitForModal();
    const submit = await run.submitModal({ secret: poolKey }, { user: env.user });
    const reply = await submit.waitForReply();
    expect(reply.content).toContain('**Manage Server**');
    expect(await settings().hasServerKey(env.guild.id)).toBe(false);
  });

  it('keeps the previous server key when a new one is malformed, rejected or cannot be checked', async () => {
    await setServerKey();
    const revoked = env.imageApi.issueKey('pool');
    await fetch(`${env.imageApi.url}/api.php?action=revoke_api_key`, {
      method: 'POST',
      headers: { 'x-api-key': revoked },
      body: '{}',
    });
    const cases: [string, string, () => void][] = [
      ['sk-123', "That doesn't look like an API key", () => {}],
      [revoked, 'rejected the API key', () => {}],
      [
        env.imageApi.issueKey('pool'),
        'unavailable right now',
        () => env.imageApi.setFaults({ down: 'unavailable' }),
      ],
    ];
    for (const [key, message, fault] of cases) {
      fault();
      const { reply } = await setServerKey(key);
      expect(reply.ephemeral).toBe(true);
      expect(reply.content).toContain(message);
      expect((await settings().getServerKey(env.guild.id))?.apiKey).toBe(poolKey);
    }
  });

  it('removes a server key the service rejects when status is asked, and says so', async () => {
    await setServerKey();
    await fetch(`${env.imageApi.url}/api.php?action=revoke_api_key`, {
      method: 'POST',
      headers: { 'x-api-key': poolKey },
      body: '{}',
    });
    const reply = await (await server('status', mod)).waitForReply();
    expect(reply.ephemeral).toBe(true);
    expect(reply.content).toContain(
      `rejected the server key (sk-…${poolKey.slice(-4)}) as invalid or revoked, so I removed it`,
    );
    expect(await settings().hasServerKey(env.guild.id)).toBe(false);
  });

  it('still shows the stored facts when the service is down', async () => {
    await setServerKey();
    env.imageApi.setFaults({ down: 'drop' });
    const reply = await (await server('status', mod)).waitForReply();
    const fields = Object.fromEntries(
      (reply.embeds[0]?.fields ?? []).map((f) => [f.name, f.value]),
    );
    expect(fields['Service user']).toBe('pool');
    expect(fields.Balance).toContain('Unavailable right now');
    expect(await settings().hasServerKey(env.guild.id)).toBe(true);
  });
});
