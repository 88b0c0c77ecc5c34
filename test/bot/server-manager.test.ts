import { PermissionFlagsBits, PermissionsBitField } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { MissingPermissionError, ServerOnlyError } from '../../src/bot/errors.js';
import { requireServerManager, SERVER_KEY_ACCESS } from '../../src/bot/server-manager.js';

const member = (...flags: bigint[]) => ({
  guildId: '1000000000000000001',
  memberPermissions: new PermissionsBitField(flags),
});

describe('requireServerManager', () => {
  it('gives the server id to members with Manage Server or Administrator', () => {
    expect(requireServerManager(member(PermissionFlagsBits.ManageGuild), SERVER_KEY_ACCESS)).toBe(
      '1000000000000000001',
    );
    expect(requireServerManager(member(PermissionFlagsBits.Administrator), SERVER_KEY_ACCESS)).toBe(
      '1000000000000000001',
    );
  });

  it('refuses other members, naming the permission and the action', () => {
    const check = () =>
      requireServerManager(member(PermissionFlagsBits.ManageMessages), SERVER_KEY_ACCESS);
    expect(check).toThrow(MissingPermissionError);
    expect(check).toThrow(
      'Only members with the **Manage Server** permission can manage the server key.',
    );
  });

  it('says a DM is not a server', () => {
    const check = () =>
      requireServerManager({ guildId: null, memberPermissions: null }, SERVER_KEY_ACCESS);
    expect(check).toThrow(ServerOnlyError);
    expect(check).toThrow(
      '`/apikey server` only works in a server: run it in a server channel, not in a DM. Nothing was changed.',
    );
  });
});
