import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChannelRef } from '../../../sandbox/discord/index.js';
import {
  type RedisServer,
  redisServerInstalled,
  startRedisServer,
} from '../../helpers/redis-server.js';
import type { BotEnv } from '../helpers/bot-env.js';
import { runImagine, setServerKey, waitForResult } from '../imagine/imagine-kit.js';
import { startPrefsEnv } from './prefs-kit.js';

const STORES = [
  { name: 'SQLite', redis: false },
  { name: 'Redis', redis: true },
] as const;

/** How long the first balance read's answer is held: past every step before it is let go. */
const HELD_MS = 6_000;

/**
 * The low-balance alert when a balance read answers late: a read made before the crossing and
 * answered after a newer read decided on it must not undo that decision (its "back above" would
 * let the next read alert a second time for the same crossing).
 */
describe.each(STORES)(
  'the low-balance alert with a late balance read on $name',
  ({ redis: onRedis }) => {
    let env: BotEnv | undefined;
    let redis: RedisServer | undefined;
    afterEach(async () => {
      await env?.close();
      await redis?.close();
      env = redis = undefined;
    });

    it.skipIf(onRedis && !redisServerInstalled)(
      'is posted once for one crossing although an older read answers above the threshold after it',
      async () => {
        redis = onRedis ? await startRedisServer() : undefined;
        const answered: string[] = [];
        env = await startPrefsEnv(
          {
            env: {
              LOW_BALANCE_CHECK_MS: '100',
              IMAGE_API_TIMEOUT_MS: String(HELD_MS * 2),
              ...(redis && { DATABASE_URL: redis.url }),
            },
            imageApi: {
              log: (line) => {
                if (line.includes('endpoint=user_balance')) answered.push(line);
              },
            },
          },
          { linked: false },
        );
        const world = env;
        // The start's probe of the service read a balance too: not one of this test's.
        world.imageApi.resetStats();
        answered.length = 0;
        await setServerKey(world, world.guild.id, { dailyLimit: 1_000 });
        const logChannel: ChannelRef = world.discord.createChannel({
          guild: world.guild,
          name: 'mod-log',
        });
        const { policy } = world.app.context.stores;
        await policy.setLogChannel(world.guild.id, { id: logChannel.id, setBy: world.user.id });
        await policy.setLowBalance(world.guild.id, 95);
        const lines = () =>
          world.discord.messages(logChannel).flatMap((message) => message.content.split('\n'));
        const alerts = () => lines().filter((line) => line.startsWith('🪫'));
        const reads = () => world.imageApi.stats.requests.user_balance;
        let made = 0;
        const generate = async () => {
          made += 1;
          await waitForResult(await runImagine(world, { prompt: `a lighthouse ${made}` }));
        };
        /** Generates until the bot asked for the balance `count` times. */
        const generateUntilRead = async (count: number) => {
          for (let tries = 0; reads() < count; tries += 1) {
            if (tries === 10)
              throw new Error(`the balance was read ${reads()} times, not ${count}`);
            await generate();
          }
        };

        // A: read while the key has plenty, its answer held (it tells 199 credits, late).
        world.imageApi.setCredits('alice', 200);
        world.imageApi.setFaults({ endpoints: ['user_balance'], heldAnswerMs: HELD_MS });
        await generateUntilRead(1);
        world.imageApi.setFaults({ heldAnswerMs: 0 });

        // B: read after the crossing, answered at once: the alert.
        world.imageApi.setCredits('alice', 50);
        await generateUntilRead(2);
        await vi.waitFor(() => expect(answered).toHaveLength(1));
        // A's answer, "199 credits", comes after B's decision.
        await vi.waitFor(() => expect(answered).toHaveLength(2), { timeout: HELD_MS + 5_000 });

        // C: the balance is still under the threshold: nothing new to tell.
        await generateUntilRead(3);
        await vi.waitFor(() => expect(answered).toHaveLength(3));
        const last = `a lighthouse ${made + 1}`;
        await generate();
        await vi.waitFor(() => expect(lines().some((line) => line.includes(last))).toBe(true), {
          timeout: 5_000,
        });
        expect(alerts()).toEqual([
          expect.stringMatching(
            /^🪫 The server key has \d+ credits left, under the alert threshold of 95\.$/,
          ),
        ]);
        expect(world.logs.filter((line) => line.level === 'error')).toEqual([]);
      },
      60_000,
    );
  },
);
