import { describe, expect, it } from 'vitest';
import { AdjustableClock, startDiscordEmulator } from '../../../sandbox/discord/index.js';

describe('discord emulator: ids', () => {
  it('never gives the bot the id of a user it creates, even within one millisecond', async () => {
    const discord = await startDiscordEmulator({ clock: AdjustableClock.frozen() });
    try {
      const { guild, channel, user } = discord.setupGuild();
      const others = [guild.id, channel.id, user.id, discord.createUser({ username: 'bob' }).id];
      expect(others).not.toContain(discord.applicationId);
      expect(new Set(others).size).toBe(others.length);
      const administrator = 8n;
      expect(discord.permissionsOf({ user: 'bot', channel }) & administrator).toBe(0n);
    } finally {
      await discord.close();
    }
  });
});
