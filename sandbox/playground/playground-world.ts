import { type DemoWorld, startDemoWorld } from '../demo/demo-world.js';
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
}

/** The demo's world (both emulators, the real bot) with the playground page beside it. */
export interface PlaygroundWorld {
  readonly world: DemoWorld;
  readonly playground: Playground;
  /** The image-service key the page offers to link (`/apikey link`). */
  readonly apiKey: string;
  /** Stops the page, then the bot, then the emulators. */
  close(): Promise<void>;
}

const DEFAULTS = { timeScale: 0.1, port: 0 } as const;

/**
 * Starts the demo's world (a server with #general, manager alice, the real bot) and adds what a
 * person trying it by hand needs: a moderator and a plain member, a second channel, a role for
 * role selects, an image-service key to link, and the page on loopback.
 */
export async function startPlaygroundWorld(
  options: PlaygroundWorldOptions = {},
): Promise<PlaygroundWorld> {
  const o = { ...DEFAULTS, ...options };
  const world = await startDemoWorld({
    timeScale: o.timeScale,
    seed: Date.now() % 100_000,
    credits: 1_000,
    ...(o.logFile ? { logFile: o.logFile } : {}),
    locale: 'en-US',
    serverName: 'Playground',
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
    const apiKey = world.imageApi.issueKey(world.serviceUser.name);
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
      notes: [
        { label: 'Image-service key (paste it in /apikey link)', value: apiKey },
        { label: 'Login token (for /apikey generate)', value: world.serviceUser.loginToken },
      ],
      port: o.port,
    });
    return {
      world,
      playground,
      apiKey,
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
