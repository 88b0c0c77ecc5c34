import { DiscordAPIError } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { ModlogPoster, packLines } from '../../src/modlog/modlog-poster.js';
import type { LogPause, StoredPolicy } from '../../src/store/server-policy-store.js';
import { memoryLogger } from '../store/store-test-kit.js';

const discordError = (code: number, status: number) =>
  new DiscordAPIError({ code, message: `error ${code}` }, code, status, 'POST', '/x', {});

/** A poster over a fake REST and policy: what it posted, and whom it told. */
function posterWith(fail?: () => Error) {
  const posted: string[] = [];
  const told: [string, string, LogPause][] = [];
  let policy: StoredPolicy = { limits: {}, banned: [], logChannelId: 'c1', logChannelSetBy: 'm1' };
  const poster = new ModlogPoster({
    rest: {
      post: async (_route: string, options?: { body?: unknown }) => {
        if (fail) throw fail();
        posted.push((options as { body: { content: string } }).body.content);
        return {};
      },
    } as never,
    policy: {
      get: async () => policy,
      pauseLog: async (_guild, channelId, problem) => {
        if (policy.logPaused || policy.logChannelId !== channelId) return false;
        policy = { ...policy, logPaused: problem };
        return true;
      },
    },
    notifyPaused: async (guildId, managerId, problem) =>
      void told.push([guildId, managerId, problem]),
    logger: memoryLogger().logger,
    gatherMs: 0,
  });
  return { poster, posted, told };
}

describe('the moderation log poster', () => {
  it('packs lines into as few messages as fit 2,000 characters, in order', () => {
    const long = 'x'.repeat(1_500);
    expect(packLines(['a', 'b'])).toEqual(['a\nb']);
    expect(packLines([long, long, 'c'])).toEqual([long, `${long}\nc`]);
    expect(packLines(['y'.repeat(2_500)])[0]).toHaveLength(2_000);
  });

  it('posts a burst of lines together', async () => {
    const { poster, posted } = posterWith();
    for (let line = 0; line < 30; line += 1) poster.post('g1', `line ${line}`);
    await poster.idle();
    expect(posted).toHaveLength(1);
    expect(posted[0]?.split('\n')).toHaveLength(30);
  });

  it('pauses a deleted channel, tells its manager once, then drops lines without trying', async () => {
    let tries = 0;
    const { poster, told } = posterWith(() => {
      tries += 1;
      return discordError(10003, 404);
    });
    poster.post('g1', 'one');
    await poster.idle();
    poster.post('g1', 'two');
    poster.post('g1', 'three');
    await poster.idle();
    expect(told).toEqual([['g1', 'm1', 'deleted']]);
    expect(tries).toBe(1);
  });

  it('pauses a channel it lost permissions in as forbidden', async () => {
    const { poster, told } = posterWith(() => discordError(50013, 403));
    poster.post('g1', 'one');
    await poster.idle();
    expect(told).toEqual([['g1', 'm1', 'forbidden']]);
  });
});
