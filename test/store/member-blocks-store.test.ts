import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/core/logger.js';
import {
  type CreateStoresOptions,
  createStores,
  type Stores,
} from '../../src/store/create-stores.js';
import { MAX_BLOCKS } from '../../src/store/member-blocks-store.js';
import {
  type RedisServer,
  redisServerInstalled,
  startRedisServer,
} from '../helpers/redis-server.js';
import { SECRET_A, useTempDatabase } from './store-test-kit.js';

const DAY = 86_400_000;
const db = useTempDatabase();

/** The blocks store on each backend, with a clock the test moves. */
function blocksSuite(
  name: string,
  open: (options: Partial<CreateStoresOptions>) => Promise<Stores>,
  { processes }: { processes: boolean },
) {
  describe(`MemberBlocksStore on ${name}`, () => {
    let server = 0;
    /** The store on a clock the test moves, and a server no other test used (Redis is shared). */
    const clocked = async () => {
      const clock = { at: 1_800_000_000_000 };
      const stores = await open({ now: () => clock.at });
      server += 1;
      return { blocks: stores.blocks, clock, g: `${name}-${server}` };
    };

    it('blocks a member in one server until the end, then counts it as none', async () => {
      const { blocks, clock, g } = await clocked();
      const block = await blocks.block(g, 'u1', { forMs: DAY, by: 'mod' });
      expect(block).toEqual({ userId: 'u1', until: clock.at + DAY, by: 'mod', at: clock.at });
      expect(await blocks.get(g, 'u1')).toEqual(block);
      expect(await blocks.get(`${g}-other`, 'u1')).toBeUndefined();
      expect(await blocks.get(g, 'u2')).toBeUndefined();
      clock.at += DAY - 1;
      expect(await blocks.get(g, 'u1')).toEqual(block);
      clock.at += 1;
      expect(await blocks.get(g, 'u1')).toBeUndefined();
      expect(await blocks.list(g)).toEqual([]);
      expect(await blocks.lift(g, 'u1')).toBe(false);
    });

    it('lists soonest end first, blocks until lifted last; a new block replaces the old', async () => {
      const { blocks, clock, g } = await clocked();
      await blocks.block(g, 'ever', { forMs: null, by: 'mod' });
      await blocks.block(g, 'week', { forMs: 7 * DAY, by: 'mod' });
      await blocks.block(g, 'day', { forMs: DAY, by: 'mod' });
      expect((await blocks.list(g)).map((b) => b.userId)).toEqual(['day', 'week', 'ever']);
      await blocks.block(g, 'day', { forMs: 30 * DAY, by: 'boss' });
      const listed = await blocks.list(g);
      expect(listed.map((b) => [b.userId, b.by])).toEqual([
        ['week', 'mod'],
        ['day', 'boss'],
        ['ever', 'mod'],
      ]);
      expect(listed[1]?.until).toBe(clock.at + 30 * DAY);
    });

    it('lifts a block once; others stay', async () => {
      const { blocks, g } = await clocked();
      await blocks.block(g, 'a', { forMs: null, by: 'mod' });
      await blocks.block(g, 'b', { forMs: DAY, by: 'mod' });
      expect(await blocks.lift(g, 'a')).toBe(true);
      expect(await blocks.lift(g, 'a')).toBe(false);
      expect(await blocks.get(g, 'a')).toBeUndefined();
      expect((await blocks.list(g)).map((b) => b.userId)).toEqual(['b']);
    });

    it(`keeps the latest ${MAX_BLOCKS} blocks of a server`, async () => {
      const { blocks, clock, g } = await clocked();
      for (let n = 0; n <= MAX_BLOCKS; n += 1) {
        clock.at += 1;
        await blocks.block(g, `u${n}`, { forMs: null, by: 'mod' });
      }
      const listed = await blocks.list(g);
      expect(listed).toHaveLength(MAX_BLOCKS);
      expect(await blocks.get(g, 'u0')).toBeUndefined();
      expect(await blocks.get(g, `u${MAX_BLOCKS}`)).toBeDefined();
    });

    if (processes) {
      it('blocks made at once from two processes are all kept', async () => {
        const { blocks, g } = await clocked();
        const other = (await open({})).blocks;
        await Promise.all(
          Array.from({ length: 10 }, (_, n) =>
            (n % 2 ? blocks : other).block(g, `u${n}`, { forMs: null, by: 'mod' }),
          ),
        );
        expect(await blocks.list(g)).toHaveLength(10);
      });
    }
  });
}

blocksSuite('SQLite', (options) => db.open(options), { processes: false });

describe.skipIf(!redisServerInstalled)('on Redis', () => {
  let redis: RedisServer;
  const opened: Stores[] = [];
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => {
    await Promise.allSettled(opened.map((stores) => stores.close()));
    await redis.close();
  });
  blocksSuite(
    'Redis',
    async (options) => {
      const stores = await createStores({
        databaseUrl: redis.url,
        encryptionSecret: SECRET_A,
        logger: createLogger({ level: 'silent' }),
        ...options,
      });
      opened.push(stores);
      return stores;
    },
    { processes: true },
  );
});
