import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { emulatedBotConfig } from '../sandbox/demo/emulated-bot-config.js';
import { envOfConfig } from './bot-env.js';
import { buildBot, type CompiledBot, startCompiledBot } from './compiled-bot.js';
import { type ReferenceCost, ReferenceCosts } from './images-in-cost.js';
import { centreMask, photo, pngOfSize } from './images-in-inputs.js';
import { type MemoryKind, measurePeaks, type Peaks, peakOf } from './images-in-memory.js';
import { imagineTogether, TOGETHER_COUNTS, togetherInput } from './images-in-together.js';
import { type UploadSize, uploadSizes } from './images-in-uploads.js';
import { type BenchAttachment, ImagesInWorld, openAiBenchEnv } from './images-in-world.js';
import { clockTicksPerSecond } from './proc-stats.js';
import { treeCpuTicks } from './process-tree.js';

/** Options of {@link runImagesInBench}. */
export interface ImagesInOptions {
  /** Rounds of the CPU comparison, each a block of every kind in turn. @default 4 */
  readonly rounds: number;
  /** Jobs per block (one at a time, each waited for). @default 5 */
  readonly jobs: number;
  /** Generations, then as many edits with the 20 MiB input, for the peak RSS. @default 3 */
  readonly pairs: number;
  /** How many members attach a 9 MiB PNG at once, case by case. @default [1, 3, 12] */
  readonly together?: readonly number[];
  /** The emulator's and the bot's time scale. @default 0.05 */
  readonly timeScale: number;
  /** Skips `npm run build:bench` (the build in `dist/` is current). @default false */
  readonly noBuild: boolean;
  /** How the bot is started: compiled as production (the bench), or its TypeScript (a test). */
  readonly launch?: { readonly entry: string; readonly nodeArgs: readonly string[] };
}

/** The defaults of `npm run bench:images-in`, and of the images-in part of `npm run bench`. */
export const IMAGES_IN_DEFAULTS = { rounds: 4, jobs: 5, pairs: 3, timeScale: 0.05 } as const;

/**
 * The kinds of job compared for CPU: a generation; an edit with the 1024×1024 JPEG or PNG; an edit
 * of the PNG with a mask (`/imagine image: mask:`); a card's 🔍 Zoom out 2×.
 */
export type CpuKind = 'generation' | 'edit-jpeg' | 'edit-png' | 'edit-mask' | 'zoom-out-2x';

/** What {@link runImagesInBench} measured. */
export interface ImagesInResult {
  readonly node: string;
  readonly cpu: string;
  readonly cores: number;
  readonly loadBefore: readonly number[];
  readonly loadAfter: readonly number[];
  readonly inputs: Readonly<
    Record<'jpeg' | 'png' | 'mask' | 'big', { bytes: number; width: number; height: number }>
  >;
  /** The bot's CPU ms per job (its process and its children), per round, by kind. */
  readonly cpuPerJob: Readonly<Record<CpuKind, readonly number[]>>;
  /** The yardsticks per round, on each 1024×1024 input. */
  readonly reference: { readonly jpeg: ReferenceCost[]; readonly png: ReferenceCost[] };
  /**
   * Peak RSS (bot + its children's own pages) per job, in bytes: the generations, the edits with a
   * mask, the 2× zoom outs, then the edits with the 20 MiB input.
   */
  readonly peaks: Peaks;
  /** The bot's own peak (`VmHWM`, its children left out) per job, likewise. */
  readonly ownPeaks: Peaks;
  /**
   * Peak RSS (bot + children) while 1, 3 and 12 members attach a 9 MiB PNG at once (issue 61),
   * each in turn, in bytes, and that peak less the highest generation's.
   */
  readonly together: readonly { count: number; peak: number; added: number; failed: string[] }[];
  /** What the bot's codec sends of a few inputs carrying metadata (issue 61). */
  readonly uploads: readonly UploadSize[];
  /** What the emulator served: generations (edits included) and edits. */
  readonly served: { readonly generations: number; readonly edits: number };
  readonly wallMs: number;
}

const loads = () => loadavg().map((load) => Number(load.toFixed(2)));
const KINDS: readonly CpuKind[] = [
  'generation',
  'edit-jpeg',
  'edit-png',
  'edit-mask',
  'zoom-out-2x',
];
/** The 20 MiB input: `IMAGE_INPUT_MAX_BYTES`'s default, the most the bot downloads. */
export const BIG_INPUT_BYTES = 20 * 1024 * 1024;
/** Its size: the fewest pixels that still make a 20 MiB RGB PNG (noise does not compress). */
const BIG_SIDE = 2643;

/**
 * `npm run bench:images-in`: the real bot, compiled and started as production starts it, with the
 * OpenAI-compatible backend on its emulator (which edits), in a channel where the classifier
 * checks inputs and results. Measures (a) the bot's CPU per generation against per edit with a
 * 1024×1024 JPEG or PNG attached, per edit of the PNG with a mask and per 2× zoom out of a card
 * (issue 64), in alternating blocks, beside one classifier pass and one PNG encode of that input in
 * the bench's process between blocks; (b) before that, the peak RSS of the bot with its children
 * during each of a few generations, then as many masked edits and zoom outs, then as many edits
 * with a 20 MiB input (the first 20 MiB input the process sees, then the next ones), then while 1, 3 and
 * 12 members attach a 9 MiB PNG at once (issue 61); (c) the upload sizes of a few inputs carrying
 * metadata (`uploadSizes`).
 */
export async function runImagesInBench(
  options: ImagesInOptions,
  onStage: (stage: string) => void = () => undefined,
): Promise<ImagesInResult> {
  const started = performance.now();
  const loadBefore = loads();
  const ticksPerSecond = clockTicksPerSecond();
  if (!options.noBuild) {
    onStage('building the bot (npm run build:bench)');
    await buildBot();
  }
  const jpeg = await photo(1024, 'jpeg');
  const png = await photo(1024, 'png');
  const big: BenchAttachment = {
    name: 'big.png',
    data: pngOfSize(BIG_SIDE, BIG_SIDE, BIG_INPUT_BYTES),
    contentType: 'image/png',
  };
  const mask = await centreMask(1024);
  const inputs: Partial<Record<CpuKind | MemoryKind, BenchAttachment>> = {
    'edit-jpeg': jpeg,
    'edit-png': png,
    edit20: big,
  };
  const world = await ImagesInWorld.start(options.timeScale);
  const reference = new ReferenceCosts(ticksPerSecond);
  const dataDir = await mkdtemp(join(tmpdir(), 'imagine-images-in-'));
  let bot: CompiledBot | undefined;
  let index = 0;
  try {
    const config = emulatedBotConfig({
      discord: {
        url: world.discord.url,
        token: world.discord.token,
        applicationId: world.discord.applicationId,
      },
      imageApiUrl: 'http://127.0.0.1:9',
      databaseUrl: `sqlite://${join(dataDir, 'bot.sqlite')}`,
      timeScale: options.timeScale,
      env: {
        ...openAiBenchEnv(world.openai.baseURL),
        LOG_LEVEL: 'info',
        // The classifier's process stays up between jobs, as in a busy server.
        IMAGE_CHECK_IDLE_MS: String(3_600_000),
      },
    });
    await world.linkMember(config);
    onStage('starting the bot');
    bot = await startCompiledBot({
      env: envOfConfig(config),
      cwd: dataDir,
      ...(options.launch && { entry: options.launch.entry, nodeArgs: options.launch.nodeArgs }),
    });
    const pid = bot.pid;
    onStage('warming up: one of each kind, and the yardsticks');
    // The warm-up's generation: the card every 2× zoom out is pressed on, as a member's would be.
    const card = await world.imagine(index++);
    const run = (kind: CpuKind | MemoryKind) =>
      kind === 'edit-mask'
        ? world.imagineMasked(index++, png, mask)
        : kind === 'zoom-out-2x'
          ? world.zoomOut(card, index++)
          : world.imagine(index++, inputs[kind]);
    for (const kind of KINDS.slice(1)) await run(kind);
    await reference.warm(jpeg.data);
    // Memory first: the generations' peaks before any 20 MiB input went through the bot.
    const { peaks, ownPeaks } = await measurePeaks(pid, options.pairs, run, onStage);
    const nine = togetherInput();
    const together: { count: number; peak: number; added: number; failed: string[] }[] = [];
    for (const count of options.together ?? TOGETHER_COUNTS) {
      onStage(`memory: ${count} × a 9 MiB PNG at once`);
      const first = index;
      index += count;
      let failed: string[] = [];
      const peak = await peakOf(pid, async () => {
        failed = await imagineTogether(world, count, nine, first);
      });
      const added = peak.tree - Math.max(...peaks.generation);
      together.push({ count, peak: peak.tree, added, failed });
    }
    onStage('upload sizes of inputs carrying metadata');
    const uploads = await uploadSizes();
    const cpuPerJob = Object.fromEntries(KINDS.map((kind) => [kind, [] as number[]])) as Record<
      CpuKind,
      number[]
    >;
    const referenceCosts = { jpeg: [] as ReferenceCost[], png: [] as ReferenceCost[] };
    for (let round = 0; round < options.rounds; round++) {
      const order = KINDS.map((_, i) => KINDS[(i + round) % KINDS.length] as CpuKind);
      for (const kind of order) {
        onStage(`round ${round + 1}/${options.rounds}: ${options.jobs} × ${kind}`);
        const before = treeCpuTicks(pid);
        for (let job = 0; job < options.jobs; job++) await run(kind);
        const ms = ((treeCpuTicks(pid) - before) * 1_000) / ticksPerSecond / options.jobs;
        cpuPerJob[kind].push(ms);
      }
      onStage(`round ${round + 1}/${options.rounds}: the classifier and the encode`);
      referenceCosts.jpeg.push(await reference.measure(jpeg.data, options.jobs));
      referenceCosts.png.push(await reference.measure(png.data, options.jobs));
    }
    const size = (data: Buffer, side: number) => ({
      bytes: data.length,
      width: side,
      height: side,
    });
    return {
      node: process.version,
      cpu: cpus()[0]?.model ?? 'unknown',
      cores: cpus().length,
      loadBefore,
      loadAfter: loads(),
      inputs: {
        jpeg: size(jpeg.data, 1024),
        png: size(png.data, 1024),
        mask: size(mask.data, 1024),
        big: size(big.data, BIG_SIDE),
      },
      cpuPerJob,
      reference: referenceCosts,
      peaks,
      ownPeaks,
      together,
      uploads,
      served: { generations: world.openai.stats.generations, edits: world.openai.stats.edits },
      wallMs: performance.now() - started,
    };
  } finally {
    await bot?.stop();
    await reference.close();
    await world.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
