import { describe, expect, it, vi } from 'vitest';
import type { LineSettled } from '../../../src/modlog/modlog-poster.js';
import { createToldOnce, type LogLine } from '../../../src/modlog/told-once.js';
import { redisServerInstalled } from '../../helpers/redis-server.js';
import { useRedisStores } from '../helpers/redis-stores.js';

const CLAIM_MS = 300;
const LINE: LogLine = { guildId: 'g1', line: '💸 budget reached' };

/**
 * Lines told once across processes on one Redis (`told-once.ts`), each "process" its own
 * connections (its own claim holder): a line owed by a holder that died is finished by another.
 */
describe.skipIf(!redisServerInstalled)('lines told once', () => {
  const redis = useRedisStores();

  /** A process's teller: its posts, and how it answers them (`posts` settled at once by default). */
  const processWith = async (
    answer: (settled: LineSettled) => void = (settled) => settled(true),
  ) => {
    const stores = await redis.open();
    const posts: LogLine[] = [];
    const stop = new AbortController();
    const tell = createToldOnce({
      shared: stores.shared,
      post: async (line, settled) => {
        posts.push(line);
        answer(settled);
      },
      ready: Promise.resolve(),
      signal: stop.signal,
      claimMs: CLAIM_MS,
      lookMs: 50,
    });
    return { stores, posts, tell, stop: () => stop.abort() };
  };

  it('is posted by another process once the claim of a holder that died while posting lapsed', async () => {
    const dead = await processWith(() => undefined);
    const successor = await processWith();
    void dead.tell('budget-told:g1:1', 60_000, LINE);
    await vi.waitFor(() => expect(dead.posts).toEqual([LINE]));
    dead.stop();
    await dead.stores.close();
    expect(successor.posts).toEqual([]);
    await vi.waitFor(() => expect(successor.posts).toEqual([LINE]), { timeout: 5_000 });
    expect(await successor.stores.shared.owed()).toEqual([]);
    await successor.tell('budget-told:g1:1', 60_000, LINE);
    const third = await processWith();
    await third.tell('budget-told:g1:1', 60_000, LINE);
    await new Promise((wait) => setTimeout(wait, CLAIM_MS + 200));
    expect([...successor.posts, ...third.posts]).toEqual([LINE]);
    successor.stop();
    third.stop();
  });

  it('owes nothing once a line is dropped (the log off), and tells it again on the next event', async () => {
    let posted = false;
    const one = await processWith((settled) => settled(posted));
    await one.tell('budget-told:g1:2', 60_000, LINE);
    expect(await one.stores.shared.owed()).toEqual([]);
    posted = true;
    await one.tell('budget-told:g1:2', 60_000, LINE);
    expect(one.posts).toEqual([LINE, LINE]);
    await new Promise((wait) => setTimeout(wait, 200));
    expect(one.posts).toHaveLength(2);
    one.stop();
  });

  it('forgets an owed line that mentions an erased server', async () => {
    const dead = await processWith(() => undefined);
    void dead.tell('budget-told:g9:1', 60_000, { guildId: 'g9', line: 'x' });
    await vi.waitFor(async () => expect(await dead.stores.shared.owed()).toHaveLength(1));
    dead.stop();
    expect(await dead.stores.shared.forgetMentions((text) => text.includes('g9'))).toBeGreaterThan(
      0,
    );
    expect(await dead.stores.shared.owed()).toEqual([]);
  });
});
