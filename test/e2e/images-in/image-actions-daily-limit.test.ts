import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import history from '../../../commands/history.js';
import imagine from '../../../commands/imagine.js';
import type { MessageView } from '../../../sandbox/discord/index.js';
import { deployCommands } from '../../../src/discord/command-registration.js';
import { type ComfyEnv, startComfyEnv } from '../comfyui/comfy-kit.js';
import { entriesOf, historyOf, openHistory } from '../history/history-kit.js';
import { runImagine, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { refusal } from '../settings/prefs-kit.js';

/** The workflows the bot ships: text to image, an edit (Vary), and ×2 and ×4 upscales. */
const SHIPPED = Object.fromEntries(
  ['sd15', 'sd15-img2img', 'upscale-x2', 'upscale-x4'].map((name) => [
    name,
    JSON.parse(readFileSync(`comfyui-workflows/${name}.json`, 'utf8')),
  ]),
);

const LIMIT_REFUSAL =
  /^⚠️ You made all 2 images this server allows you today\. The limit resets <t:\d+:R> \(<t:\d+:t>, midnight UTC\); nothing was counted\.$/;

/** ComfyUI with the shipped workflows, `/imagine` and `/history`, and a daily limit of 2 images. */
async function startLimitedEnv(): Promise<ComfyEnv> {
  const env = await startComfyEnv({ workflows: SHIPPED });
  await deployCommands({
    body: [imagine.data, history.data],
    token: env.discord.token,
    apiUrl: `${env.discord.url}/api`,
    applicationId: env.discord.applicationId,
    guildId: env.guild.id,
  });
  await env.app.context.stores.guildSettings.setDailyLimit(env.guild.id, 2);
  return env;
}

/** What alice sent ComfyUI so far: prompts queued and images uploaded. */
const sent = (env: ComfyEnv) => ({
  prompts: env.comfy.stats.requests.prompt_post,
  uploads: env.comfy.stats.requests.upload_image,
});

/** Clicks `label` on `card` as alice and waits for the image it makes. */
async function clickToResult(env: ComfyEnv, card: MessageView, label: string) {
  const run = await env.discord.clickButton({ message: card, label, user: env.user });
  expect(titleOf(await waitForResult(run, 30_000))).toBe('✅ Image ready');
  await env.app.context.jobs.idle();
  return run;
}

/** Clicks `label` on `card` as alice, expecting the daily limit's private refusal, nothing sent. */
async function expectRefused(env: ComfyEnv, card: MessageView, label: string) {
  const before = sent(env);
  const run = await env.discord.clickButton({ message: card, label, user: env.user });
  expect(await refusal(env, run)).toMatch(LIMIT_REFUSAL);
  expect(run.original()?.attachments ?? []).toEqual([]);
  expect(sent(env)).toEqual(before);
  expect(await env.app.context.stores.usage.used(env.guild.id, env.user.id)).toBe(2);
}

describe("a member's daily image limit counts a card's Vary and Upscale like any generation (ComfyUI)", () => {
  let env: ComfyEnv | undefined;
  afterEach(async () => {
    const violations = env?.comfy.stats.violations ?? [];
    await env?.close();
    env = undefined;
    expect(violations).toEqual([]);
  });

  it('limit 2: an image, then its Vary (the second); Upscale is refused privately with the limit, nothing sent to ComfyUI; /history lists the vary as one', async () => {
    env = await startLimitedEnv();
    const card = await waitForResult(await runImagine(env, { prompt: 'a red fox' }), 30_000);
    await env.app.context.jobs.idle();
    const { usage } = env.app.context.stores;
    expect(await usage.used(env.guild.id, env.user.id)).toBe(1);

    const vary = await clickToResult(env, card, '🌱 Vary (subtle)');
    expect((await env.app.context.jobs.get(vary.id))?.input?.action.kind).toBe('vary');
    expect(await usage.used(env.guild.id, env.user.id)).toBe(2);
    expect(sent(env)).toEqual({ prompts: 2, uploads: 1 });

    await expectRefused(env, card, '🔍 Upscale ×2');

    await historyOf(env, env.user, 2);
    const page = await (await openHistory(env)).waitForReply();
    const [newest, oldest] = entriesOf(page);
    expect(newest?.value.split('\n')[0]).toBe('🔀 vary · a red fox');
    expect(oldest?.value.split('\n')[0]).toBe('a red fox');
    expect(entriesOf(page)).toHaveLength(2);
  });

  it('limit 2: an image, then its Upscale ×2 (the second); Vary is refused privately with the limit, nothing sent to ComfyUI; /history lists the upscale as one', async () => {
    env = await startLimitedEnv();
    const card = await waitForResult(await runImagine(env, { prompt: 'a lighthouse' }), 30_000);
    await env.app.context.jobs.idle();
    const { usage } = env.app.context.stores;
    expect(await usage.used(env.guild.id, env.user.id)).toBe(1);

    const upscale = await clickToResult(env, card, '🔍 Upscale ×2');
    expect((await env.app.context.jobs.get(upscale.id))?.input?.action).toEqual({
      kind: 'upscale',
      factor: 2,
    });
    expect(await usage.used(env.guild.id, env.user.id)).toBe(2);
    expect(sent(env)).toEqual({ prompts: 2, uploads: 1 });

    await expectRefused(env, card, '🌪️ Vary (strong)');

    await historyOf(env, env.user, 2);
    const page = await (await openHistory(env)).waitForReply();
    const [newest, oldest] = entriesOf(page);
    expect(newest?.value.split('\n')[0]).toBe('🔍 upscale · a lighthouse');
    expect(oldest?.value.split('\n')[0]).toBe('a lighthouse');
    expect(entriesOf(page)).toHaveLength(2);
  });
});
