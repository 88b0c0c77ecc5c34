import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BotEnv } from '../helpers/bot-env.js';
import { closeAndCheck, linkKey, runApiKey, startKeyEnv } from './helpers/key-env.js';

describe('/apikey status with a key the service no longer accepts, or a service that is down', () => {
  let env: BotEnv;
  let apiKey: string;
  beforeEach(async () => {
    env = await startKeyEnv();
    apiKey = env.imageApi.issueKey('alice');
    await linkKey(env, apiKey);
  });
  afterEach(() => closeAndCheck(env, { ephemeralOnly: true }));

  const stored = () => env.app.context.stores.apiKeys.get(env.user.id);

  it('unlinks a key revoked elsewhere and tells its owner privately', async () => {
    await fetch(`${env.imageApi.url}/api.php?action=revoke_api_key`, {
      method: 'POST',
      headers: { 'x-api-key': apiKey },
      body: '{}',
    });
    const reply = await (await runApiKey(env, 'status')).waitForReply();
    expect(reply.ephemeral).toBe(true);
    expect(reply.content).toBe(
      `⚠️ The image service rejected your API key (sk-…${apiKey.slice(-4)}) as invalid or revoked, so I unlinked it. Link a working key with \`/apikey link\` or create one with \`/apikey generate\`.`,
    );
    expect(reply.embeds).toEqual([]);
    expect(await stored()).toBeUndefined();
  });

  it('unlinks it on revoke too, saying it was already invalid', async () => {
    await fetch(`${env.imageApi.url}/api.php?action=revoke_api_key`, {
      method: 'POST',
      headers: { 'x-api-key': apiKey },
      body: '{}',
    });
    const reply = await (await runApiKey(env, 'revoke')).waitForReply();
    expect(reply.content).toContain('was already invalid or revoked');
    expect(await stored()).toBeUndefined();
  });

  it('shows the stored facts and says the balance is unavailable when the service is down', async () => {
    env.imageApi.setFaults({ down: 'unavailable' });
    const reply = await (await runApiKey(env, 'status')).waitForReply();
    expect(reply.ephemeral).toBe(true);
    const fields = Object.fromEntries(
      (reply.embeds[0]?.fields ?? []).map((f) => [f.name, f.value]),
    );
    expect(fields.Key).toBe(`\`sk-…${apiKey.slice(-4)}\``);
    expect(fields['Service user']).toBe('alice');
    expect(fields.Balance).toContain(
      'Unavailable right now: The image service is unavailable right now.',
    );
    expect(fields.Balance).toContain('The key stays linked');
    expect((await stored())?.apiKey).toBe(apiKey);
  });
});
