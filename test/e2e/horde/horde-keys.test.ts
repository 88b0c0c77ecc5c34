import { afterEach, describe, expect, it } from 'vitest';
import { createManager, runApiKey, submitSecret } from '../apikey/helpers/key-env.js';
import {
  cardText,
  fieldsOf,
  linkKey,
  runImagine,
  smallPrint,
  titleOf,
  waitForResult,
} from '../imagine/imagine-kit.js';
import {
  ALICE_HORDE_KEY,
  ALICE_KUDOS,
  type HordeEnv,
  linkHordeKey,
  startHordeEnv,
} from './horde-kit.js';

describe('keys, kudos and the server backend on the AI Horde', () => {
  let env: HordeEnv;
  afterEach(() => env?.close());

  it('links a Horde key checked with find_user, and refuses an unknown one', async () => {
    env = await startHordeEnv({ linked: false });
    // The start asked find_user once for the anonymous key (its probe of the Horde).
    const probed = env.horde.stats.requests.find_user ?? 0;
    const { reply } = await submitSecret(env, 'link', `  ${ALICE_HORDE_KEY}\n`);
    expect(reply.ephemeral).toBe(true);
    expect(reply.content).toContain('`…0001`');
    expect(reply.content).toContain('**alice#1** on AI Horde: **1,000 kudos**');
    expect(reply.content).not.toContain(ALICE_HORDE_KEY);
    const stored = await env.app.context.stores.apiKeys.get(env.user.id);
    expect(stored).toMatchObject({ apiKey: ALICE_HORDE_KEY, backend: 'horde' });
    expect(env.horde.stats.requests.find_user).toBe(probed + 1);

    const refused = await submitSecret(env, 'link', 'nobody-horde-key-9999');
    expect(refused.reply.content).toContain('The API key was rejected by AI Horde');
    expect((await env.app.context.stores.apiKeys.get(env.user.id))?.apiKey).toBe(ALICE_HORDE_KEY);
    const generate = await runApiKey(env, 'generate');
    expect((await generate.waitForReply()).content).toContain('does not offer this');
  });

  it('shows the balance in kudos, and the kudos a generation cost in its card', async () => {
    env = await startHordeEnv();
    const before = await (
      await env.discord.runCommand({ channel: env.channel, user: env.user, name: 'balance' })
    ).waitForReply();
    expect(before.embeds[0]?.title).toBe('AI Horde: kudos');
    expect(before.embeds[0]?.fields?.[0]?.value).toContain(
      `**${ALICE_KUDOS.toLocaleString('en-US')} kudos**`,
    );
    expect(before.embeds[0]?.footer?.text).toBe('Balances are live from AI Horde.');
    const final = await waitForResult(
      await runImagine(env, { prompt: 'a fox', steps: 10 }),
      20_000,
    );
    const spent = ALICE_KUDOS - env.horde.kudosOf(ALICE_HORDE_KEY);
    expect(spent).toBeGreaterThan(0);
    expect(smallPrint(final)).toContain(`**Cost** ${Math.round(spent)} kudos`);
  });

  it('a server switched to the Horde keeps its settings and history; keys pay on their own backend', async () => {
    env = await startHordeEnv({ backends: 'image-service,horde', linked: false });
    await linkKey(env, env.user);
    const { guildSettings, history } = env.app.context.stores;
    await guildSettings.setDailyLimit(env.guild.id, 7);
    const firstRun = await runImagine(env, { prompt: 'before' });
    const first = await waitForResult(firstRun, 20_000);
    expect(titleOf(first)).toBe('✅ Image ready');
    expect(fieldsOf(first)).toMatchObject({ Workflow: 'default', Steps: '20' });
    expect(env.horde.stats.submissions).toBe(0);

    const mod = createManager(env);
    const switched = await runApiKey(env, 'backend', {
      user: mod,
      group: 'server',
      options: { backend: 'horde' },
    });
    expect((await switched.waitForReply()).content).toContain('now go to **AI Horde**');
    expect(await guildSettings.getBackend(env.guild.id)).toBe('horde');
    const help = await (
      await env.discord.runCommand({ channel: env.channel, user: env.user, name: 'help' })
    ).waitForReply();
    const backendField = help.embeds[0]?.fields?.find((field) => field.name === '🖼️ Image backend');
    expect(backendField?.value).toBe(
      'Images here are made by **AI Horde**; keys are linked for it and balances are in kudos.',
    );

    // Alice's key belongs to the image service: it does not pay on the Horde.
    const refused = await (await runImagine(env, { prompt: 'after' })).waitForReply();
    expect(refused.ephemeral).toBe(true);
    expect(env.horde.stats.submissions).toBe(0);

    await linkHordeKey(env, env.user, ALICE_HORDE_KEY, 'alice#1');
    const second = await waitForResult(await runImagine(env, { prompt: 'after' }), 20_000);
    expect(titleOf(second)).toBe('✅ Image ready');
    expect(cardText(second)).not.toMatch(/failed/i);
    expect(env.horde.stats.submissions).toBe(1);
    // Re-roll of the image made on the image service runs on the Horde: the card tells the Horde's
    // defaults, not those the spec carried from the service.
    const rerolled = await waitForResult(
      await firstRun.clickButton({ label: '🎲 Re-roll' }),
      20_000,
    );
    expect(env.horde.stats.submissions).toBe(2);
    expect(fieldsOf(rerolled)).toMatchObject({ Steps: '30', Size: '512×512' });
    expect(await guildSettings.getDailyLimit(env.guild.id)).toBe(7);
    await expect
      .poll(async () =>
        (await history.list(env.user.id)).map((entry) => entry.backend ?? 'image-service').sort(),
      )
      .toEqual(['horde', 'image-service']);
  });
});
