import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { type ComfyEnv, startComfyEnv } from '../comfyui/comfy-kit.js';
import {
  deployHistoryCommands,
  enabledLabels,
  entriesOf,
  historyOf,
  openHistory,
} from '../history/history-kit.js';
import { runImagine, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { animateWorkflows, pressAnimate } from './animate-kit.js';

describe('/history names an animation and shows it as members expect', () => {
  let env: ComfyEnv | undefined;
  afterEach(async () => {
    await env?.close();
    env = undefined;
  });

  it('lists the animation as one (🎬 animation, its workflow, the video’s size, the motion asked, its message), and Show gives its poster privately, headed the same', async () => {
    env = await startComfyEnv({ workflows: animateWorkflows() });
    await deployHistoryCommands(env);
    const card = await waitForResult(await runImagine(env, { prompt: 'a red fox' }), 30_000);
    const run = await pressAnimate(env, card, { motion: 'high', prompt: 'the fox runs' });
    const animated = await waitForResult(run, 60_000);
    expect(titleOf(animated)).toBe('🎬 Animation ready');
    await historyOf(env, env.user, 2);

    const opened = await openHistory(env);
    const page = await opened.waitForReply();
    expect(page.ephemeral).toBe(true);
    const [newest, oldest] = entriesOf(page);
    expect(newest?.name).toBe('1. animate · 192×192');
    const link = `https://discord.com/channels/${env.guild.id}/${env.channel.id}`;
    const lines = newest?.value.split('\n') ?? [];
    expect(lines[0]).toBe('🎬 animation · the fox runs');
    expect(lines[1]).toMatch(/^✅ done · seed \d+ · <t:\d+:R>$/);
    expect(lines[2]).toBe(`[Open the message](${link}/${animated.id})`);
    expect(oldest?.value.startsWith('a red fox\n')).toBe(true);
    expect(enabledLabels(page)).toEqual(expect.arrayContaining(['Show 1', 'Show 2']));

    // Show gives the poster privately, headed as the list heads it, the video's size beside it.
    const shown = await (await opened.clickButton({ label: 'Show 1' })).waitForReply();
    expect(shown.ephemeral).toBe(true);
    expect(shown.embeds[0]?.description).toBe('🎬 animation · the fox runs');
    const fields = Object.fromEntries(
      (shown.embeds[0]?.fields ?? []).map(({ name, value }) => [name, value]),
    );
    expect(fields).toMatchObject({ Workflow: 'animate', Size: '192×192', Result: '✅ done' });
    const [poster] = shown.attachments;
    expect(poster?.contentType).toBe('image/png');
    expect(await sharp(poster?.bytes).metadata()).toMatchObject({ width: 192, height: 192 });
    expect(shown.buttons.map((button) => button.label)).toEqual(['Post in channel']);
  });
});
