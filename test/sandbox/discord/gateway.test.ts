import { type ChatInputCommandInteraction, Events } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startDiscordEmulator } from '../../../sandbox/discord/index.js';
import { type DiscordHarness, startDiscordClient } from '../../e2e/helpers/discord-client.js';
import { handleNext } from '../../e2e/helpers/discord-handle-next.js';

interface Frame {
  op: number;
  s: number | null;
  t: string | null;
  d: unknown;
}

describe('discord emulator: gateway', () => {
  let h: DiscordHarness | undefined;
  afterEach(async () => {
    await h?.close();
    h = undefined;
  });

  it('replays dispatches missed while disconnected when the client resumes', async () => {
    h = await startDiscordClient();
    const harness = h;
    const received = handleNext(harness.client, async (interaction) => {
      await (interaction as ChatInputCommandInteraction).reply('got it after resuming');
      return interaction.id;
    });
    const outage = harness.discord.dropGateway({ code: 4000, holdResume: true });
    await harness.discord.waitFor(() => !harness.discord.gatewayConnected);
    const run = await harness.discord.runCommand({
      channel: harness.channel,
      user: harness.user,
      name: 'balance',
    });
    outage.release();
    await outage.resumed;
    expect(await received).toBe(run.id);
    expect((await run.waitForReply()).content).toBe('got it after resuming');
    expect(harness.discord.gatewayStats).toMatchObject({
      identifies: 1,
      resumes: 1,
      replayed: 1,
      connections: 2,
    });
  });

  it('resumes after op 7 Reconnect', async () => {
    h = await startDiscordClient();
    const harness = h;
    harness.discord.requestReconnect();
    await harness.discord.waitFor(() => harness.discord.gatewayStats.resumes === 1);
    const received = handleNext(harness.client, async (i) => {
      await (i as ChatInputCommandInteraction).reply('still here');
    });
    const run = await harness.discord.runCommand({
      channel: harness.channel,
      user: harness.user,
      name: 'balance',
    });
    await received;
    expect((await run.waitForReply()).content).toBe('still here');
    expect(harness.discord.gatewayStats.identifies).toBe(1);
  });

  it('speaks the handshake on a raw socket: HELLO, heartbeat ACK, READY and GUILD_CREATE with rising s', async () => {
    const discord = await startDiscordEmulator();
    const { guild } = discord.setupGuild();
    const gateway = (await (
      await fetch(`${discord.url}/api/v10/gateway/bot`, {
        headers: { Authorization: `Bot ${discord.token}` },
      })
    ).json()) as { url: string };
    const ws = new WebSocket(`${gateway.url}?v=10&encoding=json`);
    const frames: Frame[] = [];
    ws.on('message', (data) => frames.push(JSON.parse(String(data))));
    try {
      await discord.waitFor(() => frames.some((f) => f.op === 10));
      expect(frames[0]).toMatchObject({ op: 10, d: { heartbeat_interval: 41_250 } });
      ws.send(JSON.stringify({ op: 1, d: null }));
      await discord.waitFor(() => frames.some((f) => f.op === 11));
      ws.send(JSON.stringify({ op: 2, d: { token: discord.token, intents: 1, properties: {} } }));
      await discord.waitFor(() => frames.some((f) => f.t === 'GUILD_CREATE'));
      const dispatches = frames.filter((f) => f.op === 0);
      expect(dispatches.map((f) => [f.t, f.s])).toEqual([
        ['READY', 1],
        ['GUILD_CREATE', 2],
      ]);
      expect(dispatches[0]?.d).toMatchObject({
        guilds: [{ id: guild.id, unavailable: true }],
        application: { id: discord.applicationId },
      });
    } finally {
      ws.close(1000);
      await discord.close();
    }
  });

  it('closes an IDENTIFY with a bad token with 4004', async () => {
    const discord = await startDiscordEmulator();
    const ws = new WebSocket(`${discord.url.replace('http', 'ws')}/gateway?v=10&encoding=json`);
    try {
      const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
      ws.on('open', () =>
        ws.send(
          JSON.stringify({ op: 2, d: { token: 'not-the-token', intents: 1, properties: {} } }),
        ),
      );
      expect(await closed).toBe(4004);
    } finally {
      await discord.close();
    }
  });

  it('disconnects a logged-in client with 4004 when the token is reset', async () => {
    h = await startDiscordClient();
    const harness = h;
    const disconnected = new Promise<number>((resolve) =>
      harness.client.once(Events.ShardDisconnect, (event) => resolve(event.code)),
    );
    harness.client.on(Events.ShardError, () => undefined);
    harness.discord.resetToken();
    expect(await disconnected).toBe(4004);
    expect(harness.discord.gatewayConnected).toBe(false);
  });
});
