import { setTimeout as sleep } from 'node:timers/promises';
import { connectRedis } from '../../helpers/redis-client.js';

/**
 * Keeps the Redis at `url` busy in a Lua script for `ms`: every other client's call waits
 * unanswered meanwhile (a server that hangs), on connections that stay open. Resolves once the
 * script runs; `done` once it ended and its connection closed.
 */
export async function busyFor(url: string, ms: number): Promise<{ done: Promise<void> }> {
  const busy = await connectRedis(url);
  const script = `
    local function now() local t = redis.call('TIME') return t[1] * 1000 + t[2] / 1000 end
    local started = now()
    while now() - started < tonumber(ARGV[1]) do end
    return 1`;
  const running = busy.eval(script, { arguments: [String(ms)] });
  await sleep(50);
  return { done: running.then(() => busy.destroy()) };
}
