import { randomBytes } from 'node:crypto';
import {
  type BotConfig as Config,
  type BotConfigInput as ConfigInput,
  parseBotConfig as parseConfig,
} from '../../src/app/backends.js';
import { MODEL_REFERENCE_PATH } from '../horde/index.js';

/** Where the emulators listen and how fast the run goes. */
export interface EmulatedBotConfigInput {
  /** The Discord emulator's base URL, bot token and application id. */
  readonly discord: {
    readonly url: string;
    readonly token: string;
    readonly applicationId: string;
  };
  /** The image-service emulator's base URL. */
  readonly imageApiUrl: string;
  /** A `DATABASE_URL`, e.g. `sqlite:///tmp/…/bot.sqlite`. */
  readonly databaseUrl: string;
  /** Multiplies the bot's own timers (poll interval and jitter, edit spacing, request spacing) and divides its rates. */
  readonly timeScale: number;
  /** Variables set over the result, unscaled. @default {} */
  readonly env?: Partial<Record<keyof ConfigInput, string>>;
}

/** The bot's timers that follow the time scale; everything else keeps its default. */
const SCALED_TIMERS = [
  'POLL_INTERVAL_MS',
  'POLL_JITTER_MS',
  'POLL_MIN_INTERVAL_MS',
  'EDIT_INTERVAL_MS',
  'PROGRESS_EDIT_INTERVAL_MS',
  'GUILD_MIN_TIME_MS',
  'IMAGE_CHECK_IDLE_MS',
] as const;

/** The bot's rates (per second) that follow the time scale: divided by it. */
const SCALED_RATES = ['PROGRESS_EDITS_PER_SECOND'] as const;

/** The lowest value `parseConfig` accepts per scaled timer. */
const TIMER_FLOORS: Record<(typeof SCALED_TIMERS)[number], number> = {
  POLL_INTERVAL_MS: 10,
  POLL_JITTER_MS: 0,
  POLL_MIN_INTERVAL_MS: 0,
  EDIT_INTERVAL_MS: 0,
  PROGRESS_EDIT_INTERVAL_MS: 0,
  GUILD_MIN_TIME_MS: 0,
  IMAGE_CHECK_IDLE_MS: 100,
};

/**
 * A real bot configuration pointed at the emulators: a fresh encryption secret, the given store,
 * no logging, and the default timers multiplied by `timeScale` (rounded to whole milliseconds).
 */
export function emulatedBotConfig(input: EmulatedBotConfigInput): Config {
  const base = {
    DISCORD_TOKEN: input.discord.token,
    DISCORD_APPLICATION_ID: input.discord.applicationId,
    DISCORD_API_URL: `${input.discord.url}/api`,
    DISCORD_CDN_URL: `${input.discord.url}/cdn`,
    IMAGE_API_URL: input.imageApiUrl,
    // The emulator serves images on loopback, which the bot refuses unless told.
    ALLOW_PRIVATE_IMAGE_HOSTS: 'true',
    KEY_ENCRYPTION_SECRET: randomBytes(32).toString('hex'),
    DATABASE_URL: input.databaseUrl,
    LOG_LEVEL: 'silent',
  } satisfies ConfigInput;
  const defaults = parseConfig(base);
  const scaled = Object.fromEntries([
    ...SCALED_TIMERS.map((name) => [
      name,
      String(Math.max(TIMER_FLOORS[name], Math.round(defaults[name] * input.timeScale))),
    ]),
    ...SCALED_RATES.map((name) => [name, String(defaults[name] / input.timeScale)]),
  ]);
  return parseConfig({ ...base, ...scaled, ...input.env });
}

/**
 * The bot's variables for the AI Horde emulator at `url` (its API under `/api`), and CivitAI's
 * emulator at `civitaiUrl` where LoRAs are looked up, if one runs.
 */
export const hordeBotEnv = (url: string, contact: string, civitaiUrl?: string) => ({
  BACKENDS: 'horde',
  HORDE_URL: `${url}/api`,
  HORDE_MODEL_REFERENCE_URL: `${url}${MODEL_REFERENCE_PATH}`,
  HORDE_CLIENT_CONTACT: contact,
  ...(civitaiUrl && { CIVITAI_URL: civitaiUrl }),
});

/** The bot's variables for the WebUI emulator at `url`: members without keys share `perDay` images. */
export const webuiBotEnv = (url: string, perDay: number) => ({
  BACKENDS: 'sd-webui',
  SD_WEBUI_URL: url,
  SERVER_KEY_DAILY_LIMIT: String(perDay),
});

/** The bot's variables for the OpenAI Images emulator at `url` (`gpt-image-1`, two partial images). */
export const openAiBotEnv = (url: string) => ({
  BACKENDS: 'openai-images',
  OPENAI_IMAGES_URL: url,
  OPENAI_IMAGES_MODEL: 'gpt-image-1',
  // Medium: 25 s of generation, so its two partial images show in the card.
  OPENAI_IMAGES_QUALITY: 'medium',
  OPENAI_IMAGES_PARTIAL_IMAGES: '2',
});
