import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commands } from '../../../commands/index.js';
import type { ChannelRef, GuildRef, OptionValue, UserRef } from '../../../sandbox/discord/index.js';
import { deployCommands } from '../../../src/discord/command-registration.js';
import { i18n } from '../../helpers/i18n.js';
import { type BotEnv, startBotEnv } from '../helpers/bot-env.js';
import {
  cardText,
  fieldsOf,
  IMAGINE_ENV,
  linkKey,
  taskIdOf,
  titleOf,
  waitForResult,
} from '../imagine/imagine-kit.js';

const ja = i18n.translator('ja');
const de = i18n.translator('de');
const fr = i18n.translator('fr');
const en = i18n.translator('en-US');

describe('the bot speaks its members’ languages', () => {
  let env: BotEnv;
  /** A server whose Discord language is German, with a manager and member yuki (Japanese). */
  let guild: GuildRef;
  let channel: ChannelRef;
  let manager: UserRef;
  let yuki: UserRef;

  beforeEach(async () => {
    env = await startBotEnv({ env: IMAGINE_ENV });
    manager = env.discord.createUser({ username: 'manager' });
    guild = env.discord.createGuild({ name: 'Berlin', locale: 'de', owner: manager });
    channel = env.discord.createChannel({ guild });
    yuki = env.discord.createUser({ username: 'yuki', guild });
    await env.discord.waitFor(() => env.app.client.guilds.cache.has(guild.id));
    await deployCommands({
      body: commands.map((command) => command.data),
      token: env.discord.token,
      apiUrl: `${env.discord.url}/api`,
      applicationId: env.discord.applicationId,
      guildId: guild.id,
    });
    await linkKey(env, yuki);
  });
  afterEach(async () => {
    await env.close();
  });

  const run = (
    user: UserRef,
    locale: string,
    name: string,
    options: Record<string, OptionValue> = {},
    subcommand?: string,
  ) =>
    env.discord.runCommand({
      channel,
      user,
      name,
      locale,
      options,
      ...(subcommand ? { subcommand } : {}),
    });

  const imagine = async (user: UserRef, locale: string) => {
    const command = await run(user, locale, 'imagine', { prompt: 'a red fox' });
    return { command, result: await waitForResult(command) };
  };

  it('answers a ja member privately in Japanese while the public result follows the server’s de', async () => {
    const balance = await (await run(yuki, 'ja', 'balance')).waitForReply();
    expect(balance.ephemeral).toBe(true);
    expect(balance.embeds[0]?.title).toBe('画像サービスのクレジット');
    expect(balance.embeds[0]?.fields?.[0]?.value).toContain('100 クレジット');

    const refused = await run(yuki, 'ja', 'imagine', { prompt: '\u200b' });
    const refusal = await refused.waitForReply();
    expect(refusal.ephemeral).toBe(true);
    expect(refusal.content).toContain('`プロンプト` には見える文字が必要です');
    expect(refusal.content).toContain('何も送信しておらず、クレジットも使っていません。');

    env.imageApi.setFaults({ hangNextTasks: 1 });
    const command = await run(yuki, 'ja', 'imagine', { prompt: 'a red fox' });
    const queued = await command.waitForAck().then(() => command.waitForOriginal(() => true));
    expect(cardText(queued)).toContain('Wartet darauf, dass der Bilddienst beginnt.');
    const progress = await command.waitForOriginal((m) => titleOf(m) === '🎨 Wird generiert');
    expect(cardText(progress)).toMatch(/(Gestartet|Fertig) <t:\d+:R>/);
    env.imageApi.setTaskFate(await taskIdOf(env, command), 'complete');
    const result = await waitForResult(command);
    expect(result.ephemeral).toBe(false);
    expect(titleOf(result)).toBe('✅ Bild fertig');
    expect(fieldsOf(result)).toMatchObject({
      Workflow: 'default',
      'Angefordert von': `<@${yuki.id}>`,
    });
    expect(result.buttons.map((b) => b.label)).toEqual([
      '🎲 Neu würfeln',
      '🎛️ Remixen',
      'ℹ️ Details',
      '🗑️ Löschen',
      '🚩 Melden',
    ]);

    const publicBalance = await (await run(yuki, 'ja', 'balance', { public: true })).waitForReply();
    expect(publicBalance.ephemeral).toBe(false);
    expect(publicBalance.embeds[0]?.title).toBe(de.t('balance.title'));
    expect(publicBalance.embeds[0]?.fields?.[0]?.value).toContain('**99 Credits**');
  });

  it('honours a manager’s choice of language for public messages, until `auto` gives Discord’s back', async () => {
    const set = await (
      await run(manager, 'en-US', 'language', { language: 'fr' }, 'server')
    ).waitForReply();
    expect(set.ephemeral).toBe(true);
    expect(set.content).toBe(
      '✅ Public messages in this server (progress and results) are now in **Français**.',
    );
    expect(await env.app.context.stores.guildSettings.getLocale(guild.id)).toBe('fr');
    const { result } = await imagine(yuki, 'ja');
    expect(titleOf(result)).toBe('✅ Image prête');
    expect(result.buttons.map((b) => b.label)).toEqual([
      '🎲 Relancer',
      '🎛️ Remixer',
      'ℹ️ Détails',
      '🗑️ Supprimer',
      '🚩 Signaler',
    ]);

    const shown = await (await run(yuki, 'ja', 'language', {}, 'show')).waitForReply();
    expect(shown.content).toBe(
      [
        ja.t('settings.show', { member: '日本語' }),
        ja.t('settings.showServer', { server: 'Français', source: 'override' }),
        ja.t('settings.howToChange'),
      ].join('\n'),
    );
    expect(shown.content).toContain('`/言語 サーバー`');

    const refused = await (
      await run(yuki, 'ja', 'language', { language: 'ko' }, 'server')
    ).waitForReply();
    expect(refused.ephemeral).toBe(true);
    expect(refused.content).toBe(
      '⚠️ サーバーの言語を変更できるのは **サーバー管理** 権限を持つメンバーだけです。',
    );
    expect(await env.app.context.stores.guildSettings.getLocale(guild.id)).toBe('fr');

    const auto = await (
      await run(manager, 'fr', 'language', { language: 'auto' }, 'server')
    ).waitForReply();
    expect(auto.content).toBe(fr.t('settings.followDiscord', { language: 'Deutsch' }));
    expect(await env.app.context.stores.guildSettings.getLocale(guild.id)).toBeUndefined();
    expect(titleOf((await imagine(yuki, 'ja')).result)).toBe('✅ Bild fertig');
  });

  it('keeps a reply in the language it started in across a restart and a later change', async () => {
    env.imageApi.setFaults({ hangNextTasks: 1 });
    const command = await run(yuki, 'ja', 'imagine', { prompt: 'a red fox' });
    const taskId = await taskIdOf(env, command);
    await command.waitForOriginal((m) => titleOf(m) === '🎨 Wird generiert');
    await env.app.context.stores.guildSettings.setLocale(guild.id, 'fr');
    await env.restartBot();
    env.imageApi.setTaskFate(taskId, 'complete');
    const result = await waitForResult(command);
    expect(titleOf(result)).toBe('✅ Bild fertig');
    expect(result.history.map(titleOf)).not.toContain('✅ Image prête');
  });

  it('registers localized command names, which messages quote as each member types them', () => {
    const registered = env.discord.commands(guild).find((command) => command.name === 'imagine');
    expect(registered?.name_localizations).toMatchObject({ ja: '画像生成', de: 'bild' });
    expect(en.command('language server')).toBe('/language server');
    expect(ja.command('apikey link')).toBe('/apiキー 連携');
  });
});
