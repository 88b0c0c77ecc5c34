import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BotEnv } from '../helpers/bot-env.js';
import {
  cardText,
  digest,
  fieldsOf,
  imageDigest,
  runImagine,
  smallPrint,
  startImagineEnv,
  taskIdOf,
  titleOf,
  waitForResult,
} from './imagine-kit.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('/imagine end to end: one generation, watched stage by stage', () => {
  let env: BotEnv;
  beforeEach(async () => {
    // Tasks of 0.5–3 s, so the service's progress moves between polls and gives an expected end.
    env = await startImagineEnv({ imageApi: { timeScale: 0.05 } });
  });
  afterEach(async () => {
    await env.close();
  });

  it('shows queued, then generating with when it should be ready, then attaches the exact image with every parameter', async () => {
    env.imageApi.setFaults({ hangNextTasks: 1, serverErrorRate: 1, endpoints: ['task_status'] });
    const run = await runImagine(env, {
      prompt: 'a red fox',
      negative_prompt: 'blurry',
      steps: 12,
      seed: 7,
    });
    const ack = await run.waitForAck();
    expect(ack.responseType).toBe(4);
    expect(ack.deferred).toBe(false);
    const queued = await run.waitForOriginal((m) => titleOf(m) === '🕒 Queued');
    expect(cardText(queued)).toContain('Waiting for the image service to start it.');
    const taskId = await taskIdOf(env, run);
    expect(taskId).toMatch(UUID);
    env.imageApi.setFaults({ serverErrorRate: 0 });
    // Generating is first shown with its expected end, in one edit.
    const processing = await run.waitForOriginal((m) =>
      /Ready <t:\d+:R>, going by its progress\./.test(cardText(m)),
    );
    expect(titleOf(processing)).toBe('🎨 Generating');
    expect(smallPrint(processing)).toBe('default');
    const readyAt = Number(/<t:(\d+):R>/.exec(cardText(processing))?.[1]);
    expect(readyAt * 1000).toBeGreaterThan(Date.now() - 5_000);
    env.imageApi.setTaskFate(taskId, 'complete');

    const result = await waitForResult(run);
    expect(titleOf(result)).toBe('✅ Image ready');
    const titles = result.history.map(titleOf);
    // (a later correction of the expected end is one more Generating)
    expect(titles[0]).toBe('🕒 Queued');
    expect(new Set(titles.slice(1, -1))).toEqual(new Set(['🎨 Generating']));
    for (const version of result.history) {
      expect(cardText(version)).not.toMatch(/Started <t:/);
    }
    expect(result.attachments).toHaveLength(1);
    expect(digest(result.attachments[0]?.bytes)).toBe(await imageDigest(env, taskId));
    expect(result.gallery[0]?.url).toBe(`attachment://imagine-${run.id}.png`);
    expect(fieldsOf(result)).toMatchObject({
      'Negative prompt': 'blurry',
      Workflow: 'default',
      Steps: '12',
      Seed: '7',
      'Requested by': `<@${env.user.id}>`,
    });
    expect(fieldsOf(result).Duration).toMatch(/^\d+:\d\d$/);
    expect(result.buttons.map((b) => b.label)).toEqual([
      '🎲 Re-roll',
      '🎛️ Remix',
      'ℹ️ Details',
      '🗑️ Delete',
      '🚩 Report',
    ]);
    expect(env.discord.messages(env.channel)).toHaveLength(1);
    expect(env.discord.rateLimitHits).toBe(0);
  });
});

describe('/imagine end to end', () => {
  let env: BotEnv;
  beforeEach(async () => {
    env = await startImagineEnv();
  });
  afterEach(async () => {
    await env.close();
  });

  it('runs rr3 with a numeric task id, its cfg, and names the model it ignores', async () => {
    const run = await runImagine(env, {
      prompt: 'a lighthouse',
      workflow: 'rr3',
      cfg: 4.5,
      model: 'checkpoints/custom.safetensors',
    });
    const result = await waitForResult(run);
    const job = await env.app.context.jobs.get(run.id);
    expect(job?.taskId).toMatch(/^\d+$/);
    expect(job?.request).toMatchObject({ workflow: 'rr3', cfg: 4.5 });
    expect(job?.request.model).toBeUndefined();
    expect(env.imageApi.task(job?.taskId ?? '')?.params.cfg).toBe(4.5);
    expect(cardText(result)).toContain('Ignored by the rr3 workflow: model.');
    expect(fieldsOf(result)).toMatchObject({ Workflow: 'rr3', CFG: '4.5' });
    expect(fieldsOf(result).Model).toBeUndefined();
  });

  it('says the default workflow ignores cfg, and does not send it', async () => {
    const run = await runImagine(env, { prompt: 'a boat', cfg: 9 });
    const progress = await run.waitForOriginal((m) => m.texts.length > 0);
    expect(cardText(progress)).toContain('Ignored by the default workflow: cfg.');
    const result = await waitForResult(run);
    expect(cardText(result)).toContain('Ignored by the default workflow: cfg.');
    expect((await env.app.context.jobs.get(run.id))?.request.cfg).toBeUndefined();
  });

  it('maps a size choice to pixels, with width or height overriding it', async () => {
    const run = await runImagine(env, { prompt: 'a tower', size: 'portrait', width: 640 });
    const result = await waitForResult(run);
    const job = await env.app.context.jobs.get(run.id);
    expect(job?.request).toMatchObject({ width: 640, height: 1216 });
    expect(env.imageApi.task(job?.taskId ?? '')?.params).toMatchObject({
      width: 640,
      height: 1216,
    });
    expect(fieldsOf(result).Size).toBe('640×1216');
  });

  it('pings nobody whatever the prompt says', async () => {
    const role = env.discord.createRole({ guild: env.guild, name: 'mods' });
    const bob = env.discord.createUser({ username: 'bob', guild: env.guild });
    const prompt = `@everyone @here <@&${role.id}> <@${bob.id}> a *cat*`;
    const run = await runImagine(env, { prompt, negative_prompt: '@everyone' });
    const result = await waitForResult(run);
    expect(result.mentions).toEqual([]);
    for (const version of result.history) {
      expect(version.allowedMentions?.parse ?? []).toEqual([]);
      expect(version.allowedMentions?.users ?? []).toEqual([]);
      expect(version.content).not.toContain('@everyone');
    }
    expect(cardText(result)).toContain('@everyone @here');
    expect(cardText(result)).toContain('\\*cat\\*');
  });
});
