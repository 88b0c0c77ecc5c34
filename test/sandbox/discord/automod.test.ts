import {
  type AutoModerationRule,
  type ChatInputCommandInteraction,
  Events,
  GatewayIntentBits,
  Routes,
  type TextChannel,
} from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DiscordHarness, startDiscordClient } from '../../e2e/helpers/discord-client.js';
import { handleNext } from '../../e2e/helpers/discord-handle-next.js';
import { apiCode } from './api-code.js';

const manager = ['ViewChannel', 'SendMessages', 'ManageGuild'] as const;

describe('discord emulator: AutoMod rules and the bot’s blocked messages', () => {
  let h: DiscordHarness;
  const events: string[] = [];
  beforeAll(async () => {
    h = await startDiscordClient({
      emulator: { validateResponses: true },
      client: {
        intents: [GatewayIntentBits.Guilds, GatewayIntentBits.AutoModerationConfiguration],
      },
      setup: (client) => {
        const seen = (name: string) => (rule: AutoModerationRule | null) =>
          events.push(`${name} ${rule?.name}`);
        client.on(Events.AutoModerationRuleCreate, seen('create'));
        client.on(Events.AutoModerationRuleUpdate, (_old, rule) => seen('update')(rule));
        client.on(Events.AutoModerationRuleDelete, seen('delete'));
      },
    });
  });
  afterAll(() => h.close());

  it('refuses the rule routes without Manage Server (50013)', async () => {
    const route = Routes.guildAutoModerationRules(h.guild.id);
    expect(await apiCode(h.client.rest.get(route))).toBe(50013);
    // Its events are not sent either: the next test sees only its own rule's (same socket, in order).
    h.discord.createAutoModRule(h.guild, { name: 'unseen', trigger_metadata: {} });
    h.discord.deleteAutoModRule(h.guild, h.discord.autoModRules(h.guild)[0]?.id ?? '');
  });

  it('creates, lists, changes and deletes rules with Manage Server, each an event', async () => {
    h.discord.setBotPermissions({ guild: h.guild, permissions: [...manager] });
    const route = Routes.guildAutoModerationRules(h.guild.id);
    const created = (await h.client.rest.post(route, {
      body: {
        name: 'no cats',
        event_type: 1,
        trigger_type: 1,
        trigger_metadata: { keyword_filter: ['cat*'] },
        actions: [{ type: 1 }],
        enabled: true,
      },
    })) as { id: string; trigger_metadata: unknown; exempt_roles: unknown };
    expect(created.trigger_metadata).toEqual({
      keyword_filter: ['cat*'],
      regex_patterns: [],
      allow_list: [],
    });
    expect(created.exempt_roles).toEqual([]);
    expect(await h.client.rest.get(route)).toEqual([created]);
    const one = Routes.guildAutoModerationRule(h.guild.id, created.id);
    await h.client.rest.patch(one, { body: { name: 'no cats at all' } });
    expect(h.discord.autoModRules(h.guild)[0]?.name).toBe('no cats at all');
    await h.client.rest.delete(one);
    expect(await apiCode(h.client.rest.get(one))).toBe(10066);
    await h.discord.waitFor(() => events.length === 3);
    expect(events).toEqual(['create no cats', 'update no cats at all', 'delete no cats at all']);
    expect(h.discord.answerMismatches).toEqual([]);
  });

  it('checks a body against the spec: a keyword over 60 characters is 50035', async () => {
    const route = Routes.guildAutoModerationRules(h.guild.id);
    const body = {
      name: 'long',
      event_type: 1,
      trigger_type: 1,
      trigger_metadata: { keyword_filter: ['x'.repeat(61)] },
      actions: [{ type: 1 }],
    };
    expect(await apiCode(h.client.rest.post(route, { body }))).toBe(50035);
  });

  it('blocks a bot message a keyword rule matches (200000), not an exempt channel’s', async () => {
    h.discord.setBotPermissions({ guild: h.guild, permissions: ['ViewChannel', 'SendMessages'] });
    const other = h.discord.createChannel({ guild: h.guild, name: 'free' });
    const rule = h.discord.createAutoModRule(h.guild, {
      name: 'no dogs',
      trigger_metadata: { keyword_filter: ['*dog'], allow_list: ['hotdog'] },
      exempt_channels: [other.id],
    });
    const channel = (await h.client.channels.fetch(h.channel.id)) as TextChannel;
    expect(await apiCode(channel.send('a big Bulldog'))).toBe(200000);
    expect(await apiCode(channel.send({ embeds: [{ title: 'my DOG' }] }))).toBe(200000);
    await channel.send('a hotdog stand');
    const fine = await channel.send('a dogma');
    expect(await apiCode(fine.edit('a dog'))).toBe(200000);
    const elsewhere = (await h.client.channels.fetch(other.id)) as TextChannel;
    await elsewhere.send('a dog');
    h.discord.deleteAutoModRule(h.guild, rule.id);
  });

  it('checks an interaction’s answers with the exemptions of the member who ran it', async () => {
    const trusted = h.discord.createRole({ guild: h.guild, name: 'trusted' });
    h.discord.createAutoModRule(h.guild, {
      name: 'regex',
      trigger_metadata: { regex_patterns: ['(?i)b(a|o)t+le'] },
      exempt_roles: [trusted.id],
    });
    const answered = handleNext(h.client, async (interaction) => {
      const i = interaction as ChatInputCommandInteraction;
      const refused = await apiCode(
        i.reply({ components: [{ type: 10, content: 'a BATTLE' }], flags: 1 << 15 }),
      );
      await i.reply({ content: 'private battle', flags: 64 });
      return refused;
    });
    await h.discord.runCommand({ channel: h.channel, user: h.user, name: 'x' });
    expect(await answered).toBe(200000);
    const bob = h.discord.createUser({ username: 'bob', guild: h.guild, roles: [trusted] });
    const exempt = handleNext(h.client, async (interaction) => {
      await (interaction as ChatInputCommandInteraction).reply('a bottle');
    });
    const run = await h.discord.runCommand({ channel: h.channel, user: bob, name: 'x' });
    await exempt;
    expect((await run.waitForOriginal((m) => m.content !== '')).content).toBe('a bottle');
  });
});
