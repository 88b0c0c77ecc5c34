import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AdjustableClock, type UserRef } from '../../../sandbox/discord/index.js';
import { decodePng, differingPixels, pixelsOfColor } from '../../helpers/png-pixels.js';
import type { BotEnv } from '../helpers/bot-env.js';
import { runImagine, setServerKey, waitForResult } from '../imagine/imagine-kit.js';
import { createManager, startClockedPrefsEnv } from '../settings/prefs-kit.js';

/** The budget line's red (see `src/balance/usage-chart.ts`). */
const BUDGET_RED = '#D62728';

describe('/balance usage:True: a picture of who used the server key, day by day', () => {
  let env: BotEnv;
  let clock: AdjustableClock;
  let mira: UserRef;
  let zhanna: UserRef;
  let yamada: UserRef;
  let minjun: UserRef;
  beforeEach(async () => {
    clock = new AdjustableClock();
    clock.set(Date.parse('2030-05-18T12:00:00Z'));
    env = await startClockedPrefsEnv(clock);
    await setServerKey(env, env.guild.id, { dailyLimit: 5 });
    mira = createManager(env, 'mira');
    const guild = env.guild;
    zhanna = env.discord.createUser({ username: 'zhanna', guild, nick: 'Жанна' });
    yamada = env.discord.createUser({ username: 'yamada', globalName: '山田太郎', guild });
    minjun = env.discord.createUser({ username: 'minjun', globalName: '김민준', guild });
  });
  afterEach(async () => {
    await env.close();
  });

  /** `member` makes an image on the server key. */
  const imagines = async (member: UserRef) => {
    const result = await waitForResult(
      await runImagine(env, { prompt: 'a fox' }, { user: member }),
    );
    expect(result.attachments).toHaveLength(1);
    await env.app.context.jobs.idle();
  };
  /** Mira asks for the usage report; its chart, decoded, beside what the answer said. */
  const miraOpensTheReport = async () => {
    const run = await env.discord.runCommand({
      channel: env.channel,
      user: mira,
      name: 'balance',
      options: { usage: true },
    });
    const report = await run.waitForReply();
    const file = report.attachments.find((attachment) => attachment.filename === 'usage.png');
    if (!file) throw new Error('the usage report came without its chart');
    return { report, file, ...(await decodePng(file.bytes)) };
  };
  /** The GETs the bot made for names since request `after`, as `route:id`. */
  const nameLookups = (after: number) =>
    env.discord.requests
      .filter((request) => request.seq > after && request.method === 'GET')
      .filter((request) => request.route === 'guildMember' || request.route === 'user')
      .map((request) => `${request.route}:${request.path.split('/').at(-1)} ${request.status}`);

  it('shows a moderator the last 30 days as a PNG beside the report, names fetched from Discord', async () => {
    await imagines(yamada);
    clock.set(Date.parse('2030-05-19T09:00:00Z'));
    await imagines(zhanna);
    await imagines(zhanna);
    clock.set(Date.parse('2030-05-20T15:00:00Z'));
    await imagines(minjun);

    const before = env.discord.requests.length;
    const first = await miraOpensTheReport();
    expect(first.report.ephemeral).toBe(true);
    expect(first.report.mentions).toEqual([]);
    expect(first.report.embeds[0]?.title).toBe('Use of the server key');
    expect(first.report.embeds[0]?.description).toContain(`<@${zhanna.id}>: today **0**`);
    expect(first.report.embeds[1]?.image?.url).toBe('attachment://usage.png');
    expect(first.file.contentType).toBe('image/png');
    expect(first.file.description).toBe('Generations per day on the server key, the last 30 days');
    expect([first.width, first.height]).toEqual([960, 480]);
    expect(Array.from(first.data.slice(0, 4))).toEqual([255, 255, 255, 255]);
    expect(pixelsOfColor(first.data, BUDGET_RED)).toBe(0);
    expect(nameLookups(before).sort()).toEqual(
      [zhanna, yamada, minjun].map((member) => `guildMember:${member.id} 200`).sort(),
    );

    // Same counts, another name: only the legend changes, and it does.
    env.discord.addMember({ guild: env.guild, user: zhanna, nick: 'Жанна К.' });
    const renamed = await miraOpensTheReport();
    expect(differingPixels(first.data, renamed.data)).toBeGreaterThan(20);
    expect(differingPixels(first.data, renamed.data)).toBeLessThan(5_000);
  });

  it('draws the daily budget (in generations, from credits), and names a member who left by their account', async () => {
    await imagines(yamada);
    await imagines(minjun);
    const without = await miraOpensTheReport();

    // 12 credits a day at 2 credits a generation: a line at 6.
    await env.app.context.stores.policy.setBudget(env.guild.id, { unit: 'credits', daily: 12 });
    env.discord.removeMember(env.guild, yamada);
    const before = env.discord.requests.length;
    const withBudget = await miraOpensTheReport();
    expect([withBudget.width, withBudget.height]).toEqual([960, 480]);
    expect(pixelsOfColor(withBudget.data, BUDGET_RED)).toBeGreaterThan(300);
    expect(differingPixels(without.data, withBudget.data)).toBeGreaterThan(1_000);
    expect(nameLookups(before)).toContain(`guildMember:${yamada.id} 404`);
    expect(nameLookups(before)).toContain(`user:${yamada.id} 200`);
  });

  it('still answers with the chart when Discord will not name the members', async () => {
    await imagines(minjun);
    env.discord.failNext({ status: 403, route: 'guildMember', count: 5 });
    const before = env.discord.requests.length;
    const { report, width, height } = await miraOpensTheReport();
    expect(nameLookups(before)).toEqual([`guildMember:${minjun.id} 403`]);
    expect(report.embeds).toHaveLength(2);
    expect([width, height]).toEqual([960, 480]);
  });

  it('keeps the picture, like the report, to members with Manage Server', async () => {
    const run = await env.discord.runCommand({
      channel: env.channel,
      user: zhanna,
      name: 'balance',
      options: { usage: true },
    });
    const refused = await run.waitForReply();
    expect(refused.ephemeral).toBe(true);
    expect(refused.content).toContain('Manage Server');
    expect(refused.attachments).toEqual([]);
  });
});
