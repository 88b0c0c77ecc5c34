import { describe, expect, it } from 'vitest';
import { parseBotConfig as parseConfig } from '../../src/app/backends.js';
import { configProblems, VALID_ENV } from './config-kit.js';

const valid = VALID_ENV;

describe('METRICS_PORT and METRICS_HOST', () => {
  it('serve nothing by default, and on this machine only once a port is set', () => {
    const config = parseConfig(valid);
    expect(config.METRICS_PORT).toBeUndefined();
    expect(config.METRICS_HOST).toBe('127.0.0.1');
    expect(parseConfig({ ...valid, METRICS_PORT: '9464' }).METRICS_PORT).toBe(9464);
    expect(parseConfig({ ...valid, METRICS_PORT: '0' }).METRICS_PORT).toBe(0);
    expect(parseConfig({ ...valid, METRICS_PORT: '', METRICS_HOST: '' })).toMatchObject({
      METRICS_HOST: '127.0.0.1',
    });
  });

  it('read addresses and host names to listen on', () => {
    for (const host of ['0.0.0.0', '::', '::1', 'localhost', 'metrics.internal']) {
      expect(parseConfig({ ...valid, METRICS_HOST: host }).METRICS_HOST).toBe(host);
    }
  });

  it('refuse a bad port or host, one line each', () => {
    const port = 'METRICS_PORT must be a port number from 0 to 65535 (unset: no metrics server)';
    for (const value of ['65536', '-1', '80.5', 'http']) {
      expect(configProblems({ ...valid, METRICS_PORT: value })).toEqual([port]);
    }
    expect(configProblems({ ...valid, METRICS_HOST: 'http://host:9464' })).toEqual([
      'METRICS_HOST must be an address or host name to listen on, e.g. 0.0.0.0 (default 127.0.0.1)',
    ]);
  });
});
