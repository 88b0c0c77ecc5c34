import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BotEnv } from '../helpers/bot-env.js';
import { addMember, eventually, runImagine, startImagineEnv } from '../imagine/imagine-kit.js';
import { bobForgetsHimself, seedBob } from './forget-world.js';
import {
  fieldsOf,
  findInSqlite,
  findInSqliteBytes,
  openPrivacy,
  registerPrivacy,
  sqlitePath,
  textOf,
} from './privacy-kit.js';

const POLICY_URL = 'https://example.com/privacy';
const TERMS_URL = 'https://example.com/terms';

describe('/privacy and Forget me (SQLite)', () => {
  let env: BotEnv;
  beforeEach(async () => {
    env = await startImagineEnv({ env: { PRIVACY_POLICY_URL: POLICY_URL, TERMS_URL } });
    await registerPrivacy(env);
  });
  afterEach(async () => {
    await env.close();
  });

  it('shows privately what the bot keeps about the member, for how long, and the operator’s links', async () => {
    const { stores } = env.app.context;
    await stores.defaults.update({ kind: 'member', userId: env.user.id }, { steps: 9, seed: 4 });
    const { panel } = await openPrivacy(env, env.user);
    expect(panel.ephemeral).toBe(true);
    expect(panel.allowedMentions).toEqual({ parse: [] });
    expect(panel.embeds[0]?.title).toBe('🔒 What the bot keeps about you');
    const facts = fieldsOf(panel);
    const key = await stores.apiKeys.get(env.user.id);
    expect(facts['🔑 API key']).toBe(
      `Linked: \`sk-…${key?.last4}\` (account alice), stored encrypted.`,
    );
    expect(textOf(panel)).not.toContain(key?.apiKey ?? 'no key');
    expect(facts['⚙️ Your defaults']).toBe('steps and seed');
    expect(facts['🕘 History']).toBe('0 generations, each kept 30 days.');
    expect(facts["📊 Your use of this server's key"]).toBe(
      'Today 0 · last 30 days 0 (each day kept 31 days).',
    );
    expect(facts['⏳ Generations under way']).toBe('None.');
    expect(facts['🗓️ How long']).toContain("that server's data: 30 days");
    expect(facts['📄 Privacy and terms']).toBe(
      `[Privacy policy](${POLICY_URL})\n[Terms of service](${TERMS_URL})`,
    );
    expect(panel.buttons.map((button) => button.label)).toEqual(['Forget me']);
  });

  it('Cancel erases nothing, and another member cannot press the panel’s buttons', async () => {
    const { run } = await openPrivacy(env, env.user);
    const mallory = await addMember(env, 'mallory', { linked: false });
    const notYours = '⚠️ That belongs to another member: only they can use it. Nothing was changed.';
    const forged = await run.clickButton({ label: 'Forget me' }, { user: mallory.id });
    expect((await forged.waitForReply()).content).toBe(notYours);
    const confirm = await run.clickButton({ label: 'Forget me' });
    await confirm.waitForOriginal((m) => m.embeds[0]?.title === 'Forget everything about you?');
    const forgedYes = await run.clickButton({ label: 'Yes, forget me' }, { user: mallory.id });
    expect((await forgedYes.waitForReply()).content).toBe(notYours);
    expect(await env.app.context.stores.apiKeys.has(env.user.id)).toBe(true);
    const cancel = await run.clickButton({ label: 'Cancel' });
    await cancel.waitForOriginal((m) => m.embeds[0]?.title === '🔒 What the bot keeps about you');
    expect(await env.app.context.stores.apiKeys.has(env.user.id)).toBe(true);
  });

  it('refuses Forget me while the member has a generation running, erasing nothing', async () => {
    env.imageApi.setFaults({ hangNextTasks: 1 });
    const hanging = await runImagine(env, { prompt: 'slow' });
    await eventually(async () => (await env.app.context.jobs.activeCount(env.user.id)) === 1);
    const { run, panel } = await openPrivacy(env, env.user);
    expect(fieldsOf(panel)['⏳ Generations under way']).toBe('1 queued or running');
    await (await run.clickButton({ label: 'Forget me' })).waitForReply();
    const yes = await run.clickButton({ label: 'Yes, forget me' });
    const refusal = await yes.waitForReply();
    expect(refusal.ephemeral).toBe(true);
    expect(textOf(refusal)).toContain('You have 1 generation queued or running');
    expect(await env.app.context.stores.apiKeys.has(env.user.id)).toBe(true);
    void hanging;
  });

  it('leaves no row mentioning the member in any table, keeping the rest of what others own', async () => {
    const bob = await seedBob(env);
    await env.app.stop();
    const before = findInSqlite(sqlitePath(env), bob.id).map((found) => found.split(':')[0]);
    for (const namespace of [
      'api-keys',
      'defaults',
      'generation-history',
      'jobs',
      'daily-usage',
      'usage-history',
      'guild-settings',
      'server-policy',
    ]) {
      expect(before, namespace).toContain(namespace);
    }
    await env.restartBot();
    const answer = await bobForgetsHimself(env, bob);
    expect(answer).toContain('The bot no longer keeps anything about you');
    expect(answer).toMatch(/Your key `sk-…[0-9a-f]{4}` was erased here, but it still works/);
    expect(answer).toContain("Kept: each server's budget totals");

    const { stores } = env.app.context;
    const serverKey = await stores.guildSettings.getServerKey(env.guild.id);
    expect(serverKey?.serviceUsername).toBe('alice');
    expect(serverKey?.setBy).toBeUndefined();
    expect((await stores.policy.get(env.guild.id)).logChannelId).toBe(env.channel.id);
    expect((await stores.budget.used(env.guild.id)).daily).toBe(1);
    expect(await stores.history.list(env.user.id)).toHaveLength(1);

    await env.app.stop();
    expect(findInSqlite(sqlitePath(env), bob.id)).toEqual([]);
    expect(findInSqlite(sqlitePath(env), env.user.id).length).toBeGreaterThan(0);
  });

  it('leaves no byte of the member in the database file, its freed pages included', async () => {
    const bob = await seedBob(env);
    const { stores } = env.app.context;
    const [entry] = await stores.history.list(bob.id);
    if (!entry) throw new Error('bob has no history');
    const kept = stores.keyv('jobs');
    for (let take = 0; take < 400; take += 1) {
      const prompt = `${entry.prompt}, take ${take} ${'with gulls '.repeat(40)}`;
      await kept.set(`seeded-${take}`, { userId: bob.id, prompt, createdAt: Date.now() });
      if (take % 10 === 0) await stores.history.record(bob.id, { ...entry, prompt });
      if (take % 10 === 0)
        await stores.defaults.update({ kind: 'member', userId: bob.id }, { steps: take % 50 });
    }
    await stores.history.record(bob.id, entry);
    const apiKey = (await stores.apiKeys.get(bob.id))?.apiKey ?? 'no key';
    await env.app.stop();
    const sealed = findInSqlite(sqlitePath(env), bob.id).filter((row) =>
      row.startsWith('api-keys:'),
    );
    expect(sealed).toHaveLength(1);
    const database = new DatabaseSync(sqlitePath(env), { readOnly: true });
    const sealedKey = String(
      database.prepare('SELECT value FROM keyv WHERE key = ?').get(`api-keys:${bob.id}`)?.value,
    );
    database.close();
    await env.restartBot();

    await bobForgetsHimself(env, bob);
    await env.app.stop();
    const secrets = [bob.id, entry.prompt, 'with gulls', apiKey, sealedKey.slice(20, 60)];
    expect(findInSqliteBytes(sqlitePath(env), secrets)).toEqual([]);
    expect(findInSqliteBytes(sqlitePath(env), ['a red kite', env.user.id]).length).toBeGreaterThan(
      0,
    );
  });
});
