import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { AdjustableClock } from '../../../sandbox/discord/index.js';
import { renderImage } from '../../../sandbox/image-api/image-renderer.js';
import { type HordeCrashWorld, startHordeCrashWorld, storedJob } from '../helpers/crash-world.js';
import { eventually, titleOf, waitForResult } from '../imagine/imagine-kit.js';

/** How long each image takes the Horde, on its clock. */
const JOB_MS = 40_000;

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('an edit waiting when the bot is killed (SIGKILL)', () => {
  let world: HordeCrashWorld;
  afterEach(() => world?.close());

  it('is sent by the next process from the stored bytes (its CDN URL expired) and delivered once', async () => {
    // Each image takes the Horde 40 s of its clock: the one ahead outlasts the first process
    // whatever the machine's load; once the next process runs, the clock skips each one's wait.
    const clock = new AdjustableClock();
    world = await startHordeCrashWorld(
      { now: () => clock.now(), timeScale: 1, jobDurationMs: [JOB_MS, JOB_MS] },
      { env: { GUILD_MAX_ACTIVE_JOBS: '1' } },
    );
    const { horde } = world;
    const first = await world.startBot();
    const ahead = await world.discord.runCommand({
      channel: world.channel,
      user: world.user,
      name: 'imagine',
      options: { prompt: 'a lighthouse ahead in the queue' },
    });
    await first.printed('"msg":"task submitted"');
    const bytes = await renderImage({ width: 512, height: 384, prompt: 'a quay', seed: 5 });
    const edit = await world.discord.runCommand({
      channel: world.channel,
      user: world.user,
      name: 'imagine',
      options: { prompt: 'the quay in fog' },
      attachments: { image: { name: 'quay.png', data: bytes } },
    });
    await eventually(
      async () => storedJob(world.databaseUrl, edit.id)?.state === 'waiting',
      // The bot process loads the image classifier for the first time (seconds on a busy machine).
      60_000,
      50,
    );
    await first.kill();
    world.discord.expireAttachmentUrls();
    await world.startBot();
    clock.advance(JOB_MS);
    expect(titleOf(await waitForResult(ahead, 90_000))).toBe('✅ Image ready');
    const editTask = await eventually(
      async () => storedJob(world.databaseUrl, edit.id)?.taskId,
      30_000,
      50,
    );
    await eventually(
      async () => horde.request(editTask)?.jobs.some((job) => job.state === 'processing'),
      30_000,
      50,
    );
    clock.advance(JOB_MS);
    const ended = await waitForResult(edit, 90_000);
    expect(titleOf(ended)).toBe('✅ Image ready');
    expect(ended.gallery).toHaveLength(1);
    expect(ended.thumbnails).toHaveLength(1);
    expect(horde.stats.submissions).toBe(2);
    expect(horde.stats.violations).toEqual([]);
    expect(world.discord.attachmentFetches()).toBe(1);
    const posted = world.discord
      .messages(world.channel)
      .filter((m) => !m.deleted && m.attachments.length > 0);
    expect(posted).toHaveLength(2);
    const job = await eventually(async () => {
      const stored = storedJob(world.databaseUrl, edit.id);
      return stored?.delivered ? stored : undefined;
    });
    expect(horde.request(job.taskId ?? '')?.source?.digest).toBe(sha256(bytes));
  }, 240_000);
});
