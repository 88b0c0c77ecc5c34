import { Client, type ClientOptions, Events, GatewayIntentBits } from 'discord.js';
import {
  type ChannelRef,
  type DiscordEmulator,
  type DiscordEmulatorOptions,
  type GuildRef,
  startDiscordEmulator,
  type UserRef,
} from '../../../sandbox/discord/index.js';

/** The client options that point an unmodified discord.js `Client` at the emulator. */
export function emulatorClientOptions(
  url: string,
  overrides: Partial<ClientOptions> = {},
): ClientOptions {
  return {
    intents: [GatewayIntentBits.Guilds],
    waitGuildTimeout: 1_000,
    ...overrides,
    rest: {
      api: `${url}/api`,
      cdn: `${url}/cdn`,
      mediaProxy: `${url}/media`,
      timeout: 5_000,
      ...overrides.rest,
    },
  };
}

/** A running emulator, a logged-in and ready client, and a guild with a channel and a member. */
export interface DiscordHarness {
  discord: DiscordEmulator;
  client: Client<true>;
  guild: GuildRef;
  channel: ChannelRef;
  user: UserRef;
  /** Destroys the client, then closes the emulator. */
  close(): Promise<void>;
}

/** Options of {@link startDiscordClient}. */
export interface DiscordHarnessOptions {
  /** Emulator options. @default {} */
  emulator?: DiscordEmulatorOptions;
  /** Client option overrides (the `rest` URLs are always the emulator's). @default {} */
  client?: Partial<ClientOptions>;
  /** Register listeners (e.g. `interactionCreate`) before login. */
  setup?: (client: Client, discord: DiscordEmulator) => void;
}

/**
 * Starts the emulator with one guild (`general` channel, member `alice`), logs a real discord.js
 * client in and waits until it is ready. Always `await harness.close()` (client first).
 */
export async function startDiscordClient(
  options: DiscordHarnessOptions = {},
): Promise<DiscordHarness> {
  const discord = await startDiscordEmulator(options.emulator);
  const { guild, channel, user } = discord.setupGuild();
  const client = new Client(emulatorClientOptions(discord.url, options.client));
  const close = async () => {
    await client.destroy();
    await discord.close();
  };
  try {
    options.setup?.(client, discord);
    const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
    await client.login(discord.token);
    await ready;
  } catch (error) {
    await close();
    throw error;
  }
  return { discord, client: client as Client<true>, guild, channel, user, close };
}
