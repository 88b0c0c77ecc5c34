import { afterEach, describe, expect, it, vi } from 'vitest';
import { entriesOf, openHistory } from '../history/history-kit.js';
import { ALICE_HORDE_KEY, ALICE_KUDOS, type HordeEnv, KUDOS } from '../horde/horde-kit.js';
import { answerOf, runDescribe, startDescribeEnv } from './describe-kit.js';

const withOwnKey = () => startDescribeEnv({ daily: 50, serverKey: false });

describe('/describe on the AI Horde, paid by the member or failed at the Horde', () => {
  let env: HordeEnv;
  afterEach(async () => {
    const violations = env?.horde.stats.violations;
    await env?.close();
    expect(violations).toEqual([]);
  });

  it("charges the member's own key, never the server's budget, and logs it as the member's key", async () => {
    const started = await withOwnKey();
    env = started.env;
    const answer = await answerOf(await runDescribe(env));
    expect(JSON.stringify(answer)).toMatch(/a plain \w+ picture/);
    expect(env.horde.kudosOf(ALICE_HORDE_KEY)).toBe(ALICE_KUDOS - 3);
    expect(await env.app.context.stores.budget.used(env.guild.id, undefined, KUDOS)).toEqual({
      daily: 0,
      monthly: 0,
    });
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
    expect(line).toContain(`<@${env.user.id}>: an image described`);
    expect(line).not.toContain('server key');
  });

  it('says privately that the Horde failed it and nothing was charged, and keeps it in /history as failed', async () => {
    const started = await withOwnKey();
    env = started.env;
    env.horde.setFaults({ faultNext: 1 });
    const answer = await answerOf(await runDescribe(env));
    expect(answer.content).toBe(
      '⚠️ The image backend could not describe this image; nothing was charged. Try again in a little while, or with another image.',
    );
    expect(JSON.stringify(answer)).not.toContain('Imagine this');
    expect(env.horde.stats.interrogations).toBe(1);
    expect(env.horde.kudosOf(ALICE_HORDE_KEY)).toBe(ALICE_KUDOS);
    expect(await env.app.context.stores.budget.used(env.guild.id, undefined, KUDOS)).toEqual({
      daily: 0,
      monthly: 0,
    });
    const page = (await openHistory(env)).original();
    const [entry] = entriesOf(page ?? ({ embeds: [] } as never));
    expect(entry?.value.split('\n').slice(0, 2)).toEqual([
      '💬 describe',
      expect.stringMatching(/^❌ failed · /),
    ]);
    await env.app.moderationLogIdle();
    await vi.waitFor(
      () =>
        expect(env.discord.messages(started.logChannel).map((m) => m.content)).toEqual([
          `💬 <@${env.user.id}>: an image description failed · own key · private (caption not shown)`,
        ]),
      { timeout: 8_000 },
    );
  });
});
