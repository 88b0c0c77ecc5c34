import { createHash } from 'node:crypto';
import apikey from '../../../commands/apikey.js';
import balance from '../../../commands/balance.js';
import help from '../../../commands/help.js';
import imagine from '../../../commands/imagine.js';
import policy from '../../../commands/policy.js';
import {
  type SdWebuiEmulator,
  type SdWebuiEmulatorOptions,
  startSdWebuiEmulator,
} from '../../../sandbox/sd-webui/index.js';
import { deployCommands } from '../../../src/discord/command-registration.js';
import { type BotEnv, type BotEnvOptions, startBotEnv } from '../helpers/bot-env.js';
import { IMAGINE_ENV } from '../imagine/imagine-kit.js';

/** A bot env whose image backend is a Stable Diffusion WebUI, on its emulator. */
export interface SdWebuiEnv extends BotEnv {
  readonly webui: SdWebuiEmulator;
  /** Every server of `SD_WEBUI_URL`, in its order: `webui` first, then `SdWebuiEnvOptions.more`'s. */
  readonly servers: readonly SdWebuiEmulator[];
}

/** What {@link startSdWebuiEnv} takes. */
export interface SdWebuiEnvOptions extends BotEnvOptions {
  /** The emulator's options over the kit's (10 ms steps). */
  readonly webui?: SdWebuiEmulatorOptions;
  /** More GPU servers after the first, each its own emulator over the kit's options (a pool). */
  readonly more?: readonly SdWebuiEmulatorOptions[];
}

/**
 * Starts the WebUI emulator and the bot with `BACKENDS=sd-webui`, `/imagine`, `/apikey`,
 * `/balance`, `/help` and `/policy` registered in the guild. No key is linked: the WebUI takes none.
 */
export async function startSdWebuiEnv(options: SdWebuiEnvOptions = {}): Promise<SdWebuiEnv> {
  const webui = await startSdWebuiEmulator({ stepMs: 10, ...options.webui });
  const servers = [webui];
  for (const more of options.more ?? []) {
    servers.push(await startSdWebuiEmulator({ stepMs: 10, ...more }));
  }
  const SD_WEBUI_URL = servers.map(({ url }) => url).join(',');
  const env = await startBotEnv({
    ...options,
    env: { ...IMAGINE_ENV, BACKENDS: 'sd-webui', SD_WEBUI_URL, ...options.env },
  });
  await deployCommands({
    body: [imagine.data, apikey.data, balance.data, help.data, policy.data],
    token: env.discord.token,
    apiUrl: `${env.discord.url}/api`,
    applicationId: env.discord.applicationId,
    guildId: env.guild.id,
  });
  const close = env.close.bind(env);
  return Object.assign(env, {
    webui,
    servers,
    close: async () => {
      await close();
      for (const server of servers) await server.close();
    },
  });
}

/** The PNG text chunks of an image: keyword and text. */
export function pngTexts(png: Buffer): [string, string][] {
  const texts: [string, string][] = [];
  for (let at = 8; at + 8 <= png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'tEXt') {
      const data = png.toString('latin1', at + 8, at + 8 + length);
      const cut = data.indexOf('\0');
      texts.push([data.slice(0, cut), data.slice(cut + 1)]);
    }
    at += 12 + length;
  }
  return texts;
}

/** The digest the emulator gives an image it decoded (`ReceivedCall.source.digest`). */
export const digestOf = (bytes: Uint8Array | undefined): string =>
  createHash('sha256')
    .update(bytes ?? new Uint8Array())
    .digest('hex')
    .slice(0, 16);
