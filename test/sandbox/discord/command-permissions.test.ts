import { PermissionFlagsBits, SlashCommandBuilder } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DiscordEmulator, startDiscordEmulator } from '../../../sandbox/discord/index.js';

/** A bulk overwrite sent as it is (no client in between), and the emulator's answer. */
async function put(discord: DiscordEmulator, path: string, body: unknown) {
  const response = await fetch(`${discord.url}/api/v10${path}`, {
    method: 'PUT',
    headers: { Authorization: `Bot ${discord.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

const command = (default_member_permissions: unknown) => ({
  name: 'policy',
  description: 'What the server allows',
  default_member_permissions,
});

describe('discord emulator: a command’s default_member_permissions', () => {
  let discord: DiscordEmulator;
  let global: string;
  beforeAll(async () => {
    discord = await startDiscordEmulator();
    global = `/applications/${discord.applicationId}/commands`;
  });
  afterAll(() => discord.close());

  it('accepts the string Discord documents ("32", as discord.js sends it) and returns a string', async () => {
    const built = new SlashCommandBuilder()
      .setName('policy')
      .setDescription('What the server allows')
      .setDefaultMemberPermissions(PermissionFlagsBits.ManageGuild)
      .toJSON();
    expect(built.default_member_permissions).toBe('32');
    const answer = await put(discord, global, [built]);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject([{ name: 'policy', default_member_permissions: '32' }]);
    expect(discord.commands()[0]?.default_member_permissions).toBe('32');
  });

  it('accepts it in a guild’s bulk overwrite too', async () => {
    const { guild } = discord.setupGuild();
    const path = `/applications/${discord.applicationId}/guilds/${guild.id}/commands`;
    expect((await put(discord, path, [command('8')])).status).toBe(200);
    expect(discord.commands(guild)[0]?.default_member_permissions).toBe('8');
  });

  it('still accepts the spec’s integer and null, and returns the integer as a string', async () => {
    expect((await put(discord, global, [command(32)])).status).toBe(200);
    expect(discord.commands()[0]?.default_member_permissions).toBe('32');
    expect((await put(discord, global, [command(null)])).status).toBe(200);
    expect(discord.commands()[0]?.default_member_permissions).toBeNull();
  });

  it('refuses a string that is not a number, with Discord’s Invalid Form Body', async () => {
    const answer = await put(discord, global, [command('abc')]);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: 'Invalid Form Body',
      code: 50035,
      errors: {
        0: {
          default_member_permissions: {
            _errors: [{ code: 'NUMBER_TYPE_COERCE', message: 'Value "abc" is not int.' }],
          },
        },
      },
    });
    for (const wrong of ['-32', '3.2', '', ' 32', 1.5, true]) {
      expect((await put(discord, global, [command(wrong)])).status, JSON.stringify(wrong)).toBe(
        400,
      );
    }
  });
});
