import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BotEnv } from '../helpers/bot-env.js';
import {
  closeAndCheck,
  keyWorks,
  linkKey,
  messagesThatMayPing,
  runApiKey,
  startKeyEnv,
  submitSecret,
} from './helpers/key-env.js';

describe('/apikey for a member: link, status, unlink, generate, revoke', () => {
  let env: BotEnv;
  beforeEach(async () => {
    env = await startKeyEnv();
  });
  afterEach(() => closeAndCheck(env, { ephemeralOnly: true }));

  const stored = () => env.app.context.stores.apiKeys.get(env.user.id);

  it('links a key through a modal after a live check, then shows its status', async () => {
    env.imageApi.resetStats(); // the start's probe of the service read a balance too
    const apiKey = env.imageApi.issueKey('alice');
    const command = await runApiKey(env, 'link');
    const modal = await command.waitForModal();
    expect(modal).toMatchObject({ customId: 'apikey:link', title: 'Link your API key' });
    expect(modal.fields).toEqual([expect.objectContaining({ customId: 'secret', required: true })]);
    const submit = await command.submitModal({ secret: `  ${apiKey}\n` });
    const reply = await submit.waitForReply();
    expect(reply.ephemeral).toBe(true);
    expect(reply.content).toContain(`\`sk-…${apiKey.slice(-4)}\``);
    expect(reply.content).toContain('**alice**');
    expect(reply.content).toContain('**100 credits**');
    expect(reply.content).not.toContain(apiKey.slice(3, 20));
    expect((await stored())?.apiKey).toBe(apiKey);
    expect(env.imageApi.stats.requests.user_balance).toBe(1);

    const status = await (await runApiKey(env, 'status')).waitForReply();
    expect(status.ephemeral).toBe(true);
    const [embed] = status.embeds;
    expect(embed?.title).toBe('Your API key');
    const fields = Object.fromEntries((embed?.fields ?? []).map((f) => [f.name, f.value]));
    expect(fields.Key).toBe(`\`sk-…${apiKey.slice(-4)}\``);
    expect(fields['Service user']).toBe('alice');
    expect(fields.Linked).toMatch(/^<t:\d+:R> \(<t:\d+:f>\)$/);
    expect(fields.Balance).toBe('**100 credits**');
    expect(JSON.stringify(status.embeds)).not.toContain(apiKey.slice(3, 20));
    expect(messagesThatMayPing(env)).toEqual([]);
  });

  it('says it replaced a previous key, which stays valid', async () => {
    const first = env.imageApi.issueKey('alice');
    const second = env.imageApi.issueKey('alice');
    await linkKey(env, first);
    const reply = await linkKey(env, second);
    expect(reply.content).toContain('replaces the key you had linked before');
    expect((await stored())?.apiKey).toBe(second);
    expect(await keyWorks(env, first)).toBe(true);
  });

  it('unlinks without revoking and says how to revoke', async () => {
    const apiKey = env.imageApi.issueKey('alice');
    await linkKey(env, apiKey);
    env.imageApi.resetStats();
    const reply = await (await runApiKey(env, 'unlink')).waitForReply();
    expect(reply.ephemeral).toBe(true);
    expect(reply.content).toContain(`Unlinked \`sk-…${apiKey.slice(-4)}\``);
    expect(reply.content).toContain('**not revoked**');
    expect(reply.content).toContain('`/apikey revoke`');
    expect(await stored()).toBeUndefined();
    expect(await keyWorks(env, apiKey)).toBe(true);
    expect(env.imageApi.stats.requests.revoke_api_key ?? 0).toBe(0);

    const again = await (await runApiKey(env, 'unlink')).waitForReply();
    expect(again).toMatchObject({ ephemeral: true });
    expect(again.content).toBe('⚠️ You have no API key linked, so there is nothing to unlink.');
    const status = await (await runApiKey(env, 'status')).waitForReply();
    expect(status.content).toContain('`/apikey link`');
    expect(status.content).toContain('`/apikey generate`');
  });

  it('generates a key from a login token, links it and shows it once', async () => {
    const command = await runApiKey(env, 'generate');
    const modal = await command.waitForModal();
    expect(modal.customId).toBe('apikey:generate');
    const submit = await command.submitModal({ secret: env.serviceUser.loginToken });
    const reply = await submit.waitForReply();
    const linked = await stored();
    if (!linked) throw new Error('no key linked');
    expect(reply.ephemeral).toBe(true);
    expect(reply.content).toContain(`||\`${linked.apiKey}\`||`);
    expect(reply.content).toContain('shown **only this once**');
    expect(reply.content).toContain('never post it in a channel');
    expect(reply.content).toContain('**alice**');
    expect(reply.content).not.toContain(env.serviceUser.loginToken);
    expect(linked.serviceUsername).toBe('alice');
    expect(await keyWorks(env, linked.apiKey)).toBe(true);
    const status = await (await runApiKey(env, 'status')).waitForReply();
    expect(JSON.stringify(status.embeds)).not.toContain(linked.apiKey);
  });

  it('revokes the linked key on the service and unlinks it', async () => {
    const apiKey = env.imageApi.issueKey('alice');
    const other = env.imageApi.issueKey('alice');
    await linkKey(env, apiKey);
    const run = await runApiKey(env, 'revoke');
    const reply = await run.waitForReply();
    expect(run.deferred).toBe(true);
    expect(reply.ephemeral).toBe(true);
    expect(reply.content).toContain(`Revoked \`sk-…${apiKey.slice(-4)}\``);
    expect(await stored()).toBeUndefined();
    expect(await keyWorks(env, apiKey)).toBe(false);
    expect(await keyWorks(env, other)).toBe(true);
    const none = await (await runApiKey(env, 'revoke')).waitForReply();
    expect(none.content).toContain('nothing to revoke');
  });

  it('walks link → status → unlink → generate → revoke one after the other', async () => {
    await linkKey(env, env.imageApi.issueKey('alice'));
    expect((await (await runApiKey(env, 'status')).waitForReply()).embeds).toHaveLength(1);
    await (await runApiKey(env, 'unlink')).waitForReply();
    const { reply } = await submitSecret(env, 'generate', env.serviceUser.loginToken);
    expect(reply.content).toContain('Created');
    const generated = (await stored())?.apiKey ?? '';
    await (await runApiKey(env, 'revoke')).waitForReply();
    expect(await keyWorks(env, generated)).toBe(false);
    expect(await stored()).toBeUndefined();
    const all = env.discord.messages(env.channel);
    expect(all.length).toBeGreaterThanOrEqual(5);
    expect(all.every((message) => message.ephemeral)).toBe(true);
    expect(messagesThatMayPing(env)).toEqual([]);
  });
});
