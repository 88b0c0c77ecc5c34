import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BotEnv } from '../helpers/bot-env.js';
import {
  closeAndCheck,
  keyWorks,
  linkKey,
  messagesThatMayPing,
  runApiKey,
  startKeyEnv,
} from './helpers/key-env.js';

describe('/apikey revoke all:True asks to confirm', () => {
  let env: BotEnv;
  let keys: string[];
  beforeEach(async () => {
    env = await startKeyEnv();
    keys = [env.imageApi.issueKey('alice'), env.imageApi.issueKey('alice')];
    await linkKey(env, keys[0] as string);
    env.imageApi.resetStats();
  });
  afterEach(() => closeAndCheck(env, { ephemeralOnly: true }));

  const stored = () => env.app.context.stores.apiKeys.get(env.user.id);
  const ask = async () => {
    const run = await runApiKey(env, 'revoke', { options: { all: true } });
    return { run, prompt: await run.waitForReply() };
  };
  const nothingRevoked = async () => {
    expect(env.imageApi.stats.requests.revoke_api_key ?? 0).toBe(0);
    expect((await stored())?.apiKey).toBe(keys[0]);
    for (const key of keys) expect(await keyWorks(env, key)).toBe(true);
  };

  it('shows an ephemeral question whose buttons carry no secret and name no one', async () => {
    const { prompt } = await ask();
    expect(prompt.ephemeral).toBe(true);
    expect(prompt.content).toContain(
      'Revoke **every** API key of the image-service account **alice**?',
    );
    expect(prompt.buttons.map((b) => b.label)).toEqual(['Revoke every key', 'Cancel']);
    for (const button of prompt.buttons) {
      expect(button.customId).toMatch(/^apikey:revoke-(all:\d+|cancel)$/);
      expect(button.customId).not.toContain(env.user.id);
      expect((button.customId ?? '').replace(/\d{17,20}/g, '')).not.toContain(
        (keys[0] as string).slice(-4),
      );
    }
    await nothingRevoked();
  });

  it('revokes every key of the account on Confirm and unlinks', async () => {
    const { run } = await ask();
    const click = await run.clickButton({ label: 'Revoke every key' });
    const done = await run.waitForOriginal((m) => m.content.startsWith('✅'));
    expect(click.responseType).toBe(6);
    expect(done.content).toContain('Revoked 2 keys of **alice**');
    expect(done.buttons).toEqual([]);
    expect(done.ephemeral).toBe(true);
    expect(await stored()).toBeUndefined();
    for (const key of keys) expect(await keyWorks(env, key)).toBe(false);
    expect(messagesThatMayPing(env)).toEqual([]);
  });

  it('changes nothing on Cancel', async () => {
    const { run } = await ask();
    await run.clickButton({ label: 'Cancel' });
    const closed = await run.waitForOriginal((m) => m.content.startsWith('Cancelled'));
    expect(closed.content).toBe('Cancelled: no key was revoked.');
    expect(closed.buttons).toEqual([]);
    await nothingRevoked();
  });

  it('refuses a click by another member, and leaves the question as it was', async () => {
    const bob = env.discord.createUser({ username: 'bob', guild: env.guild });
    const { run, prompt } = await ask();
    for (const label of ['Revoke every key', 'Cancel']) {
      const click = await run.clickButton({ label }, { user: bob });
      const refusal = await click.waitForReply();
      expect(refusal.ephemeral).toBe(true);
      expect(refusal.content).toBe(
        '⚠️ Only the member who ran the command can answer this confirmation; nothing was changed.',
      );
    }
    expect(run.original()?.buttons).toEqual(prompt.buttons);
    await nothingRevoked();
  });

  it('expires after 5 minutes without revoking', async () => {
    const { run } = await ask();
    env.discord.advanceClock(5 * 60_000 + 1_000);
    await run.clickButton({ label: 'Revoke every key' });
    const expired = await run.waitForOriginal((m) => m.content.startsWith('⌛'));
    expect(expired.content).toContain('expired, so nothing was revoked');
    expect(expired.buttons).toEqual([]);
    await nothingRevoked();
  });

  it('does not revoke when another key was linked since the question', async () => {
    const { run } = await ask();
    keys.push(env.imageApi.issueKey('alice'));
    await linkKey(env, keys[2] as string);
    await run.clickButton({ label: 'Revoke every key' });
    const closed = await run.waitForOriginal((m) => m.content.includes('changed since'));
    expect(closed.buttons).toEqual([]);
    expect((await stored())?.apiKey).toBe(keys[2]);
    expect(env.imageApi.stats.requests.revoke_api_key ?? 0).toBe(0);
    for (const key of keys) expect(await keyWorks(env, key)).toBe(true);
  });

  it('keeps everything when the service is down at Confirm', async () => {
    const { run } = await ask();
    env.imageApi.setFaults({ down: 'unavailable' });
    await run.clickButton({ label: 'Revoke every key' });
    const failed = await run.waitForOriginal((m) => m.content.includes('unavailable'));
    expect(failed.content).toBe(
      '⚠️ The image service is unavailable right now. Try again in a few minutes.',
    );
    expect(failed.ephemeral).toBe(true);
    env.imageApi.setFaults({ down: false });
    expect((await stored())?.apiKey).toBe(keys[0]);
    for (const key of keys) expect(await keyWorks(env, key)).toBe(true);
  });
});
