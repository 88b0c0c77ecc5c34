import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BotEnv } from '../helpers/bot-env.js';
import {
  closeAndCheck,
  keyWorks,
  linkKey,
  runApiKey,
  startKeyEnv,
  submitSecret,
} from './helpers/key-env.js';

const MALFORMED = [
  'not a key',
  `sk-${'z'.repeat(48)}`,
  `sk-${'a'.repeat(47)}`,
  `pk-${'a'.repeat(48)}`,
];

describe('/apikey refuses bad input with an ephemeral message and changes nothing', () => {
  let env: BotEnv;
  let linked: string;
  beforeEach(async () => {
    env = await startKeyEnv();
    linked = env.imageApi.issueKey('alice');
    await linkKey(env, linked);
    env.imageApi.resetStats();
  });
  afterEach(() => closeAndCheck(env, { ephemeralOnly: true }));

  const unchanged = async () => {
    const stored = await env.app.context.stores.apiKeys.get(env.user.id);
    expect(stored?.apiKey).toBe(linked);
  };
  const revokedKey = async () => {
    const key = env.imageApi.issueKey('alice');
    const answer = await fetch(`${env.imageApi.url}/api.php?action=revoke_api_key`, {
      method: 'POST',
      headers: { 'x-api-key': key },
      body: '{}',
    });
    expect(answer.status).toBe(200);
    return key;
  };

  it('refuses a malformed key before asking the service', async () => {
    for (const text of MALFORMED) {
      const { submit, reply } = await submitSecret(env, 'link', text);
      expect(submit.deferred).toBe(false);
      expect(reply.ephemeral).toBe(true);
      expect(reply.content).toBe(
        "⚠️ That doesn't look like an API key: keys are `sk-` followed by 48 hexadecimal characters. Copy the key again from your image-service account and retry; nothing was changed.",
      );
    }
    expect(env.imageApi.stats.requests.user_balance ?? 0).toBe(0);
    await unchanged();
  });

  it('refuses a key the service rejects', async () => {
    const { reply } = await submitSecret(env, 'link', await revokedKey());
    expect(reply.ephemeral).toBe(true);
    expect(reply.content).toBe(
      '⚠️ The image service rejected the API key: it is invalid or was revoked. Set a new key and try again.',
    );
    await unchanged();
  });

  it('refuses to link when the service is down or drops connections', async () => {
    for (const down of ['unavailable', 'drop'] as const) {
      env.imageApi.setFaults({ down });
      const { reply } = await submitSecret(env, 'link', env.imageApi.issueKey('alice'));
      expect(reply.ephemeral).toBe(true);
      expect(reply.content).toBe(
        '⚠️ The image service is unavailable right now. Try again in a few minutes.',
      );
      await unchanged();
    }
  });

  it('refuses a login token that does not log in', async () => {
    const { reply } = await submitSecret(env, 'generate', 'login-token-nobody');
    expect(reply.ephemeral).toBe(true);
    expect(reply.content).toBe(
      '⚠️ The image service rejected the login token. Copy a fresh token from your account and try again.',
    );
    await unchanged();
    expect(JSON.stringify(env.logs)).not.toContain('login-token-nobody');
  });

  it('creates no key when the service is down at generate', async () => {
    env.imageApi.setFaults({ down: 'unavailable' });
    const { reply } = await submitSecret(env, 'generate', env.serviceUser.loginToken);
    expect(reply.content).toContain('unavailable right now');
    await unchanged();
  });

  it('shows a key it created but could not check, without linking it', async () => {
    env.imageApi.setFaults({ down: false, endpoints: ['user_balance'], serverErrorRate: 1 });
    const { reply } = await submitSecret(env, 'generate', env.serviceUser.loginToken);
    const shown = /\|\|`(sk-[0-9a-f]{48})`\|\|/.exec(reply.content)?.[1] ?? '';
    expect(reply.ephemeral).toBe(true);
    expect(reply.content).toContain('**not linked**');
    expect(reply.content).toContain('`/apikey link`');
    env.imageApi.setFaults({ serverErrorRate: 0 });
    expect(await keyWorks(env, shown)).toBe(true);
    await unchanged();
  });

  it('keeps the key when the service is down at revoke', async () => {
    env.imageApi.setFaults({ down: 'unavailable' });
    const reply = await (await runApiKey(env, 'revoke')).waitForReply();
    expect(reply).toMatchObject({ ephemeral: true });
    expect(reply.content).toContain('unavailable right now');
    env.imageApi.setFaults({ down: false });
    await unchanged();
    expect(await keyWorks(env, linked)).toBe(true);
  });
});
