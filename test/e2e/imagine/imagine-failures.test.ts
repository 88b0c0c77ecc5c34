import { afterEach, describe, expect, it } from 'vitest';
import { TASK_FAILED_ERROR } from '../../../sandbox/image-api/index.js';
import type { BotEnv, BotEnvOptions } from '../helpers/bot-env.js';
import {
  cardText,
  digest,
  imageDigest,
  runImagine,
  startImagineEnv,
  taskIdOf,
  titleOf,
  waitForResult,
} from './imagine-kit.js';

describe('/imagine when generations go wrong', () => {
  let env: BotEnv;
  const start = async (options: BotEnvOptions = {}) => {
    env = await startImagineEnv(options);
  };
  afterEach(async () => {
    await env.close();
  });

  it("shows the service's error text, what to do, and a Retry that works", async () => {
    await start();
    env.imageApi.setFaults({ failNextTasks: 1 });
    const run = await runImagine(env, { prompt: 'a doomed cat', seed: 99 });
    const failed = await waitForResult(run);
    expect(titleOf(failed)).toBe('❌ Generation failed');
    const text = cardText(failed);
    expect(text).toContain("The image service couldn't generate this image.");
    expect(text).toContain(`The image service said: “${TASK_FAILED_ERROR}”`);
    expect(text).toContain('Press **Retry** to try again');
    expect(failed.attachments).toEqual([]);
    expect(failed.buttons.map((b) => b.label)).toEqual(['🔁 Retry', '🎛️ Remix', 'ℹ️ Details']);

    const retry = await run.clickButton({ label: '🔁 Retry' });
    const again = await waitForResult(retry);
    expect(titleOf(again)).toBe('✅ Image ready');
    expect(again.id).not.toBe(failed.id);
    expect(again.attachments).toHaveLength(1);
    const retried = await env.app.context.jobs.get(retry.id);
    expect(retried?.request).toMatchObject({ prompt: 'a doomed cat', seed: 99 });
    expect(titleOf(env.discord.message(failed.id))).toBe('❌ Generation failed');
  });

  it('reports a task still running past JOB_TIMEOUT_MS as timed out', async () => {
    await start({ env: { JOB_TIMEOUT_MS: '1000' } });
    env.imageApi.setFaults({ hangNextTasks: 1 });
    const run = await runImagine(env, { prompt: 'a slow snail' });
    const result = await waitForResult(run);
    expect(titleOf(result)).toBe('⌛ Timed out');
    expect(cardText(result)).toContain('The image took too long to generate');
    // The task exists at the service: its credit is spent, and the member is told so.
    expect(cardText(result)).toContain(
      'The image service already had it, so its credit is probably spent (check with',
    );
    expect(result.buttons.map((b) => b.label)).toContain('🔁 Retry');
  });

  it('keeps polling while the service is down, and completes once it is back', async () => {
    await start();
    env.imageApi.setFaults({ hangNextTasks: 1 });
    const run = await runImagine(env, { prompt: 'a patient owl' });
    const taskId = await taskIdOf(env, run);
    await run.waitForOriginal((m) => titleOf(m) === '🎨 Generating');
    env.imageApi.setFaults({ down: 'unavailable' });
    const failuresBefore = env.imageApi.stats.faults.down;
    await env.discord.waitFor(() => env.imageApi.stats.faults.down >= failuresBefore + 3);
    env.imageApi.setTaskFate(taskId, 'complete');
    env.imageApi.setFaults({ down: false });
    const result = await waitForResult(run);
    expect(titleOf(result)).toBe('✅ Image ready');
    expect(digest(result.attachments[0]?.bytes)).toBe(await imageDigest(env, taskId));
  });

  it('tells the member privately that nothing was started or charged when Discord fails its answer', async () => {
    await start();
    // discord.js tries a request four times (three retries): every try of the opening reply fails.
    const failing = env.discord.failNext({ status: 500, route: 'interactionCallback', count: 4 });
    const run = await runImagine(env, { prompt: 'a kite in a storm' });
    const answer = await run.waitForReply();
    expect(answer.ephemeral).toBe(true);
    expect(answer.content).toBe(
      '⚠️ Discord did not take the bot’s answer, so nothing was started or charged. Try again in a moment.',
    );
    expect(failing.served).toBe(4);
    const callbacks = env.discord.requests.filter((r) => r.route === 'interactionCallback');
    expect(callbacks.map((r) => r.status)).toEqual([500, 500, 500, 500, 204]);
    await env.app.context.jobs.idle();
    expect(await env.app.context.jobs.get(run.id)).toBeUndefined();
    expect(env.imageApi.stats.submissions).toBe(0);
    const refused = env.logs.find((line) => line.msg === 'interaction refused');
    expect(refused).toMatchObject({ reason: 'AnswerNotTakenError' });
    expect(String(refused?.detail)).toContain('500');
  });
});
