import { Registry } from 'prom-client';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/core/logger.js';
import { healthzUrl, probeHealth } from '../../src/ops/health-probe.js';
import { type OpsServer, startOpsServer } from '../../src/ops/ops-server.js';
import type { Readiness } from '../../src/ops/readiness.js';
import { freePort } from '../helpers/free-port.js';

describe("the container's health probe", () => {
  const servers: OpsServer[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });
  const serve = async (state: Readiness) => {
    const server = await startOpsServer({
      host: '127.0.0.1',
      port: 0,
      registry: new Registry(),
      readiness: async () => state,
      logger: createLogger({ level: 'silent' }),
    });
    servers.push(server);
    return { METRICS_PORT: String(server.address.port), METRICS_HOST: '127.0.0.1' };
  };

  it('asks a wildcard address on loopback, and nothing without a fixed port', () => {
    expect(healthzUrl({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })?.href).toBe(
      'http://127.0.0.1:9464/healthz',
    );
    expect(healthzUrl({ METRICS_PORT: '9464', METRICS_HOST: '::' })?.href).toBe(
      'http://[::1]:9464/healthz',
    );
    expect(healthzUrl({ METRICS_PORT: '9464' })?.href).toBe('http://127.0.0.1:9464/healthz');
    expect(healthzUrl({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.7' })?.href).toBe(
      'http://10.0.0.7:9464/healthz',
    );
    for (const METRICS_PORT of [undefined, '', '0', 'often', '70000']) {
      expect(healthzUrl({ METRICS_PORT })).toBeUndefined();
    }
  });

  it('is healthy on 200 and not on 503, saying what it read', async () => {
    expect(await probeHealth(await serve({ ready: true, shards: [0] }))).toEqual({
      healthy: true,
      detail: expect.stringContaining('200: {"status":"ready","shards":[0]}'),
    });
    expect(await probeHealth(await serve({ ready: false, reasons: ['starting'] }))).toEqual({
      healthy: false,
      detail: expect.stringContaining('503: {"status":"not ready","reasons":["starting"]}'),
    });
  });

  it('is not healthy when nothing answers or no port is set', async () => {
    const nobody = { METRICS_PORT: String(await freePort()) };
    expect(await probeHealth(nobody)).toEqual({
      healthy: false,
      detail: expect.stringContaining('ECONNREFUSED'),
    });
    expect((await probeHealth({ METRICS_PORT: '' })).detail).toBe(
      'METRICS_PORT is unset or 0: the bot serves no /healthz to ask',
    );
  });
});
