import { PermissionFlagsBits, PermissionsBitField } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { MissingPermissionError, ServerOnlyError } from '../../src/bot/bot-errors.js';
import { checkNeed, manager, serverOf } from '../../src/bot/rights.js';

const member = (...flags: bigint[]) => ({
  guildId: '1000000000000000001',
  memberPermissions: new PermissionsBitField(flags),
});

const SERVER_KEY = manager('manageServerKey');
const check = (target: Parameters<typeof checkNeed>[0]) => {
  checkNeed(target, SERVER_KEY, 'apikey server');
  return serverOf(target, 'apikey server');
};

describe('checkNeed', () => {
  it('gives the server id to members with Manage Server or Administrator', () => {
    expect(check(member(PermissionFlagsBits.ManageGuild))).toBe('1000000000000000001');
    expect(check(member(PermissionFlagsBits.Administrator))).toBe('1000000000000000001');
  });

  it('refuses other members, naming the permission and the action', () => {
    const refused = () => check(member(PermissionFlagsBits.ManageMessages));
    expect(refused).toThrow(MissingPermissionError);
    expect(refused).toThrow(
      'Only members with the **Manage Server** permission can manage the server key.',
    );
  });

  it('says a DM is not a server', () => {
    const refused = () => check({ guildId: null, memberPermissions: null });
    expect(refused).toThrow(ServerOnlyError);
    expect(refused).toThrow(
      '`/apikey server` only works in a server: run it in a server channel, not in a DM. Nothing was changed.',
    );
  });
});
