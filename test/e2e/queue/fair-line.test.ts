import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UserRef } from '../../../sandbox/discord/index.js';
import type { BotEnv } from '../helpers/bot-env.js';
import {
  addMember,
  cardText,
  runImagine,
  startImagineEnv,
  taskIdOf,
  waitForPosition,
  waitForResult,
} from '../imagine/imagine-kit.js';

const CANCELLED = 'Cancelled before it was sent to the image service; nothing was charged.';

describe('the fair line on a backend that queues its own tasks (one slot per server)', () => {
  let env: BotEnv;
  let bob: UserRef;
  beforeEach(async () => {
    env = await startImagineEnv({ env: { GUILD_MAX_ACTIVE_JOBS: '1' } });
    bob = await addMember(env, 'bob');
    // Every task runs until the test completes it.
    env.imageApi.setFaults({ hangNextTasks: 10 });
  });
  afterEach(async () => {
    await env.close();
  });

  it("starts a member's image asked for after another's four second, not fifth; the cards show places and when they should start", async () => {
    const alice = await runImagine(env, { prompt: 'a fox', count: 4 });
    const aliceTask = await taskIdOf(env, alice);
    await alice.waitForOriginal((m) => cardText(m).includes('Position **3** in the queue.'));

    const bobs = await runImagine(env, { prompt: 'a heron' }, { user: bob });
    await waitForPosition(bobs, 1);
    const moved = await alice.waitForOriginal((m) =>
      cardText(m).includes('Position **4** in the queue.'),
    );
    expect(cardText(moved)).toMatch(/Position \*\*2\*\* in the queue\.[\s\S]*Position \*\*3\*\*/);

    env.imageApi.setTaskFate(aliceTask, 'complete');
    const bobTask = await taskIdOf(env, bobs);
    expect((await env.app.context.jobs.get(`${alice.id}.1`))?.state).toBe('waiting');
    expect(env.imageApi.stats.submissions).toBe(2);
    // One image finished: the line knows its pace and says when each waiting one should start.
    const estimated = await alice.waitForOriginal((m) =>
      /Position \*\*1\*\* in the queue\. Expected to start <t:\d+:R>\./.test(cardText(m)),
    );
    expect(cardText(estimated)).toMatch(
      /Position \*\*3\*\* in the queue\. Expected to start <t:\d+:R>\./,
    );

    const click = await alice.clickButton({ label: '✖️ Cancel' });
    await click.waitForAck();
    const ended = await waitForResult(alice);
    expect(cardText(ended).split(CANCELLED)).toHaveLength(4);
    env.imageApi.setTaskFate(bobTask, 'complete');
    expect((await waitForResult(bobs)).attachments).toHaveLength(1);
    await env.app.context.jobs.idle();
    expect(env.imageApi.stats.submissions).toBe(2);
  });
});
