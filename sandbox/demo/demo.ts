import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { DEMO_DEFAULTS, type DemoOptions } from './demo-options.js';
import { DemoSession } from './demo-session.js';
import { startDemoWorld } from './demo-world.js';
import { formatSize } from './format-size.js';
import { clockTime } from './plain-text.js';
import { pngDimensions } from './png-dimensions.js';
import { Transcript } from './transcript.js';

/** What a demo run produced. */
export interface DemoResult {
  /** Every line printed (or that would have been, with `quiet`). */
  readonly transcript: readonly string[];
  /** Absolute path of the image written. */
  readonly outPath: string;
  /** The image's bytes as attached to the final reply. */
  readonly image: Buffer;
  /** The PNG the image service served for that task (the demo checks they are equal). */
  readonly servedImage: Buffer;
  readonly width: number;
  readonly height: number;
}

/** A demo step that failed, with the bot's recent warnings and errors for the diagnosis. */
export class DemoError extends Error {
  override readonly name = 'DemoError';
  constructor(
    readonly step: string,
    cause: unknown,
    readonly botProblems: readonly string[],
  ) {
    super(`${step}: ${(cause as Error)?.message ?? String(cause)}`, { cause });
  }
}

/**
 * The demo: both emulators and the real bot in this process, then alice links a key, checks her
 * balance, runs `/imagine` and re-rolls it, all through the Discord emulator's driver, with the
 * channel printed as she sees it. Writes the last image to `out`. Stops the bot, then the emulators.
 */
export async function runDemo(options: DemoOptions = {}): Promise<DemoResult> {
  const o = { ...DEMO_DEFAULTS, ...options };
  const print = o.write ?? ((line: string) => console.log(line));
  const world = await startDemoWorld({
    timeScale: o.timeScale,
    seed: o.seed,
    credits: 100,
    logFile: o.logFile,
  });
  const names = new Map([
    [world.discord.bot.id, `${world.discord.bot.username} (bot)`],
    ['bot', world.discord.bot.username],
    [world.user.id, world.user.username],
    [world.channel.id, world.channel.name],
  ]);
  const transcript = new Transcript((line) => !o.quiet && print(line), names);
  const session = new DemoSession(world, transcript);
  let step = 'starting';
  const run = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    step = name;
    transcript.heading(name);
    return work();
  };
  try {
    const { config, guild, channel, user, serviceUser } = world;
    transcript.line(`Imagine bot demo · ${clockTime(Date.now())}`);
    transcript.line(
      `Discord (emulated): server “${guild.name}”, channel #${channel.name}, member ${user.username}`,
    );
    transcript.line(
      `Image service (emulated): account ${serviceUser.name} with ${world.imageApi.balanceOf(serviceUser.name)} credits; tasks run ${Math.round(1 / o.timeScale)}× faster than real ones`,
    );
    transcript.line(
      `Bot: the real bot, on a temporary SQLite store; polls every ${config.POLL_INTERVAL_MS} ± ${config.POLL_JITTER_MS} ms, edits at most every ${config.EDIT_INTERVAL_MS} ms (its defaults × ${o.timeScale})`,
    );
    const apiKey = world.imageApi.issueKey(serviceUser.name);
    await run('1. Link an API key (alice copied one from the image service)', () =>
      session.linkKey(apiKey),
    );
    await run('2. Check the balance', () => session.balance());
    const first = await run('3. Generate an image', () => session.imagine(o.prompt));
    const last = await run('4. Re-roll it (same options, new seed)', () => session.reroll(first));
    step = 'saving the image';
    const image = last.attachments[0];
    if (!image) throw new Error('the re-rolled reply has no image attached');
    const jobId =
      last.buttons
        .find((b) => b.customId?.startsWith('imagine:reroll:'))
        ?.customId?.split(':')[2] ?? '';
    const taskId = (await world.app.context.jobs.get(jobId))?.taskId;
    const served = taskId ? await world.imageApi.imageFor(taskId) : undefined;
    if (!served?.equals(image.bytes))
      throw new Error('the attached image differs from the one the service served');
    const outPath = resolve(o.out);
    await writeFile(outPath, image.bytes);
    const size = pngDimensions(image.bytes) ?? { width: 0, height: 0 };
    const summary = `Saved the re-rolled image to ${outPath}: ${formatSize(image.size)}, ${size.width}×${size.height} pixels, byte for byte the PNG the image service served.`;
    transcript.line();
    transcript.line(summary);
    if (o.quiet) print(summary);
    return {
      transcript: transcript.lines,
      outPath,
      image: image.bytes,
      servedImage: served,
      ...size,
    };
  } catch (error) {
    throw new DemoError(step, error, world.logs.problems());
  } finally {
    await world.close();
  }
}
