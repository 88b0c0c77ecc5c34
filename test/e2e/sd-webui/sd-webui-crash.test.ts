import { afterEach, describe, expect, it } from 'vitest';
import { type SdWebuiEmulator, startSdWebuiEmulator } from '../../../sandbox/sd-webui/index.js';
import { type CrashWorld, startCrashWorld } from '../helpers/crash-world.js';
import { cardText, titleOf, waitForResult } from '../imagine/imagine-kit.js';

describe('a Stable Diffusion WebUI generation when the bot is killed (SIGKILL)', () => {
  let webui: SdWebuiEmulator;
  let world: CrashWorld;
  afterEach(async () => {
    await world?.close();
    await webui?.close();
  });

  it('ends in the next process as made but not fetched, nothing charged, its call never sent again', async () => {
    webui = await startSdWebuiEmulator({ stepMs: 150 });
    world = await startCrashWorld({
      env: { BACKENDS: 'sd-webui', SD_WEBUI_URL: webui.url },
      link: async () => {},
    });
    const first = await world.startBot();
    const run = await world.discord.runCommand({
      channel: world.channel,
      user: world.user,
      name: 'imagine',
      options: { prompt: 'a fox across a crash', steps: 20 },
    });
    await first.printed('"msg":"task submitted"');
    await first.kill();
    await world.startBot();
    const ended = await waitForResult(run, 30_000);
    expect(titleOf(ended)).not.toBe('✅ Image ready');
    expect(cardText(ended)).toContain('it may have been made, but it could not be fetched');
    expect(cardText(ended)).toContain('keeps no accounts, so nothing was charged');
    expect(ended.buttons.map((b) => b.label)).toContain('🔁 Retry');
    expect(webui.stats.requests.txt2img).toBe(1);
    // Run to its end, or interrupted by the next process if it still ran then.
    await expect
      .poll(() => webui.stats.finished.success + webui.stats.finished.interrupted, {
        timeout: 10_000,
      })
      .toBe(1);
    expect(webui.stats.answersLost).toBe(1);
    expect(webui.stats.violations).toEqual([]);
  }, 60_000);

  it('stops at the WebUI what nobody waits for any more: the running call interrupted, the queued one as it starts', async () => {
    webui = await startSdWebuiEmulator({ stepMs: 300 });
    world = await startCrashWorld({
      // Two slots: the line sends both calls, one running and one queued at the WebUI.
      env: { BACKENDS: 'sd-webui', SD_WEBUI_URL: webui.url, SD_WEBUI_SLOTS: '2' },
      link: async () => {},
    });
    const first = await world.startBot();
    const runs = [];
    for (const prompt of ['a fox left running', 'a fox left queued'])
      runs.push(
        await world.discord.runCommand({
          channel: world.channel,
          user: world.user,
          name: 'imagine',
          options: { prompt, steps: 50 },
        }),
      );
    await expect.poll(() => webui.queue().pending.length, { timeout: 20_000 }).toBe(1);
    const [running, queued] = webui.stats.taskIds;
    expect(webui.queue().running).toBe(running);
    const submitted = () => first.stdout().split('"msg":"task submitted"').length - 1;
    await expect.poll(submitted, { timeout: 10_000 }).toBe(2);
    await first.kill();
    await world.startBot();
    for (const run of runs)
      expect(titleOf(await waitForResult(run, 40_000))).not.toBe('✅ Image ready');
    await expect.poll(() => webui.stats.interrupts, { timeout: 20_000 }).toEqual([running, queued]);
    await expect.poll(() => webui.stats.finished.interrupted, { timeout: 10_000 }).toBe(2);
    expect(webui.stats.finished.success).toBe(0);
    expect(webui.stats.requests.txt2img).toBe(2);
    expect(webui.stats.violations).toEqual([]);
  }, 120_000);

  it('killed while its call was being sent (the WebUI took it, the bot had not yet saved it as submitted): the next process finds it by its task id and stops it, nothing charged, nothing sent again', async () => {
    webui = await startSdWebuiEmulator({ stepMs: 600 });
    world = await startCrashWorld({
      env: { BACKENDS: 'sd-webui', SD_WEBUI_URL: webui.url },
      link: async () => {},
    });
    const first = await world.startBot();
    // Killed the moment the WebUI receives the call: within the bot's wait for an outright refusal.
    const stop = webui.onReceived(() => first.child.kill('SIGKILL'));
    const run = await world.discord.runCommand({
      channel: world.channel,
      user: world.user,
      name: 'imagine',
      options: { prompt: 'a fox sent at the crash', steps: 50 },
    });
    await first.closed;
    stop();
    expect(first.stdout()).toContain('"msg":"submitting the task"');
    expect(first.stdout()).not.toContain('"msg":"task submitted"');
    const next = await world.startBot();
    const ended = await waitForResult(run, 40_000);
    expect(titleOf(ended)).not.toBe('✅ Image ready');
    expect(cardText(ended)).toContain(
      'Stable Diffusion WebUI keeps no accounts, so nothing was charged',
    );
    expect(ended.buttons.map((b) => b.label)).toContain('🔁 Retry');
    await expect.poll(() => webui.stats.finished.interrupted, { timeout: 20_000 }).toBe(1);
    expect(webui.stats.interrupts).toEqual(webui.stats.taskIds);
    expect(webui.stats.finished.success).toBe(0);
    expect(webui.stats.requests.txt2img).toBe(1);
    expect(webui.stats.violations).toEqual([]);
    expect(next.stdout()).toContain('"msg":"found the task of an interrupted submission"');
  }, 120_000);
});
