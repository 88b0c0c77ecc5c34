import { afterEach, describe, expect, it } from 'vitest';
import type { InteractionRun, UserRef } from '../../../sandbox/discord/index.js';
import { type BotEnv, startBotEnv } from '../helpers/bot-env.js';
import { fieldsOf, linkKey, setServerKey } from '../imagine/imagine-kit.js';
import { deployAll, nameIn } from './onboarding-kit.js';

const LINKS = {
  PRIVACY_POLICY_URL: 'https://bot.example.org/privacy',
  TERMS_URL: 'https://bot.example.org/terms',
};

/** The help's two embeds: the member's state, then the commands. */
async function helpOf(run: InteractionRun) {
  const reply = await run.waitForReply();
  expect(run.ephemeral).toBe(true);
  expect(reply.mentions).toEqual([]);
  const [state, commands] = reply.embeds;
  return { reply, state, commands, fields: fieldsOf(reply) };
}

/**
 * `/help` answers privately, in the member's language: what the bot does where they are, their
 * key and room on the server key today, the server's limits, the commands Discord offers them
 * there (the managers' only to managers), and the operator's links when set.
 */
describe('/help', () => {
  let env: BotEnv;
  afterEach(async () => {
    await env.close();
  });

  const help = (user: UserRef, extra: { channel?: { id: string }; locale?: string } = {}) =>
    env.discord.runCommand({
      channel: extra.channel ?? env.channel,
      user,
      name: 'help',
      ...(extra.locale ? { locale: extra.locale } : {}),
    });

  it("shows a member their state on the server key, the server's limits, their commands and the links", async () => {
    env = await startBotEnv({ env: LINKS });
    await deployAll(env);
    await setServerKey(env, env.guild.id, { dailyLimit: 3 });
    const { stores } = env.app.context;
    await stores.policy.setLimits(env.guild.id, { maxImages: 2, maxSteps: 30 });
    await stores.usage.tryConsume(env.guild.id, env.user.id, 3);

    const { state, commands, fields } = await helpOf(await help(env.user));
    expect(state?.title).toBe('❔ Help');
    expect(state?.description).toContain('Run /imagine: the reply shows the image');
    expect(fields['🔑 Your API key']).toBe(
      'Not linked. Link one with /apikey link, or create one with /apikey generate.',
    );
    expect(fields["🏠 This server's key"]).toMatch(
      /^You used 1 of your 3 generations on it today; the count starts again <t:\d+:R>\.$/,
    );
    expect(fields["📏 This server's limits"]).toBe(
      [
        '• Steps: at most 30',
        '• Images per command: at most 2',
        '• These apply when the server key pays.',
        '• At most 4 of your generations at once',
      ].join('\n'),
    );
    expect(fields['📄 Privacy and terms']).toBe(
      '[Privacy policy](https://bot.example.org/privacy)\n[Terms of service](https://bot.example.org/terms)',
    );
    expect(commands?.title).toBe('Commands you can use here');
    const listed = commands?.description ?? '';
    expect(listed).toContain('• **/imagine** — Generate an image from a prompt');
    expect(listed).toContain('• **/help** — What the bot does here');
    expect(listed).toContain('• On a message: Apps → **Imagine this**');
    // The image service takes no image: what deploy-commands registers for it, even where an
    // earlier BACKENDS left the commands on an image registered.
    expect(listed).not.toContain('/describe');
    expect(listed).not.toContain('Describe this image');
    expect(listed).not.toContain('Edit this image');
    // Discord shows /policy only to managers: so does /help.
    expect(listed).not.toContain('/policy');
    expect(commands?.fields ?? []).toEqual([]);
  });

  it('shows a manager the manager commands, in their language, and their own key first', async () => {
    env = await startBotEnv();
    await deployAll(env);
    const manager = env.discord.createUser({
      username: 'mod',
      guild: env.guild,
      permissions: ['ManageGuild'],
    });
    await linkKey(env, manager);

    const { state, commands, fields } = await helpOf(await help(manager, { locale: 'fr' }));
    expect(state?.title).toBe('❔ Aide');
    expect(fields['🔑 Ta clé API']).toContain('Liée');
    expect(fields['🏠 La clé de ce serveur']).toMatch(
      new RegExp(`^Ce serveur n’a pas de clé .* /${nameIn('apikey', 'fr')} serveur configurer\\.$`),
    );
    expect(fields['📄 Confidentialité et conditions']).toBeUndefined();
    expect(commands?.description).toContain(`**/${nameIn('imagine', 'fr')}** — `);
    expect(commands?.fields?.[0]?.name).toBe('Pour les gestionnaires (Gérer le serveur)');
    expect(commands?.fields?.[0]?.value).toContain(`**/${nameIn('policy', 'fr')}** — `);
  });

  it('in the bot’s DM: the member’s own key only, the commands offered in DMs', async () => {
    env = await startBotEnv();
    await deployAll(env);
    const dm = env.discord.openDm(env.user);

    const { state, commands, fields } = await helpOf(await help(env.user, { channel: dm }));
    expect(state?.description).toContain('In this direct message your own API key pays');
    expect(Object.keys(fields)).toEqual(['🔑 Your API key']);
    expect(commands?.description).toContain('**/imagine**');
    expect(commands?.description).toContain('**/language**');
    // Server tools are not offered in DMs.
    expect(commands?.description).not.toContain('/queue');
    expect(commands?.description).not.toContain('/policy');
  });

  it('where only the member installed the app: their own key, the commands of a user install', async () => {
    env = await startBotEnv();
    await deployAll(env);
    const elsewhere = env.discord.createGuild({ name: 'Elsewhere', withBot: false });
    const art = env.discord.createChannel({ guild: elsewhere, name: 'art' });
    const dana = env.discord.createUser({ username: 'dana', guild: elsewhere });
    env.discord.installApp(dana);

    const { state, commands, fields } = await helpOf(await help(dana, { channel: art }));
    expect(state?.description).toContain('The bot is not in this server');
    expect(Object.keys(fields)).toEqual(['🔑 Your API key']);
    expect(commands?.description).toContain('**/imagine**');
    expect(commands?.description).toContain('**/help**');
    expect(commands?.description).not.toContain('/language');
    expect(commands?.description).not.toContain('/queue');
  });
});
