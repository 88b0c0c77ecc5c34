import { request } from 'node:http';
import { Counter, Registry } from 'prom-client';
import { Agent, fetch } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/core/logger.js';
import { type OpsServer, startOpsServer } from '../../src/ops/ops-server.js';
import type { Readiness } from '../../src/ops/readiness.js';

const logger = createLogger({ level: 'silent' });

describe('the operations server', () => {
  const servers: OpsServer[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });

  const start = async (readiness: () => Promise<Readiness>, registry = new Registry()) => {
    const server = await startOpsServer({
      host: '127.0.0.1',
      port: 0,
      registry,
      readiness,
      logger,
    });
    servers.push(server);
    return { server, url: `http://127.0.0.1:${server.address.port}` };
  };

  it('answers /healthz 503 with the reasons until ready, then 200', async () => {
    let state: Readiness = { ready: false, reasons: ['waiting for the lease of shard 1'] };
    const { url } = await start(async () => state);
    const first = await fetch(`${url}/healthz`);
    expect(first.status).toBe(503);
    expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await first.json()).toEqual({
      status: 'not ready',
      reasons: ['waiting for the lease of shard 1'],
    });
    state = { ready: true, shards: [1] };
    const ready = await fetch(`${url}/healthz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', shards: [1] });
  });

  it('serves its registry on /metrics in the Prometheus text format', async () => {
    const registry = new Registry();
    new Counter({ name: 'test_things_total', help: 'things', registers: [registry] }).inc(3);
    const { url } = await start(async () => ({ ready: true, shards: [0] }), registry);
    const response = await fetch(`${url}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(registry.contentType);
    const text = await response.text();
    expect(text).toContain('# TYPE test_things_total counter');
    expect(text).toContain('test_things_total 3');
  });

  it('answers 404 elsewhere, 405 to another method, 500 when the check fails', async () => {
    const { url } = await start(() => Promise.reject(new Error('broken')));
    expect((await fetch(`${url}/`)).status).toBe(404);
    const post = await fetch(`${url}/metrics`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    expect((await fetch(`${url}/healthz`)).status).toBe(500);
    const odd = await new Promise<number | undefined>((resolve, reject) => {
      request(`${url}/healthz`, { path: '//[' }, (response) => {
        response.resume();
        resolve(response.statusCode);
      })
        .on('error', reject)
        .end();
    });
    expect(odd).toBe(404);
    expect((await fetch(`${url}/metrics?x=1`)).status).toBe(200);
  });

  it('closes at once, keep-alive connections included, and refuses a port in use', async () => {
    const { server, url } = await start(async () => ({ ready: true, shards: [0] }));
    const agent = new Agent({ keepAliveTimeout: 60_000 });
    expect((await fetch(`${url}/healthz`, { dispatcher: agent })).status).toBe(200);
    const started = Date.now();
    await server.close();
    expect(Date.now() - started).toBeLessThan(1_000);
    await expect(fetch(`${url}/healthz`, { dispatcher: agent })).rejects.toThrow();
    await agent.close();

    const { server: taken } = await start(async () => ({ ready: true, shards: [0] }));
    const { port } = taken.address;
    const again = startOpsServer({
      host: '127.0.0.1',
      port,
      registry: new Registry(),
      readiness: async () => ({ ready: true, shards: [0] }),
      logger,
    });
    await expect(again).rejects.toThrow(
      `cannot serve /healthz and /metrics on 127.0.0.1:${port} (EADDRINUSE): another process ` +
        'listens there: set METRICS_PORT to a free port (0 picks one), or stop the other process',
    );
  });
});
