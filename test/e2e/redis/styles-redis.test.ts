import { describe, expect, it } from 'vitest';
import type { StoredStyle } from '../../../src/store/styles-store.js';
import { redisServerInstalled } from '../../helpers/redis-server.js';
import { useRedisStores } from '../helpers/redis-stores.js';

const style = (name: string): StoredStyle => ({
  name,
  template: `${name} {prompt}`,
  options: {},
  updatedBy: 'mod',
  updatedAt: 0,
});

describe.skipIf(!redisServerInstalled)('a server’s styles on Redis, several processes', () => {
  const redis = useRedisStores();

  it('keeps at most 25 styles of 30 added at once by two processes, refusing the others as full', async () => {
    const [first, second] = [await redis.open(), await redis.open()];
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        (i % 2 === 0 ? first : second).styles.put('guild', style(`style ${i}`)),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'added')).toHaveLength(25);
    expect(outcomes.filter((outcome) => outcome === 'full')).toHaveLength(5);
    const kept = await second.styles.list('guild');
    expect(kept).toHaveLength(25);
    expect(new Set(kept.map((s) => s.name)).size).toBe(25);
  });
});
