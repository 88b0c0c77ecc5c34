import { setTimeout as sleep } from 'node:timers/promises';

/** Waits for `work` to settle, at most `timeoutMs`; resolves to whether it settled in time. */
export async function settleWithin(work: Promise<unknown>, timeoutMs: number): Promise<boolean> {
  const timer = new AbortController();
  const timeout = sleep(timeoutMs, false, { signal: timer.signal }).catch(() => false);
  const settled = work.then(
    () => true,
    () => true,
  );
  try {
    return await Promise.race([settled, timeout]);
  } finally {
    timer.abort();
  }
}
