import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BotEnv } from '../helpers/bot-env.js';
import { addMember, runImagine, startImagineEnv, titleOf, waitForResult } from './imagine-kit.js';

const MEMBERS = 40;

describe('/imagine under a burst: the whole server at once', () => {
  let env: BotEnv;
  beforeEach(async () => {
    // The order of the work is the point; answer latency under a burst is `npm run bench`'s figure,
    // so a loaded machine's late answer must not turn into Discord's 10062 here.
    env = await startImagineEnv({ discord: { interactionAckMs: 60_000 } });
  });
  afterEach(async () => {
    await env.close();
  });

  it('answers the members first, then sends their generations to the service and delivers each once', async () => {
    const members = await Promise.all(
      Array.from({ length: MEMBERS }, (_, i) => addMember(env, `member${i}`)),
    );
    const submittedAtEachAnswer: number[] = [];
    const onAnswer = () => submittedAtEachAnswer.push(env.imageApi.stats.submissions);
    env.discord.events.on('interactionResponse', onAnswer);

    const runs = await Promise.all(
      members.map((user, i) => runImagine(env, { prompt: `lighthouse number ${i}` }, { user })),
    );
    const answers = await Promise.all(runs.map((run) => run.waitForReply()));
    env.discord.events.off('interactionResponse', onAnswer);

    expect(answers.map(titleOf).every((title) => title !== undefined)).toBe(true);
    // Work after an answer waits while 16 or more commands are unanswered: the first 25 answers
    // went out before any generation reached the service.
    expect(submittedAtEachAnswer.slice(0, MEMBERS - 15)).toEqual(Array(MEMBERS - 15).fill(0));

    const results = await Promise.all(runs.map((run) => waitForResult(run, 20_000)));
    expect(results.every((message) => message.attachments.length === 1)).toBe(true);
    expect(env.imageApi.stats.submissions).toBe(MEMBERS);
  }, 40_000);
});
