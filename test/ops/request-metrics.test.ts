import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { REST } from 'discord.js';
import { Registry } from 'prom-client';
import { afterEach, describe, expect, it } from 'vitest';
import { registerRequestMetrics } from '../../src/ops/request-metrics.js';

/**
 * A Discord API of one route: a 429 first, then answers that spend the bucket for 500 ms (the
 * first answer names the bucket, so the next requests share one handler that waits).
 */
async function startLimitedApi(): Promise<{ server: Server; url: string }> {
  let calls = 0;
  const server = createServer((_request, response) => {
    calls += 1;
    const headers = { 'content-type': 'application/json', 'x-ratelimit-bucket': 'b1' };
    if (calls === 1) {
      response.writeHead(429, { ...headers, 'retry-after': '0.05' });
      response.end(JSON.stringify({ message: 'slow down', retry_after: 0.05, global: false }));
      return;
    }
    response.writeHead(200, {
      ...headers,
      'x-ratelimit-limit': '1',
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset-after': '0.5',
    });
    response.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/api` };
}

describe('registerRequestMetrics', () => {
  const cleanups: (() => unknown)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('counts Discord responses by status (429s too) and waits imposed by rate limits', async () => {
    const { server, url } = await startLimitedApi();
    cleanups.push(() => new Promise((done) => server.close(done)));
    const rest = new REST({ api: url, retries: 0 }).setToken('token');
    cleanups.push(() => {
      rest.clearHashSweeper();
      rest.clearHandlerSweeper();
    });
    const registry = new Registry();
    registerRequestMetrics(registry).watchDiscord(rest, 'bot');
    for (let request = 0; request < 3; request += 1) await rest.get('/channels/1/messages');
    const text = await registry.metrics();
    expect(text).toContain('imagine_bot_discord_requests_total{via="bot",status="429"} 1');
    expect(text).toContain('imagine_bot_discord_requests_total{via="bot",status="200"} 3');
    expect(text).toMatch(
      /imagine_bot_discord_rate_limit_waits_total\{via="bot",global="false"\} 1/,
    );
  });

  it('counts requests to the image service by operation and outcome', async () => {
    const registry = new Registry();
    const metrics = registerRequestMetrics(registry);
    metrics.serviceRequest({ operation: 'taskStatus', outcome: 'ok' });
    metrics.serviceRequest({ operation: 'taskStatus', outcome: 'ok' });
    metrics.serviceRequest({ operation: 'submit', outcome: 'error' });
    const text = await registry.metrics();
    expect(text).toContain(
      'imagine_bot_service_requests_total{operation="taskStatus",outcome="ok"} 2',
    );
    expect(text).toContain(
      'imagine_bot_service_requests_total{operation="submit",outcome="error"} 1',
    );
  });
});
