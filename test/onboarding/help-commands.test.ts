import { PermissionFlagsBits, PermissionsBitField } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { commands } from '../../commands/index.js';
import { commandsHere, type HelpPlace } from '../../src/onboarding/help-commands.js';

const payloads = commands.map((command) => command.data);
const names = (listed: readonly { name: string }[]) => listed.map((command) => command.name);
const member = new PermissionsBitField(PermissionFlagsBits.SendMessages);
const manager = new PermissionsBitField(PermissionFlagsBits.ManageGuild);

describe('commandsHere', () => {
  it('lists, in a server, every command; the ones Discord shows to managers only to them', () => {
    const server: HelpPlace = { context: 0, installs: [0], permissions: member };
    const forMember = commandsHere(payloads, server, 'en-US');
    expect(names(forMember.members)).toEqual(
      payloads.filter((data) => !data.default_member_permissions).map((data) => data.name),
    );
    expect(forMember.managers).toEqual([]);
    const forManager = commandsHere(payloads, { ...server, permissions: manager }, 'en-US');
    expect(names(forManager.managers)).toEqual(['alerts', 'policy']);
    expect(forManager.managers[1]?.description).toBe(
      'Limits of the server key and banned words, for this server (Manage Server)',
    );
  });

  it("keeps to the commands offered in the bot's DM, and to a user install's where the bot is not", () => {
    const dm = commandsHere(payloads, { context: 1, installs: [0], permissions: null }, 'en-US');
    expect(names(dm.members)).not.toContain('queue');
    expect(names(dm.members)).toContain('language');
    const userInstall = commandsHere(
      payloads,
      { context: 0, installs: [1], permissions: member },
      'en-US',
    );
    expect(names(userInstall.members)).toEqual(
      payloads.filter((data) => data.integration_types?.includes(1)).map((data) => data.name),
    );
  });

  it("names and describes each command in the reader's language, a message command by its menu name", () => {
    const { members } = commandsHere(
      payloads,
      { context: 0, installs: [0], permissions: member },
      'de',
    );
    const help = payloads.find((data) => data.name === 'help');
    expect(members).toContainEqual({
      name: help?.name_localizations?.de,
      description: help?.description_localizations?.de,
      onMessage: false,
    });
    expect(members.filter((command) => command.onMessage)).toEqual(
      expect.arrayContaining([
        { name: 'Daraus ein Bild machen', onMessage: true },
        { name: 'Dieses Bild beschreiben', onMessage: true },
        { name: 'Dieses Bild bearbeiten', onMessage: true },
      ]),
    );
  });
});
