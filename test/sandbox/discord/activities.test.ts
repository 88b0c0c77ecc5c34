import { ApplicationFlags, type ButtonInteraction, DiscordAPIError, Routes } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActivityRpcError } from '../../../sandbox/discord/index.js';
import { type DiscordHarness, startDiscordClient } from '../../e2e/helpers/discord-client.js';
import { handleNext } from '../../e2e/helpers/discord-handle-next.js';

/** A message with one button, sent by the bot, to click. */
async function buttonMessage(h: DiscordHarness) {
  const channel = h.client.channels.cache.get(h.channel.id);
  if (!channel?.isSendable()) throw new Error('not sendable');
  return channel.send({
    content: 'Paint',
    components: [
      { type: 1, components: [{ type: 2, style: 1, custom_id: 'paint', label: 'Paint' }] },
    ],
  });
}

/** A click on `paint` answered with LAUNCH_ACTIVITY (with the callback's response). */
async function launchAs(h: DiscordHarness, user = h.user) {
  const message = await buttonMessage(h);
  const answered = handleNext(h.client, async (interaction) =>
    (interaction as ButtonInteraction).launchActivity({ withResponse: true }),
  );
  const run = await h.discord.clickButton({ message: message.id, customId: 'paint', user });
  return { run, response: await answered };
}

/** `POST /api/v10/oauth2/token` as an Activity's server sends it (a URL-encoded form). */
async function exchange(h: DiscordHarness, fields: Record<string, string>) {
  const response = await fetch(`${h.discord.url}/api/v10/oauth2/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('discord emulator: LAUNCH_ACTIVITY and the Activity sign-in', () => {
  let h: DiscordHarness;
  beforeAll(async () => {
    h = await startDiscordClient({ emulator: { validateResponses: true } });
  });
  afterAll(() => h.close());

  it('refuses LAUNCH_ACTIVITY while the app has no Activity, as Discord does', async () => {
    const flagsOf = async () =>
      ((await h.client.rest.get(Routes.currentApplication())) as { flags: number }).flags;
    expect(await flagsOf()).toBe(0);
    expect(h.client.application.flags.has(ApplicationFlags.Embedded)).toBe(false);
    const message = await buttonMessage(h);
    const answered = handleNext(h.client, (interaction) =>
      (interaction as ButtonInteraction).launchActivity(),
    );
    await h.discord.clickButton({ message: message.id, customId: 'paint', user: h.user });
    const error = await answered.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DiscordAPIError);
    expect((error as DiscordAPIError).code).toBe(50035);
    expect((error as DiscordAPIError).message).toContain('Invalid interaction response type 12');
    h.discord.activities.enable();
    expect(await flagsOf()).toBe(ApplicationFlags.Embedded);
    await h.client.application.fetch();
    expect(h.client.application.flags.has(ApplicationFlags.Embedded)).toBe(true);
  });

  it('launches an instance in the channel, answered with its id as the spec says', async () => {
    h.discord.activities.configure('http://127.0.0.1:1/');
    const start = h.discord.requests.length;
    const { run, response } = await launchAs(h);
    const instanceId = response.resource?.activityInstance?.id;
    expect(instanceId).toMatch(new RegExp(`^i-\\d+-gc-${h.guild.id}-${h.channel.id}$`));
    expect(response.interaction.activityInstanceId).toBe(instanceId);
    expect(run.activityInstanceId).toBe(instanceId);
    expect(h.discord.answerMismatches.filter((e) => e.seq > start)).toEqual([]);
    const launch = h.discord.activities.launchOf(run.id);
    const query = launch && Object.fromEntries(h.discord.activities.frameQuery(launch));
    expect(query).toMatchObject({
      instance_id: instanceId,
      platform: 'desktop',
      channel_id: h.channel.id,
      guild_id: h.guild.id,
    });
    expect(query?.frame_id).toMatch(/^[0-9a-f-]{36}$/);
    const instance = (await h.client.rest.get(
      `/applications/${h.client.application.id}/activity-instances/${instanceId}`,
    )) as Record<string, unknown>;
    expect(instance).toMatchObject({
      instance_id: instanceId,
      location: { kind: 'gc', channel_id: h.channel.id, guild_id: h.guild.id },
      users: [h.user.id],
    });
  });

  it('lets a second member launching in the same channel join the running instance', async () => {
    const bob = h.discord.createUser({ username: 'bob', guild: h.guild });
    const first = await launchAs(h);
    const second = await launchAs(h, bob);
    expect(second.run.activityInstanceId).toBe(first.run.activityInstanceId);
    const instance = (await h.client.rest.get(
      `/applications/${h.client.application.id}/activity-instances/${second.run.activityInstanceId}`,
    )) as { users: string[] };
    expect(instance.users).toEqual([h.user.id, bob.id]);
  });

  it('signs a member in: authorize, the server’s code exchange, /users/@me, authenticate', async () => {
    const clientId = h.client.application.id;
    const { code } = h.discord.activities.authorize(h.user, { clientId, scopes: ['identify'] });
    const form = { client_id: clientId, grant_type: 'authorization_code', code };
    expect(await exchange(h, { ...form, client_secret: 'wrong' })).toEqual({
      status: 401,
      body: { error: 'invalid_client' },
    });
    const secret = h.discord.activities.clientSecret;
    const granted = await exchange(h, { ...form, client_secret: secret });
    expect(granted).toMatchObject({
      status: 200,
      body: { token_type: 'Bearer', expires_in: 604800, scope: 'identify' },
    });
    const token = String(granted.body.access_token);
    expect(await exchange(h, { ...form, client_secret: secret })).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    });
    const me = await fetch(`${h.discord.url}/api/v10/users/@me`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(await me.json()).toMatchObject({ id: h.user.id, username: h.user.username });
    const forged = await fetch(`${h.discord.url}/api/v10/users/@me`, {
      headers: { Authorization: 'Bearer not-a-token' },
    });
    expect(forged.status).toBe(401);
    expect(h.discord.activities.authenticate(h.user, token)).toMatchObject({
      access_token: token,
      user: { id: h.user.id },
      scopes: ['identify'],
      application: { id: clientId },
    });
    const bob = h.discord.createUser({ username: 'carol', guild: h.guild });
    expect(() => h.discord.activities.authenticate(bob, token)).toThrow(ActivityRpcError);
    expect(() => h.discord.activities.authorize(h.user, { clientId: '1', scopes: [] })).toThrow(
      ActivityRpcError,
    );
    await h.client.rest.get(Routes.user('@me'));
  });

  it('ends a member’s tokens when they deauthorize the app, or the app revokes one (RFC 7009)', async () => {
    const clientId = h.client.application.id;
    const secret = h.discord.activities.clientSecret;
    const tokenOf = async (user: typeof h.user) => {
      const { code } = h.discord.activities.authorize(user, { clientId, scopes: ['identify'] });
      const form = { client_id: clientId, client_secret: secret, grant_type: 'authorization_code' };
      return String((await exchange(h, { ...form, code })).body.access_token);
    };
    const meStatus = async (token: string) =>
      (
        await fetch(`${h.discord.url}/api/v10/users/@me`, {
          headers: { Authorization: `Bearer ${token}` },
        })
      ).status;
    const erin = h.discord.createUser({ username: 'erin', guild: h.guild });
    const dave = h.discord.createUser({ username: 'dave', guild: h.guild });
    const [first, second, daves] = [await tokenOf(erin), await tokenOf(erin), await tokenOf(dave)];
    expect(h.discord.activities.deauthorize(erin)).toBe(2);
    expect([await meStatus(first), await meStatus(second), await meStatus(daves)]).toEqual([
      401, 401, 200,
    ]);
    expect(() => h.discord.activities.authenticate(erin, first)).toThrow(ActivityRpcError);

    const revoke = (auth: string, token: string) =>
      fetch(`${h.discord.url}/api/v10/oauth2/token/revoke`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Authorization: `Basic ${Buffer.from(auth).toString('base64')}`,
        },
        body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
      });
    const refused = await revoke(`${clientId}:wrong`, daves);
    expect([refused.status, await refused.json()]).toEqual([401, { error: 'invalid_client' }]);
    expect(await meStatus(daves)).toBe(200);
    const revoked = await revoke(`${clientId}:${secret}`, daves);
    expect([revoked.status, await revoked.json()]).toEqual([200, {}]);
    expect(await meStatus(daves)).toBe(401);
  });
});
