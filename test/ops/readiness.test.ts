import { describe, expect, it } from 'vitest';
import { checkReadiness, type Phase, type ReadinessSources } from '../../src/ops/readiness.js';
import { StoreUnreachableError } from '../../src/store/store-errors.js';

/** Sources of a process running shards 0 and 1, all well unless told otherwise. */
const sources = (
  patch: Partial<Omit<ReadinessSources, 'phase'>> & { phase?: Phase } = {},
): ReadinessSources => {
  const { phase = 'running', ...rest } = patch;
  return {
    shards: () => [0, 1],
    holds: () => true,
    shardStatus: () => 'Ready',
    pingStore: async () => {},
    ...rest,
    phase: () => phase,
  };
};

describe('checkReadiness', () => {
  it('is ready when running, every lease held, every shard connected and the store answering', async () => {
    expect(await checkReadiness(sources())).toEqual({ ready: true, shards: [0, 1] });
  });

  it('is ready but degraded with what keeps members from working, not when it is not ready', async () => {
    const degraded = () => ['cannot reach the image service at 127.0.0.1:1 (ECONNREFUSED): …'];
    expect(await checkReadiness(sources({ degraded }))).toEqual({
      ready: true,
      shards: [0, 1],
      degraded: degraded(),
    });
    expect(await checkReadiness(sources({ degraded: () => [] }))).toEqual({
      ready: true,
      shards: [0, 1],
    });
    expect(await checkReadiness(sources({ degraded, phase: 'stopping' }))).toEqual({
      ready: false,
      reasons: ['stopping'],
    });
  });

  it('says it is starting, and which lease it waits for (a rolling restart)', async () => {
    expect(await checkReadiness(sources({ phase: 'starting' }))).toEqual({
      ready: false,
      reasons: ['starting'],
    });
    const waiting = sources({ phase: 'starting', holds: (shard) => shard === 0 });
    expect(await checkReadiness(waiting)).toEqual({
      ready: false,
      reasons: ['waiting for the lease of shard 1'],
    });
  });

  it('names a lost lease, a shard not connected and the store unreachable, all at once', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED redis://:pw@host'), {
      code: 'ECONNREFUSED',
    });
    const readiness = await checkReadiness(
      sources({
        holds: (shard) => shard !== 0,
        shardStatus: () => 'Reconnecting',
        pingStore: () => Promise.reject(refused),
      }),
    );
    expect(readiness).toEqual({
      ready: false,
      reasons: [
        'lost the lease of shard 0',
        'shard 1 is not connected (Reconnecting)',
        'store unreachable (ECONNREFUSED)',
      ],
    });
    expect(JSON.stringify(readiness)).not.toContain('pw@');
  });

  it('gives up on a store that does not answer in time, and says so when stopping', async () => {
    const started = Date.now();
    const readiness = await checkReadiness(
      sources({
        phase: 'stopping',
        shardStatus: (shard) => (shard === 0 ? undefined : 'Ready'),
        pingStore: () => new Promise(() => {}),
        storeTimeoutMs: 50,
      }),
    );
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(readiness).toEqual({
      ready: false,
      reasons: [
        'stopping',
        'shard 0 is not connected (not opened yet)',
        'store did not answer within 50 ms',
      ],
    });
    const closed = await checkReadiness(
      sources({ pingStore: () => Promise.reject(new Error('The store connection is closed')) }),
    );
    expect(closed).toEqual({ ready: false, reasons: ['store unreachable (Error)'] });
    const refused = await checkReadiness(
      sources({
        pingStore: () => Promise.reject(new StoreUnreachableError({ reason: 'WRONGPASS' })),
      }),
    );
    expect(refused).toEqual({ ready: false, reasons: ['store unreachable (WRONGPASS)'] });
  });
});
