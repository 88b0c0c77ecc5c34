import { readFileSync } from 'node:fs';
import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { readBuildInfo, registerBuildInfo, storeKind } from '../../src/ops/build-info.js';

describe('build info', () => {
  it("names the package's version, this Node.js and the store kind", () => {
    const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    expect(readBuildInfo('sqlite://data/bot.sqlite')).toEqual({
      version,
      node: process.versions.node,
      store: 'sqlite',
    });
  });

  it.each([
    ['sqlite://:memory:', 'sqlite'],
    ['redis://127.0.0.1:6379', 'redis'],
    ['rediss://cache.example:6380', 'redis'],
    ['postgresql://db/bot', 'postgres'],
    ['mysql://db/bot', 'mysql'],
    ['mongodb+srv://cluster/bot', 'mongo'],
  ])('calls %s a %s store', (url, kind) => {
    expect(storeKind(url)).toBe(kind);
  });

  it('is one sample of 1 with its labels', async () => {
    const registry = new Registry();
    registerBuildInfo(registry, { version: '1.2.3', node: '24.21.0', store: 'redis' });
    expect(await registry.metrics()).toContain(
      'imagine_bot_build_info{version="1.2.3",node_version="24.21.0",store="redis"} 1',
    );
  });
});
