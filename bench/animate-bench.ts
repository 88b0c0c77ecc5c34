/**
 * What one 🎬 Animate costs the bot (`npm run bench:animate`, and the last part of `npm run bench`), compiled and started as production
 * starts it, with ComfyUI's emulator writing a real video with `--video-grain` so that the posted
 * MP4 weighs what footage does (about 9 MiB, under a server's 10 MiB without boosts). One
 * generation first (the card), then one animation pressed on it: the bot's CPU during the
 * animation (its process and its children: the classifier checking the sampled frames) and its
 * peak RSS with its children (`peakOf`) against the generation's, the posted video's size.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import sd15 from '../comfyui-workflows/sd15.json' with { type: 'json' };
import animate from '../comfyui-workflows/video/wan22-ti2v-5b-animate.json' with { type: 'json' };
import { commands } from '../commands/index.js';
import { startComfyEmulator } from '../sandbox/comfyui/index.js';
import { emulatedBotConfig } from '../sandbox/demo/emulated-bot-config.js';
import { type MessageView, startDiscordEmulator } from '../sandbox/discord/index.js';
import { deployCommands } from '../src/discord/command-registration.js';
import { envOfConfig } from './bot-env.js';
import { buildBot, type CompiledBot, startCompiledBot } from './compiled-bot.js';
import { peakOf } from './images-in-memory.js';
import { clockTicksPerSecond } from './proc-stats.js';
import { treeCpuTicks } from './process-tree.js';

/** Options of {@link runAnimateBench}. */
export interface AnimateOptions {
  /** The emulator's `--video-grain`: 50 makes the 640 × 352, 121-frame MP4 about 9 MiB. */
  readonly grain: number;
  readonly width: number;
  readonly height: number;
  /** The workflow's `length`: frames (4k + 1). */
  readonly length: number;
  /** Skips `npm run build:bench` (the build in `dist/` is current). */
  readonly noBuild: boolean;
}

/** The defaults: a 5 s video at 24 fps of about 9 MiB. */
export const ANIMATE_DEFAULTS: AnimateOptions = {
  grain: 50,
  width: 640,
  height: 352,
  length: 121,
  noBuild: false,
};

/** What {@link runAnimateBench} measured. */
export interface AnimateResult {
  readonly node: string;
  readonly cpu: string;
  readonly cores: number;
  readonly loadBefore: readonly number[];
  readonly loadAfter: readonly number[];
  readonly video: AnimateOptions & { readonly postedBytes: number };
  /** The bot's CPU ms (its process and children) and peak RSS during the generation and the animation. */
  readonly generation: { readonly cpuMs: number; readonly peakTreeBytes: number };
  readonly animation: {
    readonly cpuMs: number;
    readonly wallMs: number;
    readonly peakTreeBytes: number;
    readonly peakOwnBytes: number;
  };
}

const loads = () => loadavg().map((load) => Number(load.toFixed(2)));
const remixed = (m: MessageView) => m.buttons.some((b) => /^imagine:remix:/.test(b.customId ?? ''));

/** Runs one generation, then one animation of its card, and measures both (see above). */
export async function runAnimateBench(
  options: AnimateOptions,
  stage: (what: string) => void = () => undefined,
): Promise<AnimateResult> {
  const loadBefore = loads();
  if (!options.noBuild) {
    stage('building the bot (npm run build:bench)');
    await buildBot();
  }
  const video = { width: options.width, height: options.height, length: options.length };
  const comfy = await startComfyEmulator({
    timeScale: 0.01,
    previews: false,
    videoGrain: options.grain,
  });
  const discord = await startDiscordEmulator();
  const { channel, user } = discord.setupGuild({ guild: { name: 'Bench Server' } });
  await deployCommands({
    body: commands.map((command) => command.data),
    token: discord.token,
    apiUrl: `${discord.url}/api`,
    applicationId: discord.applicationId,
  });
  const dataDir = await mkdtemp(join(tmpdir(), 'imagine-animate-'));
  const workflows = join(dataDir, 'workflows');
  await mkdir(workflows);
  const graph = structuredClone(animate) as Record<string, { inputs: Record<string, unknown> }>;
  Object.assign(graph['8']?.inputs ?? {}, video);
  Object.assign(graph['14']?.inputs ?? {}, { batch_index: (video.length - 1) >> 1 });
  await writeFile(join(workflows, 'sd15.json'), JSON.stringify(sd15));
  await writeFile(join(workflows, 'animate.json'), JSON.stringify(graph));
  let bot: CompiledBot | undefined;
  try {
    const config = emulatedBotConfig({
      discord: { url: discord.url, token: discord.token, applicationId: discord.applicationId },
      imageApiUrl: 'http://127.0.0.1:9',
      databaseUrl: `sqlite://${join(dataDir, 'bot.sqlite')}`,
      timeScale: 0.05,
      env: {
        BACKENDS: 'comfyui',
        COMFYUI_URL: comfy.url,
        COMFYUI_WORKFLOWS_DIR: workflows,
        SERVER_KEY_DAILY_LIMIT: '100',
        LOG_LEVEL: 'info',
        IMAGE_CHECK_IDLE_MS: String(3_600_000),
      },
    });
    stage('starting the bot');
    bot = await startCompiledBot({ env: envOfConfig(config), cwd: dataDir });
    const pid = bot.pid;
    const ticks = clockTicksPerSecond();
    const cpuOf = async (job: () => Promise<void>) => {
      const before = treeCpuTicks(pid);
      const peak = await peakOf(pid, job);
      return { peak, cpuMs: Math.round(((treeCpuTicks(pid) - before) * 1_000) / ticks) };
    };
    stage('one generation: the card');
    let card: MessageView | undefined;
    const generated = await cpuOf(async () => {
      const imagined = await discord.runCommand({
        channel,
        user,
        name: 'imagine',
        options: { prompt: 'bench: a lighthouse on a cliff at dusk, oil painting' },
      });
      card = await imagined.waitForOriginal(remixed, { timeout: 180_000 });
    });
    stage(
      `one animation: ${video.width}×${video.height}, ${video.length} frames, grain ${options.grain}`,
    );
    const t0 = performance.now();
    let result: MessageView | undefined;
    const animated = await cpuOf(async () => {
      const click = await discord.clickButton({
        message: card as MessageView,
        label: '🎬 Animate (low motion)',
        user,
      });
      await click.waitForModal();
      const run = await click.submitModal({ motion: 'the waves roll in' });
      result = await run.waitForOriginal(remixed, { timeout: 600_000 });
    });
    const wallMs = Math.round(performance.now() - t0);
    const posted = result?.attachments.find((file) => file.filename.endsWith('.mp4'));
    if (!posted) throw new Error(`no video posted: ${JSON.stringify(result?.texts ?? [])}`);
    return {
      node: process.version,
      cpu: cpus()[0]?.model ?? 'unknown',
      cores: cpus().length,
      loadBefore,
      loadAfter: loads(),
      video: { ...options, postedBytes: posted.size },
      generation: { cpuMs: generated.cpuMs, peakTreeBytes: generated.peak.tree },
      animation: {
        cpuMs: animated.cpuMs,
        wallMs,
        peakTreeBytes: animated.peak.tree,
        peakOwnBytes: animated.peak.own,
      },
    };
  } finally {
    await bot?.stop();
    await discord.close();
    await comfy.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The report of {@link runAnimateBench}, under `command`. */
export function formatAnimateReport(result: AnimateResult, command: string): string {
  const mib = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MiB`;
  const { video, generation, animation } = result;
  return [
    `${command} (Node ${result.node}, ${result.cores} × ${result.cpu})`,
    `load before ${result.loadBefore.join(' ')}, after ${result.loadAfter.join(' ')}`,
    `one animation posting a ${mib(video.postedBytes)} MP4 (${video.width}×${video.height}, ${video.length} frames, grain ${video.grain}):`,
    `  bot CPU ${animation.cpuMs} ms (its process and children: the download, the tags padded over, the classifier on 3 frames, the upload); the generation before it ${generation.cpuMs} ms`,
    `  peak RSS ${mib(animation.peakTreeBytes)} with its children (${mib(animation.peakTreeBytes - generation.peakTreeBytes)} over the generation's ${mib(generation.peakTreeBytes)}), ${mib(animation.peakOwnBytes)} the bot alone`,
    `  wall ${(animation.wallMs / 1000).toFixed(1)} s (the emulator's GPU at time scale 0.01, ffmpeg's encode included)`,
  ].join('\n');
}
