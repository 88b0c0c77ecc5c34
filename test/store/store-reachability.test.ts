import { ClientOfflineError, ErrorReply } from '@redis/client';
import { describe, expect, it } from 'vitest';
import { JobSaveError, MemberCapError } from '../../src/jobs/job-errors.js';
import { isUnansweredRedisCall } from '../../src/store/redis-connections.js';
import { StoreUnreachableError } from '../../src/store/store-errors.js';
import { StoreReachability } from '../../src/store/store-reachability.js';
import { memoryLogger } from './store-test-kit.js';

function tracker() {
  const { logger, lines } = memoryLogger();
  let now = 1_000;
  const reachability = new StoreReachability(logger, () => now);
  const logged = () => lines.map((line) => JSON.parse(line) as { level: string; msg: string });
  return {
    reachability,
    logged,
    later(ms: number) {
      now += ms;
    },
  };
}

describe('StoreReachability', () => {
  it('logs an outage once, however many connections, attempts and requests fail, and its end once', () => {
    const { reachability, logged, later } = tracker();
    expect(reachability.reachable).toBe(true);
    reachability.lost('keyv', new Error('connect ECONNREFUSED'));
    for (let attempt = 0; attempt < 5; attempt += 1) {
      reachability.lost('keyv', new Error('connect ECONNREFUSED'));
      reachability.lost('shared', new Error('connect ECONNREFUSED'));
    }
    expect(reachability.reachable).toBe(false);
    expect(() => reachability.assertReachable()).toThrow(StoreUnreachableError);
    later(4_000);
    reachability.regained('keyv');
    expect(reachability.reachable).toBe(false);
    reachability.regained('shared');
    reachability.regained('shared');
    expect(reachability.reachable).toBe(true);
    expect(logged().map(({ level, msg }) => `${level} ${msg}`)).toEqual([
      'error the store is unreachable: taking no new work until it answers again',
      'info the store is reachable again',
    ]);
    expect(logged()[1]).toMatchObject({ downMs: 4_000 });
    reachability.lost('leases', new Error('connection closed'));
    expect(logged()).toHaveLength(3);
  });

  it('lets a waiter go when the outage ends, or when its signal aborts', async () => {
    const { reachability } = tracker();
    await reachability.whenReachable();
    reachability.lost('keyv', new Error('down'));
    const abort = new AbortController();
    const aborted = reachability.whenReachable(abort.signal);
    abort.abort(new Error('stopping'));
    await expect(aborted).rejects.toThrow();
    let back = false;
    const waiting = reachability.whenReachable().then(() => {
      back = true;
    });
    await new Promise((wait) => setTimeout(wait, 10));
    expect(back).toBe(false);
    reachability.regained('keyv');
    await waiting;
    expect(back).toBe(true);
  });

  it('explains a call Redis never answered as the store being unreachable, and nothing else', () => {
    const { reachability } = tracker();
    reachability.recognize(isUnansweredRedisCall);
    const offline = new ClientOfflineError();
    expect(reachability.explain(offline)).toBeInstanceOf(StoreUnreachableError);
    const saveFailed = new JobSaveError({ cause: offline });
    expect(reachability.explain(saveFailed)).toBeInstanceOf(StoreUnreachableError);
    const typed = new StoreUnreachableError();
    expect(reachability.explain(new Error('wrapped', { cause: typed }))).toBe(typed);
    const reply = new ErrorReply('WRONGTYPE Operation against a key holding the wrong kind');
    expect(reachability.explain(reply)).toBe(reply);
    const bug = new TypeError('x is undefined');
    expect(reachability.explain(bug)).toBe(bug);

    reachability.lost('keyv', offline);
    expect(reachability.explain(bug)).toBeInstanceOf(StoreUnreachableError);
    const cap = new MemberCapError(2);
    expect(reachability.explain(cap)).toBe(cap);
  });
});
