import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BotEnv } from '../helpers/bot-env.js';
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

describe('/imagine across a restart', () => {
  let env: BotEnv;
  beforeEach(async () => {
    env = await startImagineEnv({ env: { GUILD_MAX_ACTIVE_JOBS: '1' } });
  });
  afterEach(async () => {
    await env.close();
  });

  const uploads = () =>
    env.discord.requests.filter((r) => r.method === 'PATCH' && r.files.length > 0);

  it('delivers an image submitted before the restart, once', async () => {
    env.imageApi.setFaults({ hangNextTasks: 1 });
    const run = await runImagine(env, { prompt: 'a phoenix' });
    const taskId = await taskIdOf(env, run);
    await run.waitForOriginal((m) => titleOf(m) === '🎨 Generating');
    await env.restartBot();
    env.imageApi.setTaskFate(taskId, 'complete');
    const result = await waitForResult(run);
    await env.app.context.jobs.idle();
    expect(digest(result.attachments[0]?.bytes)).toBe(await imageDigest(env, taskId));
    expect(env.discord.messages(env.channel)).toHaveLength(1);
    expect(uploads()).toHaveLength(1);
    expect(env.imageApi.stats.submissions).toBe(1);
    expect(result.edits.filter((v) => v.attachments.length > 0)).toHaveLength(1);
  });

  it('runs a generation still waiting for a slot after the restart', async () => {
    env.imageApi.setFaults({ hangNextTasks: 1 });
    const first = await runImagine(env, { prompt: 'first' });
    const firstTask = await taskIdOf(env, first);
    const second = await runImagine(env, { prompt: 'second' });
    const waiting = await second.waitForOriginal(
      (m) => titleOf(m) === '⏳ Waiting for a free slot',
    );
    expect(cardText(waiting)).toContain('Position **1** in the queue.');
    await env.restartBot();
    env.imageApi.setTaskFate(firstTask, 'complete');
    expect(titleOf(await waitForResult(first))).toBe('✅ Image ready');
    expect(titleOf(await waitForResult(second))).toBe('✅ Image ready');
    await env.app.context.jobs.idle();
    expect(env.imageApi.stats.submissions).toBe(2);
    expect(uploads()).toHaveLength(2);
  });
});

describe('/imagine across a restart, a prompt that starts with a colon', () => {
  let env: BotEnv;
  beforeEach(async () => {
    env = await startImagineEnv();
  });
  afterEach(async () => {
    await env.close();
  });

  it('shows the prompt as typed after the restart (the store escapes its leading colon)', async () => {
    env.imageApi.setFaults({ hangNextTasks: 1 });
    const run = await runImagine(env, { prompt: ':sparkles: a phoenix' });
    const taskId = await taskIdOf(env, run);
    await run.waitForOriginal((m) => titleOf(m) === '🎨 Generating');
    await env.restartBot();
    env.imageApi.setTaskFate(taskId, 'complete');
    const result = await waitForResult(run);
    expect(titleOf(result)).toBe('✅ Image ready');
    expect(result.texts[0]).toBe('## ✅ Image ready\n> :sparkles: a phoenix');
    expect(digest(result.attachments[0]?.bytes)).toBe(await imageDigest(env, taskId));
  });
});
