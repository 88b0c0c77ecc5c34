import { request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startDiscordEmulator } from '../../../sandbox/discord/index.js';

describe('discord emulator: requests held on their way in', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  const start = async () => {
    const discord = await startDiscordEmulator();
    close = () => discord.close();
    const { channel } = discord.setupGuild();
    const path = `/api/v10/channels/${channel.id}/messages`;
    const headers = { Authorization: `Bot ${discord.token}`, 'Content-Type': 'application/json' };
    return { discord, channel, path, headers };
  };

  it('serves a held request once released, and only then', async () => {
    const { discord, channel, path, headers } = await start();
    const hold = discord.holdNext({ route: 'channelMessages', method: 'POST' });
    const answer = fetch(`${discord.url}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ content: 'late' }),
    });
    await hold.held;
    await sleep(50);
    expect(discord.messages(channel)).toEqual([]);
    expect(discord.requests).toEqual([]);

    hold.release();
    expect((await answer).status).toBe(200);
    expect(discord.messages(channel).map((message) => message.content)).toEqual(['late']);
    expect([hold.holding, hold.dropped]).toEqual([1, 0]);
    // Only the next one was held.
    const next = await fetch(`${discord.url}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ content: 'next' }),
    });
    expect(next.status).toBe(200);
  });

  it('drops, unserved and unlogged, a held request whose client went away', async () => {
    const { discord, channel, path, headers } = await start();
    const hold = discord.holdNext({ route: 'channelMessages' });
    const { hostname, port } = new URL(discord.url);
    const sent = request({ hostname, port, path, method: 'POST', headers });
    sent.on('error', () => undefined);
    sent.end(JSON.stringify({ content: 'never arrives' }));
    await hold.held;
    sent.destroy();
    await vi.waitFor(() => expect(hold.dropped).toBe(1));

    hold.release();
    await sleep(50);
    expect(discord.messages(channel)).toEqual([]);
    expect(discord.requests).toEqual([]);
  });
});
