import { ApplicationIntegrationType, InteractionContextType } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { commands } from '../../commands/index.js';
import { reachOf } from '../../src/bot/install-scope.js';

const owners = (data: Record<string, string>) => ({
  guildId: data[ApplicationIntegrationType.GuildInstall] ?? null,
  userId: data[ApplicationIntegrationType.UserInstall] ?? null,
});
const interaction = (guildId: string | null, data: Record<string, string>) =>
  ({ guildId, authorizingIntegrationOwners: owners(data) }) as unknown as Parameters<
    typeof reachOf
  >[0];

describe('where an interaction happens', () => {
  it('counts the server only where the app is installed in it', () => {
    expect(reachOf(interaction('g', { '0': 'g' }))).toEqual({
      serverId: 'g',
      interactionOnly: false,
    });
    expect(reachOf(interaction('g', { '0': 'g', '1': 'u' }))).toEqual({
      serverId: 'g',
      interactionOnly: false,
    });
  });

  it('reaches only the interaction in a server without the bot and in private channels', () => {
    expect(reachOf(interaction('g', { '1': 'u' }))).toEqual({
      serverId: null,
      interactionOnly: true,
    });
    expect(reachOf(interaction(null, { '1': 'u' }))).toEqual({
      serverId: null,
      interactionOnly: true,
    });
  });

  it('reaches the bot’s DM with its token (guild install "0": "0")', () => {
    expect(reachOf(interaction(null, { '0': '0', '1': 'u' }))).toEqual({
      serverId: null,
      interactionOnly: false,
    });
  });
});

describe('where each command is offered', () => {
  const offered = Object.fromEntries(
    commands.map((command) => [
      command.data.name,
      [command.data.integration_types, command.data.contexts],
    ]),
  );
  const { GuildInstall, UserInstall } = ApplicationIntegrationType;
  const { Guild, BotDM, PrivateChannel } = InteractionContextType;

  it('offers the personal commands anywhere, the servers’ tools only where the bot is', () => {
    for (const name of ['imagine', 'balance', 'apikey', 'history', 'show']) {
      expect(offered[name]).toEqual([
        [GuildInstall, UserInstall],
        [Guild, BotDM, PrivateChannel],
      ]);
    }
    for (const name of ['policy', 'styles', 'settings', 'language']) {
      expect(offered[name]?.[0]).toEqual([GuildInstall]);
    }
  });

  it('declares what needs the bot in the server', () => {
    const needs = Object.fromEntries(commands.map((c) => [c.data.name, c.needsBotInServer]));
    expect(needs.apikey).toEqual(['server', 'server-set']);
    expect(needs.balance).toEqual(['user', 'usage']);
  });
});
