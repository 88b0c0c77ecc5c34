import { afterEach, describe, expect, it, vi } from 'vitest';
import { entriesOf, openHistory } from '../history/history-kit.js';
import { ALICE_HORDE_KEY, ALICE_KUDOS, type HordeEnv, KUDOS } from '../horde/horde-kit.js';
import { answerOf, runDescribe, startDescribeEnv } from './describe-kit.js';

const serverPays = (daily: number) => startDescribeEnv({ daily, serverKey: true });

describe("/describe on the AI Horde counts in the server's kudos budget, /history and the moderation log", () => {
  let env: HordeEnv;
  afterEach(() => env?.close());

  it('charges the budget the 3 kudos the caption cost, not a daily image; shows it in /history as a description and logs it without the caption', async () => {
    const started = await serverPays(50);
    env = started.env;
    const { stores } = env.app.context;
    const answer = await answerOf(await runDescribe(env));
    const caption = /a plain \w+ picture/.exec(JSON.stringify(answer))?.[0];
    expect(caption).toBeDefined();
    expect(env.horde.kudosOf(ALICE_HORDE_KEY)).toBe(ALICE_KUDOS - 3);
    expect(await stores.budget.used(env.guild.id, undefined, KUDOS)).toEqual({
      daily: 3,
      monthly: 3,
    });
    expect(await stores.usage.used(env.guild.id, env.user.id)).toBe(0);

    const page = (await openHistory(env)).original();
    const [entry] = entriesOf(page ?? ({ embeds: [] } as never));
    expect(entry?.value.split('\n')[0]).toBe(`💬 describe · ${caption}`);

    await env.app.moderationLogIdle();
    const line = await vi.waitFor(
      () => {
        const found = env.discord
          .messages(started.logChannel)
          .flatMap((message) => message.content.split('\n'))
          .find((l) => l.startsWith('💬'));
        expect(found).toBeDefined();
        return found ?? '';
      },
      { timeout: 8_000 },
    );
    expect(line).toBe(
      `💬 <@${env.user.id}>: an image described · server key · 3 kudos · private (caption not shown)`,
    );
    expect(line).not.toContain(caption ?? '');
    expect(env.horde.stats.violations).toEqual([]);
  });

  it('is refused up front when the budget has less left than its price, saying nothing was sent or charged', async () => {
    env = (await serverPays(2)).env;
    const answer = await answerOf(await runDescribe(env));
    expect(answer.content).toMatch(
      /^⚠️ Describing this image would cost about 3 kudos, over this server’s daily budget: 2 kudos left\..*nothing was sent or charged\.$/,
    );
    expect(env.horde.stats.interrogations).toBe(0);
    expect(env.horde.kudosOf(ALICE_HORDE_KEY)).toBe(ALICE_KUDOS);
    expect(await env.app.context.stores.budget.used(env.guild.id, undefined, KUDOS)).toEqual({
      daily: 0,
      monthly: 0,
    });
  });
});
