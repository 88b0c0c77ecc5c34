import { SlashCommandBuilder } from 'discord.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Command } from '../../src/bot/command.js';
import { type BotEnv, startBotEnv } from './helpers/bot-env.js';

describe('the bot on both emulators', () => {
  let env: BotEnv;
  beforeEach(async () => {
    env = await startBotEnv();
  });
  afterEach(async () => {
    await env.close();
  });

  it('logs in with the Guilds intent and sees its server', () => {
    expect(env.app.client.isReady()).toBe(true);
    expect(env.app.client.guilds.cache.has(env.guild.id)).toBe(true);
    expect(env.logs.some((line) => line.msg === 'ready')).toBe(true);
  });

  it('answers a command it does not know with an ephemeral explanation', async () => {
    const run = await env.discord.runCommand({
      channel: env.channel,
      user: env.user,
      name: 'no-such-command',
    });
    const reply = await run.waitForReply();
    expect(reply.ephemeral).toBe(true);
    expect(reply.content).toBe(
      '⚠️ That command or button is no longer available. Run the slash command again.',
    );
    expect(reply.allowedMentions).toEqual({ parse: [] });
  });

  it('stops within 5 seconds and starts again on the same store', async () => {
    const started = Date.now();
    await env.app.stop();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(env.app.client.isReady()).toBe(false);
    const again = await env.restartBot();
    expect(again.client.isReady()).toBe(true);
  });
});

describe('the error boundary', () => {
  const failing: Command = {
    data: new SlashCommandBuilder().setName('boom').setDescription('Always fails').toJSON(),
    async execute(interaction) {
      await interaction.deferReply();
      throw new TypeError('cannot read properties of undefined (at /srv/bot/secret-path.ts:12)');
    },
  };

  it('shows an unexpected error privately, with an id that the log line carries too', async () => {
    const env = await startBotEnv({ app: { commands: [failing] } });
    try {
      const run = await env.discord.runCommand({
        channel: env.channel,
        user: env.user,
        name: 'boom',
      });
      const notice = await run.waitForFollowUp();
      const id = /error id `([0-9a-f]{6})`/.exec(notice.content)?.[1];
      expect(id).toBeDefined();
      expect(notice.ephemeral).toBe(true);
      expect(notice.content).not.toContain('secret-path');
      expect(run.original()?.deleted ?? true).toBe(true);
      const logged = env.logs.find((line) => line.msg === 'interaction failed');
      expect(logged?.errorId).toBe(id);
      expect(JSON.stringify(logged?.error)).toContain('secret-path.ts');
    } finally {
      await env.close();
    }
  });
});
