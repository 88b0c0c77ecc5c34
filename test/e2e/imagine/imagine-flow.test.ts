import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BotEnv, startBotEnv } from '../helpers/bot-env.js';
import { linkKey, registerImagine, runImagine, titleOf, waitForResult } from './imagine-kit.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('/imagine end to end', () => {
  let env: BotEnv;
  beforeEach(async () => {
    env = await startBotEnv();
    await registerImagine(env);
    await linkKey(env, env.user);
  });
  afterEach(async () => {
    await env.close();
  });

  it('shows progress, then attaches the exact image with every parameter', async () => {
    env.imageApi.setFaults({ hangNextTasks: 1 });
    const run = await runImagine(env, { prompt: 'a red fox', steps: 12, seed: 7 });
    const status = await run.waitForAck();
    expect(status.deferred).toBe(true);
    const processing = await run.waitForOriginal((m) => /\d+%/.test(m.embeds[0]?.description ?? ''));
    expect(titleOf(processing)).toBe('🎨 Generating');
    const taskId = env.imageApi.stats.statusRequests.keys().next().value as string;
    expect(taskId).toMatch(UUID);
    env.imageApi.setTaskFate(taskId, 'complete');
    const result = await waitForResult(run);
    expect(titleOf(result)).toBe('✅ Image ready');
    const titles = result.history.map(titleOf);
    expect(titles).toContain('🕒 Queued');
    expect(titles).toContain('🎨 Generating');
    expect(result.attachments).toHaveLength(1);
    expect(Buffer.from(result.attachments[0]?.bytes ?? [])).toEqual(await env.imageApi.imageFor(taskId));
    const fields = Object.fromEntries((result.embeds[0]?.fields ?? []).map((f) => [f.name, f.value]));
    expect(fields).toMatchObject({ Workflow: 'default', Steps: '12', Seed: '7' });
    expect(result.mentions).toEqual([]);
    expect(env.discord.rateLimitHits).toBe(0);
  });
});
