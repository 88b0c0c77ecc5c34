import { afterEach, describe, expect, it } from 'vitest';
import { runApiKey, submitSecret } from '../apikey/helpers/key-env.js';
import { shownWords } from '../helpers/backend-words.js';
import { runImagine, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { ALICE_OPENAI_KEY, linkOpenAiKey, type OpenAiEnv, startOpenAiEnv } from './openai-kit.js';

/** Keys of a relay's own shape: neither `sk-` nor hexadecimal only. */
const RELAY_KEY = 'relay_Q7v2.Lm9xT4kWz8Np3Rb6';
const UNKNOWN_RELAY_KEY = 'relay_Zx4c.Hq8Wn1Ty5Ks0Pd2';

describe('keys and /balance on an OpenAI-compatible provider', () => {
  let env: OpenAiEnv;
  afterEach(() => env?.close());

  it('links a key checked with GET /models (nothing generated), and refuses a revoked one', async () => {
    env = await startOpenAiEnv({
      linked: false,
      openai: { keys: [{ key: ALICE_OPENAI_KEY }, { key: 'sk-emulator-old-0002', revoked: true }] },
    });
    // The start asked GET /models once without a key (its probe of the provider).
    const probed = env.openai.stats.requests.models_list;
    const { reply } = await submitSecret(env, 'link', `  ${ALICE_OPENAI_KEY}\n`);
    expect(reply.ephemeral).toBe(true);
    expect(reply.content).toContain('`sk-…0001`');
    expect(reply.content).toContain('on OpenAI');
    expect(reply.content).not.toContain(ALICE_OPENAI_KEY);
    const stored = await env.app.context.stores.apiKeys.get(env.user.id);
    expect(stored).toMatchObject({ apiKey: ALICE_OPENAI_KEY, backend: 'openai-images' });
    expect(env.openai.stats.requests.models_list).toBe(probed + 1);
    expect(env.openai.stats.generations).toBe(0);

    const refused = await submitSecret(env, 'link', 'sk-emulator-old-0002');
    expect(refused.reply.content).toContain('The API key was rejected by OpenAI');
    expect((await env.app.context.stores.apiKeys.get(env.user.id))?.apiKey).toBe(ALICE_OPENAI_KEY);
    expect(env.openai.stats.violations).toEqual([]);
  });

  it('on a pool of two endpoints, links a key only where each endpoint up takes it: one the second does not know is refused', async () => {
    env = await startOpenAiEnv({
      linked: false,
      more: [{ keys: [{ key: ALICE_OPENAI_KEY }] }],
      openai: { keys: [{ key: ALICE_OPENAI_KEY }, { key: 'sk-emulator-first-only-0003' }] },
    });
    const [, second] = env.endpoints;
    const refused = await submitSecret(env, 'link', 'sk-emulator-first-only-0003');
    expect(refused.reply.ephemeral).toBe(true);
    expect(refused.reply.content).toContain('The API key was rejected by OpenAI');
    expect(await env.app.context.stores.apiKeys.get(env.user.id)).toBeUndefined();
    const { reply } = await submitSecret(env, 'link', ALICE_OPENAI_KEY);
    expect(reply.content).toContain('`sk-…0001`');
    expect(second?.stats.requests.models_list).toBeGreaterThanOrEqual(2);
    for (const endpoint of env.endpoints) expect(endpoint.stats.generations).toBe(0);
  });

  it('/balance says the provider keeps no balance and shows the images and tokens used this month', async () => {
    env = await startOpenAiEnv();
    const balance = async () =>
      (
        await env.discord.runCommand({ channel: env.channel, user: env.user, name: 'balance' })
      ).waitForReply();
    const before = await balance();
    expect(before.embeds[0]?.fields?.[0]?.value).toContain('OpenAI keeps no balance for API keys');
    expect(before.embeds[0]?.fields?.[0]?.value).toContain('**0 images**, 0 tokens');
    expect(before.embeds[0]?.footer?.text).toBe(
      'Counted by the bot from the images it received; OpenAI keeps no balance.',
    );

    const final = await waitForResult(await runImagine(env, { prompt: 'a fox', count: 2 }), 20_000);
    expect(titleOf(final)).not.toMatch(/failed/i);
    const { totalTokens } = env.openai.usageOf(ALICE_OPENAI_KEY);
    const after = await balance();
    expect(after.embeds[0]?.fields?.[0]?.value).toContain(
      `**2 images**, ${totalTokens.toLocaleString('en-US')} tokens`,
    );
  });

  it("logs no key a relay's 401 repeats whole, a linked one or one just entered", async () => {
    env = await startOpenAiEnv({ linked: false, openai: { keys: [{ key: RELAY_KEY }] } });
    await linkOpenAiKey(env, env.user, RELAY_KEY);
    env.openai.setFaults({ unauthorizedNext: 1, unauthorizedEchoesKey: true });
    const final = await waitForResult(await runImagine(env, { prompt: 'a fox' }), 20_000);
    expect(titleOf(final)).toMatch(/failed/i);
    const refused = await submitSecret(env, 'link', UNKNOWN_RELAY_KEY);
    expect(refused.reply.content).toContain('The API key was rejected by OpenAI');

    const logs = JSON.stringify(env.logs);
    expect(logs).toContain('Incorrect API key provided: [redacted]');
    for (const key of [RELAY_KEY, UNKNOWN_RELAY_KEY]) {
      expect(logs).not.toContain(key);
      expect(logs).not.toContain(encodeURIComponent(key));
    }
  });

  it('a linked key is named once, never as its own account: the provider names no account', async () => {
    env = await startOpenAiEnv({ linked: false });
    const { reply } = await submitSecret(env, 'link', ALICE_OPENAI_KEY);
    expect(reply.content).toContain('✅ Linked `sk-…0001` on OpenAI: **0 images**.');
    const times = (said: string) => said.split('sk-…0001').length - 1;
    expect(times(reply.content ?? '')).toBe(1);

    const status = await (await runApiKey(env, 'status')).waitForReply();
    expect(status.embeds[0]?.fields?.map((field) => field.name)).not.toContain('Service user');
    expect(times(shownWords(status))).toBe(1);

    const balance = await (
      await env.discord.runCommand({ channel: env.channel, user: env.user, name: 'balance' })
    ).waitForReply();
    expect(shownWords(balance)).not.toContain('Account');
    expect(times(shownWords(balance))).toBe(1);
  });
});
