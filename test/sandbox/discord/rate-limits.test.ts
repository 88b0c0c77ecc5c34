import { type RateLimitData, RESTEvents } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { type DiscordHarness, startDiscordClient } from '../../e2e/helpers/discord-client.js';

describe('discord emulator: rate limits and faults', () => {
  let h: DiscordHarness | undefined;
  afterEach(async () => {
    await h?.close();
    h = undefined;
  });

  const sendable = (harness: DiscordHarness) => {
    const channel = harness.client.channels.cache.get(harness.channel.id);
    if (!channel?.isSendable()) throw new Error('not sendable');
    return channel;
  };

  const post = (harness: DiscordHarness, path: string, body: unknown) =>
    fetch(`${harness.discord.url}/api/v10${path}`, {
      method: 'POST',
      headers: {
        Authorization: `Bot ${harness.discord.token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(body),
    });

  it('sends Discord rate-limit headers on normal responses', async () => {
    h = await startDiscordClient();
    const response = await post(h, `/channels/${h.channel.id}/messages`, { content: 'hi' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('x-ratelimit-limit')).toBe('5');
    expect(response.headers.get('x-ratelimit-remaining')).toBe('4');
    expect(Number(response.headers.get('x-ratelimit-reset-after'))).toBeCloseTo(5, 0);
    expect(Number(response.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000);
    expect(response.headers.get('x-ratelimit-bucket')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('answers the sixth create in 5 s with a Discord-shaped 429, then refills when the clock moves', async () => {
    h = await startDiscordClient();
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (await post(h, `/channels/${h.channel.id}/messages`, { content: `${i}` })).status,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const limited = await post(h, `/channels/${h.channel.id}/messages`, { content: 'too many' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.headers.get('x-ratelimit-scope')).toBe('user');
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
    const body = (await limited.json()) as { retry_after: number };
    expect(body).toMatchObject({ message: 'You are being rate limited.', global: false });
    expect(body.retry_after).toBeGreaterThan(0);
    expect(h.discord.rateLimitHits).toBe(1);
    h.discord.advanceClock(5_000);
    expect((await post(h, `/channels/${h.channel.id}/messages`, { content: 'again' })).status).toBe(
      200,
    );
  });

  it('applies the global limit to bot routes only, with X-RateLimit-Global', async () => {
    h = await startDiscordClient({
      emulator: { rateLimits: { global: { limit: 5, windowMs: 60_000 } } },
    });
    const harness = h;
    const bot = () =>
      fetch(`${harness.discord.url}/api/v10/users/@me`, {
        headers: { Authorization: `Bot ${harness.discord.token}` },
      });
    let limited = await bot();
    for (let i = 0; i < 10 && limited.status === 200; i++) limited = await bot();
    expect(limited.status).toBe(429);
    expect(h.discord.requests.filter((r) => r.botAuth && r.status !== 429)).toHaveLength(5);
    expect(limited.headers.get('x-ratelimit-global')).toBe('true');
    expect(limited.headers.get('x-ratelimit-scope')).toBe('global');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await limited.json()) as { global: boolean }).global).toBe(true);
    h.client.once('interactionCreate', (i) => {
      if (i.isChatInputCommand()) void i.reply('callbacks are exempt');
    });
    const run = await h.discord.runCommand({ channel: h.channel, user: h.user, name: 'balance' });
    expect((await run.waitForReply()).content).toBe('callbacks are exempt');
  });

  it('lets discord.js wait out a forced 429 (Retry-After) and succeed; the 429 is counted', async () => {
    h = await startDiscordClient();
    const fault = h.discord.failNext({
      status: 429,
      route: 'channelMessages',
      method: 'POST',
      retryAfter: 0.2,
    });
    const started = Date.now();
    const message = await sendable(h).send('after the limit');
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
    expect(message.content).toBe('after the limit');
    expect(fault.served).toBe(1);
    expect(h.discord.rateLimitHits).toBe(1);
    const posts = h.discord.requests.filter(
      (r) => r.route === 'channelMessages' && r.method === 'POST',
    );
    expect(posts.map((r) => r.status)).toEqual([429, 200]);
    expect(posts[0]?.rateLimit).toMatchObject({ scope: 'user', retryAfterMs: 200 });
  });

  it('lets discord.js wait in advance when a bucket is empty (no 429 served)', async () => {
    h = await startDiscordClient({
      emulator: { rateLimits: { messageCreate: { limit: 2, windowMs: 300 } } },
    });
    const waits: RateLimitData[] = [];
    h.client.rest.on(RESTEvents.RateLimited, (data) => waits.push(data));
    const channel = sendable(h);
    for (let i = 0; i < 4; i++) await channel.send(`message ${i}`);
    expect(h.discord.rateLimitHits).toBe(0);
    expect(waits.length).toBeGreaterThan(0);
    expect(h.discord.messages(h.channel).map((m) => m.content)).toEqual([
      'message 0',
      'message 1',
      'message 2',
      'message 3',
    ]);
  });

  it('retries a forced 5xx and an interaction callback 429', async () => {
    h = await startDiscordClient();
    h.discord.failNext({ status: 502, route: 'channelMessages' });
    await sendable(h).send('after a 502');
    const statuses = h.discord.requests
      .filter((r) => r.route === 'channelMessages')
      .map((r) => r.status);
    expect(statuses).toEqual([502, 200]);

    h.discord.failNext({ status: 429, route: 'interactionCallback', retryAfter: 0.05 });
    h.client.once('interactionCreate', (i) => {
      if (i.isChatInputCommand()) void i.reply('ok');
    });
    const run = await h.discord.runCommand({ channel: h.channel, user: h.user, name: 'balance' });
    expect((await run.waitForReply()).content).toBe('ok');
    expect(
      h.discord.requests.filter((r) => r.route === 'interactionCallback').map((r) => r.status),
    ).toEqual([429, 204]);
    expect(h.discord.rateLimitHits).toBe(1);
  });

  it('takes per-route rules by route name (own bucket, or exempt with false)', async () => {
    h = await startDiscordClient({
      emulator: {
        routeRateLimits: { webhookMessage: { limit: 1, windowMs: 60_000 }, channelMessages: false },
      },
    });
    const harness = h;
    for (let i = 0; i < 7; i++) {
      expect(
        (await post(harness, `/channels/${harness.channel.id}/messages`, { content: `${i}` }))
          .status,
      ).toBe(200);
    }
    harness.client.once('interactionCreate', (i) => {
      if (i.isChatInputCommand()) void i.reply('v1');
    });
    const run = await harness.discord.runCommand({
      channel: harness.channel,
      user: harness.user,
      name: 'imagine',
    });
    await run.waitForReply();
    const patch = () =>
      fetch(
        `${harness.discord.url}/api/v10/webhooks/${harness.discord.applicationId}/${run.token}/messages/%40original`,
        {
          method: 'PATCH',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ content: 'v2' }),
        },
      );
    const first = await patch();
    expect([first.status, first.headers.get('x-ratelimit-limit')]).toEqual([200, '1']);
    expect((await patch()).status).toBe(429);
    expect(run.original()?.content).toBe('v2');
  });
});
