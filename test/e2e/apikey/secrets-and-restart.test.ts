import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UserRef } from '../../../sandbox/discord/index.js';
import type { BotEnv } from '../helpers/bot-env.js';
import {
  closeAndCheck,
  createManager,
  dataBytes,
  linkKey,
  runApiKey,
  startKeyEnv,
  submitSecret,
} from './helpers/key-env.js';

describe('keys at rest, in logs and across a restart', () => {
  let env: BotEnv;
  let mod: UserRef;
  let personal: string;
  let pool: string;
  beforeEach(async () => {
    env = await startKeyEnv();
    mod = createManager(env);
    personal = env.imageApi.issueKey('alice');
    pool = env.imageApi.issueKey('alice');
    await linkKey(env, personal);
    await submitSecret(env, 'set', pool, { user: mod, group: 'server' });
    await (
      await runApiKey(env, 'limit', { user: mod, group: 'server', options: { limit: 3 } })
    ).waitForReply();
  });
  afterEach(() => closeAndCheck(env, { ephemeralOnly: true }));

  it('stores no key in clear in the SQLite file', async () => {
    await env.app.stop();
    const bytes = await dataBytes(env);
    expect(bytes.length).toBeGreaterThan(0);
    const text = bytes.toString('latin1');
    expect(text).toContain('"serviceUsername":"alice"');
    expect(text).toContain(personal.slice(-4));
    expect(text).not.toContain('sk-');
    for (const key of [personal, pool]) {
      const hex = key.slice(3);
      for (let start = 0; start + 12 <= hex.length; start += 6) {
        expect(text).not.toContain(hex.slice(start, start + 12));
      }
    }
    await env.restartBot();
  });

  it('logs neither the keys nor the login token', async () => {
    const { reply } = await submitSecret(env, 'generate', env.serviceUser.loginToken);
    const generated = /\|\|`(sk-[0-9a-f]{48})`\|\|/.exec(reply.content)?.[1] ?? '';
    expect(generated).not.toBe('');
    await submitSecret(env, 'generate', 'login-token-wrong');
    await (await runApiKey(env, 'status')).waitForReply();
    const logs = JSON.stringify(env.logs);
    expect(env.logs.length).toBeGreaterThan(0);
    for (const secret of [personal, pool, generated, personal.slice(3), generated.slice(3)]) {
      expect(logs).not.toContain(secret);
    }
    expect(logs).not.toContain(env.serviceUser.loginToken);
    expect(logs).not.toContain('login-token-wrong');
  });

  it('keeps every link and setting after a restart', async () => {
    await env.restartBot();
    const status = await (await runApiKey(env, 'status')).waitForReply();
    const fields = Object.fromEntries(
      (status.embeds[0]?.fields ?? []).map((f) => [f.name, f.value]),
    );
    expect(fields.Key).toBe(`\`sk-…${personal.slice(-4)}\``);
    expect(fields.Balance).toBe('**100 credits**');
    const server = await (
      await runApiKey(env, 'status', { user: mod, group: 'server' })
    ).waitForReply();
    const serverFields = Object.fromEntries(
      (server.embeds[0]?.fields ?? []).map((f) => [f.name, f.value]),
    );
    expect(serverFields.Key).toBe(`\`sk-…${pool.slice(-4)}\``);
    expect(serverFields['Daily limit']).toContain('3 generations per member per day');
    const stores = env.app.context.stores;
    expect((await stores.apiKeys.get(env.user.id))?.apiKey).toBe(personal);
    expect((await stores.guildSettings.getServerKey(env.guild.id))?.apiKey).toBe(pool);
  });
});
