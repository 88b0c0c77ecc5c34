import { DEFAULT_CIVITAI_MODELS } from '../civitai/index.js';
import type { DemoBackend } from '../demo/demo-options.js';
import type { DemoFamily } from '../demo/demo-workflows.js';
import {
  DEMO_HORDE_USER,
  DEMO_OPENAI_KEY,
  type DemoWorld,
  type DemoWorldOptions,
  startDemoWorld,
} from '../demo/demo-world.js';
import { type Playground, startPlayground } from '../discord/playground/playground-server.js';

/** Options of {@link startPlaygroundWorld}. */
export interface PlaygroundWorldOptions {
  /**
   * Multiplies task durations, the bot's timers and Discord's rate-limit windows: 0.1 makes a
   * 10–60 s generation take 1–6 s. @default 0.1
   */
  readonly timeScale?: number;
  /** The page's port on 127.0.0.1. @default 0 (any free port) */
  readonly port?: number;
  /** Append the bot's JSON log to this file. @default undefined (kept in memory) */
  readonly logFile?: string;
  /**
   * The backend the bot serves the server with, on its emulator, set up as `npm run demo
   * --backend` sets it up (the Horde's and OpenAI's keys to link, ComfyUI's workflows, the
   * WebUI's models). @default 'image-service'
   */
  readonly backend?: DemoBackend;
  /** The bot's image classifier. @default its own, loaded at start (a test passes one shared by its bots) */
  readonly imageClassifier?: DemoWorldOptions['imageClassifier'];
  /**
   * Enables the painter as an owner does (`PAINTER_CLIENT_SECRET`, `PAINTER_PORT`, the Activity
   * mapped): a card's Vary (Region) opens it in the page's Activity frame. @default false (the picker)
   */
  readonly painter?: boolean;
  /**
   * The GPU servers of a ComfyUI or WebUI pool, each its own emulator the page's sidebar kills and
   * restarts (GPU 1, GPU 2…). @default 1
   */
  readonly gpus?: number;
  /** ComfyUI: the model family its workflows run (`--family flux`). @default SD 1.5 */
  readonly family?: DemoFamily;
}

/** The demo's world (the emulators, the real bot) with the playground page beside it. */
export interface PlaygroundWorld {
  readonly world: DemoWorld;
  readonly playground: Playground;
  readonly backend: DemoBackend;
  /** Where the bot serves the painter; undefined without {@link PlaygroundWorldOptions.painter}. */
  readonly painterUrl: string | undefined;
  /** The key the page offers to link (`/apikey link`); undefined where the backend takes none. */
  readonly apiKey: string | undefined;
  /** The backend's emulator: its name and base URL, as `npm run playground` prints them. */
  readonly backendEmulator: { readonly name: string; readonly url: string };
  /** Stops the page, then the bot, then the emulators. */
  close(): Promise<void>;
}

const DEFAULTS = {
  timeScale: 0.1,
  port: 0,
  backend: 'image-service',
  painter: false,
  gpus: 1,
} as const;

/** The backends whose GPUs are the owner's own: a pool of several is theirs to try. */
const POOLED: readonly DemoBackend[] = ['comfyui', 'sd-webui'];

/** A person tries many images by hand: the share of members without a key is not the demo's 20. */
const PLAYGROUND_IMAGES_PER_DAY = 500;

/** The LoRAs a manager may add on the Horde (`/policy` → *Add a LoRA…*), by their CivitAI ids. */
const CIVITAI_LORAS = DEFAULT_CIVITAI_MODELS.filter((model) => model.type === 'LORA')
  .map((model) => `${model.id} (${model.name})`)
  .join(', ');

const PAINTER_NOTE = 'opens the painter (an Activity): paint, Send';
const PICKER_NOTE = 'opens the grid picker (--painter for the painter)';

/** The key a person links on `world`'s backend, and where its emulator listens. */
function backendOf(world: DemoWorld, backend: DemoBackend) {
  const { horde, openai, comfy, webui, imageApi, serviceUser } = world;
  if (backend === 'horde' && horde)
    return { name: 'AI Horde', url: horde.url, apiKey: DEMO_HORDE_USER.apiKey };
  if (backend === 'openai-images' && openai)
    return { name: 'OpenAI Images', url: openai.baseURL, apiKey: DEMO_OPENAI_KEY };
  if (backend === 'comfyui' && comfy) return { name: 'ComfyUI', url: comfy.url };
  if (backend === 'sd-webui' && webui) return { name: 'Stable Diffusion WebUI', url: webui.url };
  return {
    name: 'image service',
    url: imageApi.url,
    apiKey: imageApi.issueKey(serviceUser.name),
  };
}

/**
 * Starts the demo's world on `backend` (a server with #general, manager alice, the real bot) and
 * adds what a person trying it by hand needs: a moderator and a plain member, a second channel, a
 * role for role selects, the key to link where the backend takes one, and the page on loopback.
 */
export async function startPlaygroundWorld(
  options: PlaygroundWorldOptions = {},
): Promise<PlaygroundWorld> {
  const o = { ...DEFAULTS, ...options };
  if (o.gpus !== 1 && !POOLED.includes(o.backend))
    throw new Error(`--gpus takes a pool of ${POOLED.join(' or ')} servers, not ${o.backend}`);
  if (o.family && o.backend !== 'comfyui')
    throw new Error(`--family takes a ComfyUI server's workflows, not ${o.backend}`);
  const world = await startDemoWorld({
    gpus: o.gpus,
    ...(o.family && { family: o.family }),
    timeScale: o.timeScale,
    seed: Date.now() % 100_000,
    credits: 1_000,
    ...(o.logFile ? { logFile: o.logFile } : {}),
    locale: 'en-US',
    serverName: 'Playground',
    backend: o.backend,
    serverImagesPerDay: PLAYGROUND_IMAGES_PER_DAY,
    ...(o.imageClassifier ? { imageClassifier: o.imageClassifier } : {}),
    painter: o.painter,
  });
  try {
    const { discord, guild, channel, user } = world;
    const moderator = discord.createUser({
      username: 'mo',
      globalName: 'Mo (moderator)',
      guild,
      permissions: ['ManageMessages'],
    });
    const member = discord.createUser({ username: 'bob', globalName: 'Bob', guild });
    const art = discord.createChannel({ guild, name: 'art' });
    const artists = discord.createRole({ guild, name: 'artists' });
    const { apiKey, ...backendEmulator } = backendOf(world, o.backend);
    const notes = [
      ...(apiKey
        ? [{ label: `${backendEmulator.name} key (paste it in /apikey link)`, value: apiKey }]
        : []),
      {
        label: 'Backend',
        value: `${backendEmulator.name} (emulated)${apiKey ? '' : ', takes no key'}`,
      },
      o.backend === 'image-service'
        ? { label: 'Login token (for /apikey generate)', value: world.serviceUser.loginToken }
        : { label: 'Vary (Region)', value: o.painter ? PAINTER_NOTE : PICKER_NOTE },
      ...(world.civitai
        ? [{ label: 'LoRAs (/policy → Add a LoRA…, CivitAI emulated)', value: CIVITAI_LORAS }]
        : []),
      ...(world.gpus.length > 1
        ? [
            {
              label: 'GPUs',
              value: `${world.gpus.length} emulated servers: kill one above, then /queue`,
            },
          ]
        : []),
    ];
    const playground = await startPlayground({
      discord,
      guild,
      channels: [channel, art],
      members: [
        { user, role: 'manager' },
        { user: moderator, role: 'moderator' },
        { user: member, role: 'member' },
      ],
      roles: [artists],
      notes,
      gpus: world.gpus,
      port: o.port,
    });
    return {
      world,
      playground,
      backend: o.backend,
      painterUrl: world.painterUrl,
      apiKey,
      backendEmulator,
      close: async () => {
        await playground.close();
        await world.close();
      },
    };
  } catch (error) {
    await world.close();
    throw error;
  }
}
