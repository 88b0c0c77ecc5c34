import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { blankPng } from '../../helpers/image-files.js';
import { memoryOf } from '../../helpers/process-memory.js';
import { type CrashWorld, type KillableBot, startCrashWorld } from '../helpers/crash-world.js';
import { cardText, waitForResult } from '../imagine/imagine-kit.js';

/** What the image check may add to the process for one image: its pixel cap decoded, 64 MiB. */
const CHECK_BOUND = 64 << 20;

/**
 * A valid 16000×16000 PNG of about 750 KB, under the download cap, served as a generation to a
 * real bot process: its size is read from its header, so it is withheld as not checked without
 * being decoded (the old check decoded it whole: about 1 GB more, never given back).
 */
describe('an image too large to check, through a bot process', () => {
  let world: CrashWorld;
  let bot: KillableBot;
  beforeEach(async () => {
    world = await startCrashWorld();
    bot = await world.startBot();
  });
  afterEach(async () => {
    await world.close();
  });

  const imagine = async (prompt: string) => {
    const run = await world.discord.runCommand({
      channel: world.channel,
      user: world.user,
      name: 'imagine',
      options: { prompt },
    });
    return { run, result: await waitForResult(run, 60_000) };
  };

  it('withholds it as unchecked, the process growing by less than the check’s bound', async () => {
    const first = await imagine('a lighthouse');
    expect(first.result.attachments.map((file) => file.contentType)).toEqual(['image/png']);
    const pid = bot.child.pid ?? 0;
    const before = await memoryOf(pid);

    world.imageApi.serveNextImages([
      { body: await blankPng(16_000, 16_000), contentType: 'image/png' },
    ]);
    const { run, result } = await imagine('a huge blank');
    expect(result.attachments).toEqual([]);
    expect(cardText(result)).toContain('An image was withheld from this channel.');
    const copy = await run.waitForFollowUp(0, { timeout: 8_000 });
    expect(copy.content).toContain('the safety check could not run');
    await bot.logged('"msg":"an image could not be checked"');
    expect(bot.stderr() + bot.stdout()).toContain(
      "16000×16000 is over the check's 16777216 pixels",
    );

    const after = await memoryOf(pid);
    expect(after.rss - before.rss).toBeLessThan(CHECK_BOUND);
    expect(after.peak - before.peak).toBeLessThan(CHECK_BOUND);
  }, 120_000);
});
