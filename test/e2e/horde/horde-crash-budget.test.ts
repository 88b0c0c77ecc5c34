import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../../src/core/logger.js';
import { createStores, type Stores } from '../../../src/store/create-stores.js';
import { TEST_SECRET } from '../helpers/bot-env.js';
import { type HordeCrashWorld, startHordeCrashWorld } from '../helpers/crash-world.js';
import { titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { ALICE_HORDE_KEY, ALICE_KUDOS, KUDOS, setHordeServerKey } from './horde-kit.js';

/** The store a bot process of the world opens, opened by the test between processes. */
const openStores = (databaseUrl: string) =>
  createStores({
    databaseUrl,
    encryptionSecret: TEST_SECRET,
    logger: createLogger({ level: 'silent' }),
  });

describe('a kudos budget’s reservation when the bot is killed (SIGKILL)', () => {
  let world: HordeCrashWorld;
  afterEach(() => world?.close());

  it('holds the estimate across the crash and settles it at the real cost once, the image delivered once', async () => {
    // No key linked: the server key pays.
    world = await startHordeCrashWorld(
      { timeScale: 1, jobDurationMs: [3_000, 3_000] },
      { link: async () => undefined },
    );
    const { horde, databaseUrl } = world;
    const guildId = world.channel.guildId;
    const withStores = async <T>(use: (stores: Stores) => Promise<T>): Promise<T> => {
      const stores = await openStores(databaseUrl);
      try {
        return await use(stores);
      } finally {
        await stores.close();
      }
    };
    await withStores(async (stores) => {
      await setHordeServerKey(stores, guildId);
      await stores.policy.setBudget(guildId, { unit: 'credits', daily: 500 });
    });

    const first = await world.startBot();
    const run = await world.discord.runCommand({
      channel: world.channel,
      user: world.user,
      name: 'imagine',
      options: { prompt: 'a fox on a budget across a crash' },
    });
    await first.printed('"msg":"task submitted"');
    await first.kill();
    const reserved = await withStores((stores) => stores.budget.used(guildId, undefined, KUDOS));
    expect(reserved.daily).toBeGreaterThan(0);

    const second = await world.startBot();
    const ended = await waitForResult(run, 30_000);
    expect(titleOf(ended)).toBe('✅ Image ready');
    expect(ended.attachments).toHaveLength(1);
    expect(horde.stats.submissions).toBe(1);
    second.child.kill('SIGTERM');
    await second.exited;
    const spent = ALICE_KUDOS - horde.kudosOf(ALICE_HORDE_KEY);
    expect(spent).toBeGreaterThan(0);
    // The emulator's estimate is above the real cost, so a reservation kept or counted twice shows.
    expect(reserved.daily).toBeGreaterThan(Math.ceil(spent));
    expect(await withStores((stores) => stores.budget.used(guildId, undefined, KUDOS))).toEqual({
      daily: Math.ceil(spent),
      monthly: Math.ceil(spent),
    });
  });
});
