import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { commands } from '../../commands/index.js';
import { type BotConfig as Config, servedIds, servedOffer } from '../../src/app/backends.js';
import { type RunningApp, type StartAppOptions, startApp } from '../../src/app.js';
import { offeredPayloads } from '../../src/bot/offered-commands.js';
import { deployCommands } from '../../src/discord/command-registration.js';
import { type CivitaiEmulator, startCivitaiEmulator } from '../civitai/index.js';
import { type ComfyEmulator, startComfyEmulator } from '../comfyui/index.js';
import {
  type ChannelRef,
  type DiscordEmulator,
  type GuildRef,
  startDiscordEmulator,
  type UserRef,
} from '../discord/index.js';
import type { InstanceControls } from '../emulator-kit/emulator-controls.js';
import { type HordeEmulator, startHordeEmulator } from '../horde/index.js';
import { type ImageApi, startImageApi } from '../image-api/index.js';
import { type OpenAiImagesEmulator, startOpenAiImagesEmulator } from '../openai-images/index.js';
import {
  DEFAULT_CHECKPOINTS,
  type SdWebuiEmulator,
  startSdWebuiEmulator,
} from '../sd-webui/index.js';
import type { DemoBackend } from './demo-options.js';
import {
  mapPainterActivity,
  PAINTER_SERVING,
  painterBotEnv,
  preparePainter,
} from './demo-painter.js';
import { type DemoFamily, writeDemoWorkflows } from './demo-workflows.js';
import {
  emulatedBotConfig,
  hordeBotEnv,
  openAiBotEnv,
  webuiBotEnv,
} from './emulated-bot-config.js';
import { createLogCapture, type LogCapture } from './log-capture.js';
import { scaledRateLimits } from './scaled-rate-limits.js';

/** Options of {@link startDemoWorld}. */
export interface DemoWorldOptions {
  /** Multiplies task durations, the bot's timers and Discord's rate-limit windows. */
  readonly timeScale: number;
  /** Seeds the image service (task ids, durations). */
  readonly seed: number;
  /** The service user's starting credits. */
  readonly credits: number;
  /** Where the bot's JSON log goes. @default undefined (kept in memory for failures only) */
  readonly logFile?: string;
  /** The Discord locale of the server (and of its member's client). */
  readonly locale: string;
  /** The server's name. */
  readonly serverName: string;
  /** The backend the bot serves the server with. @default 'image-service' */
  readonly backend?: DemoBackend;
  /**
   * The images members without a key of their own share a day on ComfyUI and the WebUI
   * (`SERVER_KEY_DAILY_LIMIT`). @default 30 (the demo's story makes up to 15 images and, on
   * ComfyUI, an animation counted as 8)
   */
  readonly serverImagesPerDay?: number;
  /** The bot's image classifier. @default its own, loaded at start (a test passes one shared by its bots) */
  readonly imageClassifier?: StartAppOptions['imageClassifier'];
  /**
   * Enables the painter as an owner does (`PAINTER_*`, the page built, the Activity mapped in the
   * Discord emulator): a card's Vary (Region) launches it instead of the picker. @default false
   */
  readonly painter?: boolean;
  /**
   * The GPU servers of a ComfyUI or WebUI pool (`COMFYUI_URL`, `SD_WEBUI_URL`: one emulator each,
   * comma-separated). @default 1
   */
  readonly gpus?: number;
  /**
   * ComfyUI: the model family its owner runs, its shipped workflows registered in place of SD 1.5's
   * (`FAMILY_WORKFLOWS`). @default SD 1.5
   */
  readonly family?: DemoFamily;
}

/** alice's account at the Horde emulator (the demo on `--backend horde`). */
export const DEMO_HORDE_USER = { alias: 'alice', apiKey: 'alice-horde-key-0001', kudos: 1500 };

/** alice's key at the OpenAI Images emulator (the demo on `--backend openai-images`). */
export const DEMO_OPENAI_KEY = 'sk-proj-demo-alice-0001';

/** The checkpoints the WebUI emulator lists (the demo on `--backend sd-webui`): its defaults. */
export const DEMO_WEBUI_MODELS = DEFAULT_CHECKPOINTS.map((checkpoint) => checkpoint.name);

/** The model alice picks in `/imagine model:`: the one the WebUI loads at start. */
export const DEMO_WEBUI_MODEL = DEMO_WEBUI_MODELS[0] ?? '';

/**
 * The LoRA alice applies in her first `/imagine` on the WebUI (`lora:`): one the emulator's folder
 * has (`DEFAULT_LORAS`), at 0.6.
 */
export const DEMO_WEBUI_LORA = 'add_detail:0.6';

/** Both emulators, a server with #general and member alice, and the real bot, all running. */
export interface DemoWorld {
  readonly discord: DiscordEmulator;
  readonly imageApi: ImageApi;
  /** The AI Horde's emulator, when the bot serves the server with it. */
  readonly horde?: HordeEmulator;
  /**
   * CivitAI's emulator beside the Horde's (`CIVITAI_URL`): where `/policy`'s *Add a LoRA…* looks
   * a LoRA up, knowing the LoRAs the Horde's workers fetch (`DEFAULT_CIVITAI_MODELS`).
   */
  readonly civitai?: CivitaiEmulator;
  /** The ComfyUI emulator, when the bot serves the server with it (the pool's first GPU). */
  readonly comfy?: ComfyEmulator;
  /** Every GPU server of a ComfyUI or WebUI pool, in `COMFYUI_URL`'s order; [] on other backends. */
  readonly gpus: readonly (InstanceControls & { readonly url: string })[];
  /** The OpenAI Images emulator, when the bot serves the server with it. */
  readonly openai?: OpenAiImagesEmulator;
  /** The Stable Diffusion WebUI emulator, when the bot serves the server with it. */
  readonly webui?: SdWebuiEmulator;
  readonly app: RunningApp;
  readonly config: Config;
  readonly guild: GuildRef;
  readonly channel: ChannelRef;
  readonly user: UserRef;
  /** The image-service account alice logs in with. */
  readonly serviceUser: { readonly name: string; readonly loginToken: string };
  readonly logs: LogCapture;
  /** Where the bot serves the painter, when {@link DemoWorldOptions.painter} enabled it. */
  readonly painterUrl?: string;
  /** The clock the bot and the image service both read (the demo's history is seeded by it). */
  readonly now: () => number;
  /** Stops the bot, then the emulators, then removes the temporary store. Safe to call twice. */
  close(): Promise<void>;
}

/** Starts everything the demo talks to; on a failure half-way, stops what already started. */
export async function startDemoWorld(options: DemoWorldOptions): Promise<DemoWorld> {
  const cleanups: (() => Promise<unknown>)[] = [];
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    })();
    return closing;
  };
  try {
    const logs = createLogCapture({ file: options.logFile, remember: [PAINTER_SERVING] });
    cleanups.push(() => logs.close());
    const dataDir = await mkdtemp(join(tmpdir(), 'imagine-demo-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const serviceUser = { name: 'alice', loginToken: 'login-token-alice' };
    const now = Date.now;
    const imageApi = await startImageApi({
      now,
      timeScale: options.timeScale,
      seed: options.seed,
      users: [{ ...serviceUser, credits: options.credits }],
    });
    cleanups.push(() => imageApi.close());
    let horde: HordeEmulator | undefined;
    let civitai: CivitaiEmulator | undefined;
    if (options.backend === 'horde') {
      horde = await startHordeEmulator({
        timeScale: options.timeScale,
        seed: options.seed,
        users: [DEMO_HORDE_USER],
        // One worker thread: count:4's requests wait their turn, so the card shows their places.
        // An inpainting worker draws Vary (Region) and Zoom out, as the Horde's do.
        models: [
          { name: 'stable_diffusion', threads: 1 },
          { name: 'stable_diffusion_inpainting', threads: 1 },
        ],
      });
      cleanups.push(() => horde?.close() ?? Promise.resolve());
      civitai = await startCivitaiEmulator({ seed: options.seed });
      cleanups.push(() => civitai?.close() ?? Promise.resolve());
    }
    const gpus: (InstanceControls & { readonly url: string; close(): Promise<void> })[] = [];
    const gpuCount = options.gpus ?? 1;
    let comfy: ComfyEmulator | undefined;
    if (options.backend === 'comfyui') {
      for (let at = 0; at < gpuCount; at += 1) {
        // 50 ms steps at 0.05: the 20 steps of a generation take 1 s, a preview each.
        const one = await startComfyEmulator({ timeScale: options.timeScale, stepMs: 1_000 });
        cleanups.push(() => one.close());
        gpus.push(one);
      }
      comfy = gpus[0] as ComfyEmulator;
    }
    let openai: OpenAiImagesEmulator | undefined;
    if (options.backend === 'openai-images') {
      openai = await startOpenAiImagesEmulator({
        timeScale: options.timeScale,
        seed: options.seed,
        keys: [{ key: DEMO_OPENAI_KEY }],
      });
      cleanups.push(() => openai?.close() ?? Promise.resolve());
    }
    let webui: SdWebuiEmulator | undefined;
    if (options.backend === 'sd-webui') {
      for (let at = 0; at < gpuCount; at += 1) {
        // 20 ms steps at 0.05: the 50 steps of a generation take 1 s, a live preview every other one.
        const one = await startSdWebuiEmulator({ timeScale: options.timeScale, stepMs: 400 });
        cleanups.push(() => one.close());
        gpus.push(one);
      }
      webui = gpus[0] as SdWebuiEmulator;
    }
    const poolUrl = gpus.map(({ url }) => url).join(',');
    // A pool's dead server is found as the world's clock runs: 60 s at 1, 6 s at 0.1 (1 s least).
    const downAfter = String(Math.max(1_000, Math.round(60_000 * options.timeScale)));
    const discord = await startDiscordEmulator({
      rateLimits: scaledRateLimits(options.timeScale),
    });
    cleanups.push(() => discord.close());
    // alice manages the server: she also reads its usage report (`/balance usage:True`).
    const { guild, channel, user } = discord.setupGuild({
      guild: { name: options.serverName, locale: options.locale },
      user: { permissions: ['ManageGuild'] },
    });
    // As deploy-commands registers them for this backend: what it may do with an image only.
    await deployCommands({
      body: offeredPayloads(commands, servedOffer(servedIds(options.backend))),
      token: discord.token,
      apiUrl: `${discord.url}/api`,
      applicationId: discord.applicationId,
      guildId: guild.id,
    });
    const dailyLimit = options.serverImagesPerDay ?? 30;
    const env = horde
      ? hordeBotEnv(horde.url, 'demo@example.org', civitai?.url)
      : comfy
        ? {
            BACKENDS: 'comfyui',
            COMFYUI_URL: poolUrl,
            ...(gpus.length > 1 && { COMFYUI_DOWN_AFTER_MS: downAfter }),
            COMFYUI_WORKFLOWS_DIR: await writeDemoWorkflows(
              join(dataDir, 'comfyui-workflows'),
              options.family,
            ),
            // Members without keys share the day's 10 images by default; the story makes 12.
            SERVER_KEY_DAILY_LIMIT: String(dailyLimit),
          }
        : openai
          ? openAiBotEnv(openai.baseURL)
          : webui
            ? {
                ...webuiBotEnv(poolUrl, dailyLimit),
                ...(gpus.length > 1 && { SD_WEBUI_DOWN_AFTER_MS: downAfter }),
              }
            : {};
    const painter = options.painter
      ? await preparePainter(join(dataDir, 'painter-page'), discord)
      : undefined;
    const config = emulatedBotConfig({
      discord,
      imageApiUrl: imageApi.url,
      databaseUrl: `sqlite://${join(dataDir, 'bot.sqlite')}`,
      timeScale: options.timeScale,
      env: { ...env, ...(painter ? painterBotEnv(painter) : {}) },
    });
    const app = await startApp(config, {
      logger: logs.logger,
      now,
      ...(options.imageClassifier ? { imageClassifier: options.imageClassifier } : {}),
      ...(painter ? { painterPage: painter.pageDir } : {}),
    });
    cleanups.push(() => app.stop());
    const painterUrl = painter && mapPainterActivity(discord, logs, painter);
    return {
      discord,
      imageApi,
      ...(horde ? { horde } : {}),
      ...(civitai ? { civitai } : {}),
      ...(comfy ? { comfy } : {}),
      ...(openai ? { openai } : {}),
      ...(webui ? { webui } : {}),
      gpus,
      app,
      config,
      guild,
      channel,
      user,
      serviceUser,
      logs,
      ...(painterUrl ? { painterUrl } : {}),
      now,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
