import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ComfyEmulatorOptions, startComfyEmulator } from '../../../sandbox/comfyui/index.js';
import { startDiscordEmulator } from '../../../sandbox/discord/index.js';
import { type HordeEmulatorOptions, startHordeEmulator } from '../../../sandbox/horde/index.js';
import { type ImageApiOptions, startImageApi } from '../../../sandbox/image-api/index.js';
import {
  type OpenAiImagesOptions,
  startOpenAiImagesEmulator,
} from '../../../sandbox/openai-images/index.js';
import {
  type SdWebuiEmulatorOptions,
  startSdWebuiEmulator,
} from '../../../sandbox/sd-webui/index.js';
import { workflow } from '../../sandbox/comfyui/comfy-fixture.js';
import { TEST_SECRET } from './bot-env.js';

/** The image backends a bot serves, by the id `BACKENDS` names them with. */
export const BACKENDS = ['image-service', 'horde', 'comfyui', 'openai-images', 'sd-webui'] as const;

export type Backend = (typeof BACKENDS)[number];

/** The emulators' options a world may change. */
export interface BackendWorldOptions {
  readonly imageApi?: ImageApiOptions;
  readonly horde?: HordeEmulatorOptions;
  readonly comfy?: ComfyEmulatorOptions;
  readonly openai?: OpenAiImagesOptions;
  readonly webui?: SdWebuiEmulatorOptions;
  /** ComfyUI's workflow files by name. @default `{ txt2img: the default text-to-image workflow }` */
  readonly workflows?: Record<string, unknown>;
}

/** A folder for a bot process, and the variables a bot on one backend needs, and nothing else. */
export interface BackendWorld {
  readonly dir: string;
  readonly env: Record<string, string>;
  /** The emulated backend's base URL (the host the start lines name). */
  readonly backendUrl: string;
}

/**
 * Starts Discord's emulator with a guild and `backend`'s emulator, and says the variables a bot on
 * that backend alone needs: Discord's (its token and the emulator's URLs), the key secret, and
 * the backend's own (`BACKENDS` and its URL; ComfyUI's workflow folder, holding the default
 * text-to-image workflow). The store is the default, `data/bot.sqlite` in `dir`, the bot's working
 * folder. Each cleanup is pushed on `cleanups`, to run in reverse order.
 */
export async function startBackendWorld(
  backend: Backend,
  cleanups: (() => Promise<unknown>)[],
  options: BackendWorldOptions = {},
): Promise<BackendWorld> {
  const dir = await mkdtemp(join(tmpdir(), `imagine-bot-${backend}-`));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  const discord = await startDiscordEmulator();
  cleanups.push(() => discord.close());
  discord.setupGuild();
  const common = {
    DISCORD_TOKEN: discord.token,
    DISCORD_API_URL: `${discord.url}/api`,
    DISCORD_CDN_URL: `${discord.url}/cdn`,
    DISCORD_MEDIA_PROXY_URL: discord.mediaProxyUrl,
    KEY_ENCRYPTION_SECRET: TEST_SECRET,
  };
  const own = await startBackend(backend, dir, cleanups, options);
  return { dir, env: { ...common, ...own.env }, backendUrl: own.url };
}

async function startBackend(
  backend: Backend,
  dir: string,
  cleanups: (() => Promise<unknown>)[],
  options: BackendWorldOptions,
): Promise<{ url: string; env: Record<string, string> }> {
  switch (backend) {
    case 'image-service': {
      const api = await startImageApi(options.imageApi);
      cleanups.push(() => api.close());
      // BACKENDS unset: the image service is the default.
      return { url: api.url, env: { IMAGE_API_URL: api.url, ALLOW_PRIVATE_IMAGE_HOSTS: 'true' } };
    }
    case 'horde': {
      const horde = await startHordeEmulator(options.horde);
      cleanups.push(() => horde.close());
      const url = `${horde.url}/api`;
      return {
        url,
        env: {
          BACKENDS: 'horde',
          HORDE_URL: url,
          HORDE_MODEL_REFERENCE_URL: horde.modelReferenceUrl,
          HORDE_CLIENT_CONTACT: 'ops@example.org',
        },
      };
    }
    case 'comfyui': {
      const comfy = await startComfyEmulator(options.comfy);
      cleanups.push(() => comfy.close());
      const workflows = join(dir, 'comfyui-workflows');
      await mkdir(workflows);
      for (const [name, graph] of Object.entries(options.workflows ?? { txt2img: workflow() })) {
        await writeFile(join(workflows, `${name}.json`), JSON.stringify(graph));
      }
      return {
        url: comfy.url,
        env: { BACKENDS: 'comfyui', COMFYUI_URL: comfy.url, COMFYUI_WORKFLOWS_DIR: workflows },
      };
    }
    case 'openai-images': {
      const openai = await startOpenAiImagesEmulator(options.openai);
      cleanups.push(() => openai.close());
      const url = openai.baseURL;
      return { url, env: { BACKENDS: 'openai-images', OPENAI_IMAGES_URL: url } };
    }
    case 'sd-webui': {
      const webui = await startSdWebuiEmulator(options.webui);
      cleanups.push(() => webui.close());
      return { url: webui.url, env: { BACKENDS: 'sd-webui', SD_WEBUI_URL: webui.url } };
    }
  }
}
