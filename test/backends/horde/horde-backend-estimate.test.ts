import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HordeEmulator, startHordeEmulator } from '../../../sandbox/horde/index.js';
import { HordeBackend } from '../../../src/backends/horde/horde-backend.js';

const KEY = 'alice-horde-key-0001';

describe('HordeBackend.estimate', () => {
  let horde: HordeEmulator;
  let backend: HordeBackend;
  beforeAll(async () => {
    horde = await startHordeEmulator({ users: [{ alias: 'alice', apiKey: KEY, kudos: 1000 }] });
    backend = new HordeBackend({
      baseUrl: `${horde.url}/api`,
      timeoutMs: 5_000,
      clientAgent: 'test:1:tests@example.org',
      download: async () => Buffer.alloc(0),
    });
  });
  afterAll(async () => {
    await backend.close();
    await horde.close();
  });

  it("asks the submission's body as a dry run: the Horde's price, nothing queued or spent", async () => {
    const request = { prompt: 'a fox', width: 512, height: 512, steps: 30 };
    const small = await backend.estimate(KEY, request);
    const large = await backend.estimate(KEY, { ...request, width: 1024, height: 1024 });
    expect(small).toBeGreaterThan(1);
    expect(large).toBeGreaterThan(small);
    expect(horde.stats.requests.generate_async).toBe(2);
    expect(horde.stats.submissions).toBe(0);
    expect(horde.kudosOf(KEY)).toBe(1000);
    expect(horde.stats.violations).toEqual([]);
  });
});
