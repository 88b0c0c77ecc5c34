import { DiscordAPIError, type REST, Routes } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { fetchMemberNames } from '../../src/discord/member-names.js';

const apiError = (code: number, status: number) =>
  new DiscordAPIError({ code, message: `error ${code}` }, code, status, 'GET', '/x', {});

const user = (id: string, username: string, global_name: string | null = null) => ({
  id,
  username,
  global_name,
});

/** A REST client answering GETs from `routes` (a function: thrown or awaited), counting them. */
function fakeRest(routes: Record<string, () => unknown>) {
  const asked: string[] = [];
  const rest: Pick<REST, 'get'> = {
    get: async (route, options) => {
      asked.push(route);
      const answer = routes[route];
      if (!answer) throw apiError(10013, 404);
      if (options?.signal?.aborted) throw new Error('aborted');
      return answer();
    },
  };
  return { rest, asked };
}

describe('the names of a server’s members', () => {
  it('takes the nickname, else the display name, else the username, and keeps the username', async () => {
    const { rest } = fakeRest({
      [Routes.guildMember('g', '1')]: () => ({ nick: 'Жанна', user: user('1', 'zhanna', 'Zh') }),
      [Routes.guildMember('g', '2')]: () => ({ nick: null, user: user('2', 'yamada', '山田') }),
      [Routes.guildMember('g', '3')]: () => ({ user: user('3', 'plain') }),
    });
    const names = await fetchMemberNames(rest, 'g', ['1', '2', '3']);
    expect(Object.fromEntries(names)).toEqual({
      1: { displayName: 'Жанна', username: 'zhanna' },
      2: { displayName: '山田', username: 'yamada' },
      3: { displayName: 'plain', username: 'plain' },
    });
  });

  it("names a member who left by their account, and leaves out whom Discord can't name", async () => {
    const { rest, asked } = fakeRest({
      [Routes.guildMember('g', 'gone')]: () => {
        throw apiError(10007, 404);
      },
      [Routes.user('gone')]: () => user('gone', 'left.user', 'Left'),
      [Routes.guildMember('g', 'busy')]: () => {
        throw apiError(0, 500);
      },
      [Routes.user('busy')]: () => user('busy', 'never.asked'),
    });
    const names = await fetchMemberNames(rest, 'g', ['gone', 'busy', 'nobody']);
    expect(Object.fromEntries(names)).toEqual({
      gone: { displayName: 'Left', username: 'left.user' },
    });
    expect(asked).not.toContain(Routes.user('busy'));
  });

  it('gives up the names that did not come in time', async () => {
    const { rest } = fakeRest({
      [Routes.guildMember('g', 'fast')]: () => ({ user: user('fast', 'fast') }),
    });
    const slowRest: Pick<REST, 'get'> = {
      get: (route, options) =>
        route.endsWith('/slow')
          ? new Promise((_, reject) =>
              options?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
            )
          : rest.get(route, options),
    };
    const names = await fetchMemberNames(slowRest, 'g', ['fast', 'slow'], 50);
    expect([...names.keys()]).toEqual(['fast']);
  });
});
