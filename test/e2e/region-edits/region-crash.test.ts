import { afterEach, describe, expect, it } from 'vitest';
import { AdjustableClock, type InteractionRun } from '../../../sandbox/discord/index.js';
import { maskPng, paintedOnlyIn, pixels, sourcePng } from '../../sandbox/mask-pictures.js';
import { type HordeCrashWorld, startHordeCrashWorld, storedJob } from '../helpers/crash-world.js';
import { ALICE_HORDE_KEY, ALICE_KUDOS } from '../horde/horde-kit.js';
import { eventually, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { INPAINTING_MODELS } from '../imagine/region-kit.js';

/** How long each image takes the Horde, on its clock. */
const JOB_MS = 40_000;
const GREEN: [number, number, number] = [40, 160, 70];
const region = { left: 64, top: 64, width: 128, height: 64 };

describe('masked edits (Vary (Region) of an attached mask) when the bot is killed (SIGKILL)', () => {
  let world: HordeCrashWorld;
  afterEach(() => world?.close());

  it('the one running resumes at the Horde, the one waiting is sent with its mask from the store; each delivered once, charged once', async () => {
    const clock = new AdjustableClock();
    world = await startHordeCrashWorld(
      {
        now: () => clock.now(),
        timeScale: 1,
        jobDurationMs: [JOB_MS, JOB_MS],
        models: INPAINTING_MODELS,
      },
      { env: { GUILD_MAX_ACTIVE_JOBS: '1' } },
    );
    const { horde } = world;
    const photo = await sourcePng(256, 192, GREEN);
    const mask = await maskPng(256, 192, region, 'alpha');
    const masked = (prompt: string): Promise<InteractionRun> =>
      world.discord.runCommand({
        channel: world.channel,
        user: world.user,
        name: 'imagine',
        options: { prompt },
        attachments: {
          image: { name: 'field.png', data: photo },
          mask: { name: 'mask.png', data: mask },
        },
      });
    const taskOf = (run: InteractionRun) =>
      eventually(async () => storedJob(world.databaseUrl, run.id)?.taskId, 60_000, 50);
    const processing = (task: string) =>
      eventually(
        async () => horde.request(task)?.jobs.some((job) => job.state === 'processing'),
        30_000,
        50,
      );

    const first = await world.startBot();
    const running = await masked('a scarecrow in the field');
    const runningTask = await taskOf(running);
    await processing(runningTask);
    const waiting = await masked('a tractor in the field');
    await eventually(
      async () => storedJob(world.databaseUrl, waiting.id)?.state === 'waiting',
      60_000,
      50,
    );
    await first.kill();
    world.discord.expireAttachmentUrls();
    await world.startBot();
    clock.advance(JOB_MS);
    const ranOn = await waitForResult(running, 90_000);
    const waitingTask = await taskOf(waiting);
    await processing(waitingTask);
    clock.advance(JOB_MS);
    const waitedOn = await waitForResult(waiting, 90_000);

    for (const [card, task] of [
      [ranOn, runningTask],
      [waitedOn, waitingTask],
    ] as const) {
      expect(titleOf(card)).toBe('✅ Image ready');
      expect(horde.request(task)?.body).toMatchObject({ source_processing: 'inpainting' });
      expect(horde.request(task)?.source?.mask).toMatchObject({ width: 256, height: 192 });
      // Drawn at 512×384, put back at the photo's size from the input the store kept.
      const posted = Buffer.from(card.attachments[0]?.bytes ?? []);
      expect(await pixels(posted)).toMatchObject({ width: 256, height: 192 });
      expect(await paintedOnlyIn(posted, region, GREEN, 4)).toEqual({
        keptOutside: true,
        newInside: true,
      });
    }
    expect(horde.stats.submissions).toBe(2);
    const paid = [runningTask, waitingTask]
      .map((task) => Number(horde.request(task)?.status.kudos))
      .reduce((sum, kudos) => sum + kudos);
    expect(paid).toBeGreaterThan(0);
    expect(ALICE_KUDOS - horde.kudosOf(ALICE_HORDE_KEY)).toBeCloseTo(paid, 0);
    expect(world.discord.attachmentFetches()).toBe(4);
    const posted = world.discord
      .messages(world.channel)
      .filter((m) => !m.deleted && m.attachments.length > 0);
    expect(posted).toHaveLength(2);
    expect(horde.stats.violations).toEqual([]);
  }, 300_000);
});
