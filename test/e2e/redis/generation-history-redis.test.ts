import { describe, expect, it } from 'vitest';
import { connectRedis } from '../../helpers/redis-client.js';
import { redisServerInstalled } from '../../helpers/redis-server.js';
import { historyEntry } from '../../store/store-test-kit.js';
import { useRedisStores } from '../helpers/redis-stores.js';

/** `count` generations of `process`, started 2 ms apart from `from` (`b`'s 1 ms after `a`'s). */
const generations = (process: string, from: number, count: number) =>
  Array.from({ length: count }, (_, index) =>
    historyEntry(`${process}-${index}`, from + index * 2 + (process === 'b' ? 1 : 0)),
  );

describe.skipIf(!redisServerInstalled)('a member’s history on Redis, several processes', () => {
  const redis = useRedisStores();

  it('keeps every generation two processes record for one member at once, the newest 50', async () => {
    const [first, second] = [await redis.open(), await redis.open()];
    const start = Date.now() - 60_000;
    const fromA = generations('a', start, 20);
    const fromB = generations('b', start, 20);
    await Promise.all([
      ...fromA.map((item) => first.history.record('member', item)),
      ...fromB.map((item) => second.history.record('member', item)),
    ]);
    const kept = await first.history.list('member');
    expect(kept.map((item) => item.id).sort()).toEqual(
      [...fromA, ...fromB].map((item) => item.id).sort(),
    );
    expect(kept.map((item) => item.createdAt)).toEqual(
      kept.map((item) => item.createdAt).sort((a, b) => b - a),
    );

    const laterA = generations('a', start + 1_000, 10).map((item) => ({
      ...item,
      id: `${item.id}'`,
    }));
    const laterB = generations('b', start + 1_000, 10).map((item) => ({
      ...item,
      id: `${item.id}'`,
    }));
    await Promise.all([
      ...laterA.map((item) => first.history.record('member', item)),
      ...laterB.map((item) => second.history.record('member', item)),
    ]);
    const all = [...fromA, ...fromB, ...laterA, ...laterB].sort(
      (a, b) => b.createdAt - a.createdAt,
    );
    expect((await second.history.list('member')).map((item) => item.id)).toEqual(
      all.slice(0, 50).map((item) => item.id),
    );
  });

  it('waits out a process that died while changing the member’s record, and keeps its entry', async () => {
    const stores = await redis.open();
    const client = await connectRedis(redis.url);
    // What a process killed between reading and writing the record leaves: the name held 400 ms.
    await client.set('mutex:imagine:exclusive:generation-history:late', 'dead', {
      expiration: { type: 'PX', value: 400 },
    });
    const started = Date.now();
    await stores.history.record('late', historyEntry('1', Date.now()));
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect((await stores.history.list('late')).map((item) => item.id)).toEqual(['1']);
    expect(await client.exists('mutex:imagine:exclusive:generation-history:late')).toBe(0);
    client.destroy();
  });
});
