import { afterEach, describe, expect, it } from 'vitest';
import type { InteractionRun } from '../../../sandbox/discord/index.js';
import { runImagine, taskIdOf, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { type SdWebuiEnv, startSdWebuiEnv } from './sd-webui-kit.js';

/** Generations held at once on one WebUI: more than one client's pool of connections. */
const HELD = 20;

describe('Stop waiting on a Stable Diffusion WebUI holding many generations', () => {
  let env: SdWebuiEnv;
  afterEach(() => env?.close());

  it(`interrupts the running job at once with ${HELD} calls held: Stop and progress never wait behind generations`, async () => {
    env = await startSdWebuiEnv({
      webui: { stepMs: 300 },
      env: {
        MAX_ACTIVE_PER_MEMBER: '40',
        GUILD_MAX_ACTIVE_JOBS: '40',
        GUILD_MAX_CONCURRENT: '40',
        SERVER_KEY_DAILY_LIMIT: '100',
        // An operator's WebUI given many slots: the line sends it as many calls as they allow.
        SD_WEBUI_SLOTS: '32',
      },
    });
    const runs: InteractionRun[] = [];
    for (let i = 0; i < HELD; i++)
      runs.push(await runImagine(env, { prompt: `fox ${i}`, steps: 50 }));
    await expect
      .poll(() => env.webui.stats.requests.txt2img, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(17);
    await expect.poll(() => env.webui.queue().running).toBeDefined();
    const running = env.webui.queue().running;
    const ids = await Promise.all(runs.map((run) => taskIdOf(env, run)));
    const mine = runs[ids.indexOf(running ?? '')];
    expect(mine).toBeDefined();
    const run = mine as InteractionRun;
    await run.waitForOriginal((m) => m.buttons.some((b) => b.label === '⏹️ Stop waiting'), {
      timeout: 10_000,
    });
    await (await run.clickButton({ label: '⏹️ Stop waiting' })).waitForReply();
    expect(titleOf(await waitForResult(run, 10_000))).toBe('⏹️ Stopped waiting');
    // The emulator's order: the interrupt reached the job it meant while it still ran (50 steps).
    await expect.poll(() => env.webui.stats.interrupts, { timeout: 5_000 }).toEqual([running]);
    await expect.poll(() => env.webui.stats.finished.interrupted, { timeout: 5_000 }).toBe(1);
    expect(env.webui.stats.finished.success).toBe(0);
    expect(env.webui.stats.violations).toEqual([]);
  }, 60_000);
});
