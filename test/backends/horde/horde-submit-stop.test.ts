import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type HordeEmulator, startHordeEmulator } from '../../../sandbox/horde/index.js';
import { HordeBackend } from '../../../src/backends/horde/horde-backend.js';

const KEY = 'alice-horde-key-0001';
const REQUEST = { prompt: 'a fox', width: 512, height: 512, steps: 30 };

/** `SubmitOptions.beforeSending` on the Horde: it withdraws a submission waiting for its turn only. */
describe('HordeBackend.submit stopped before sending', () => {
  let horde: HordeEmulator;
  let backend: HordeBackend;
  beforeEach(async () => {
    horde = await startHordeEmulator({ users: [{ alias: 'alice', apiKey: KEY, kudos: 1000 }] });
    backend = new HordeBackend({
      baseUrl: `${horde.url}/api`,
      timeoutMs: 5_000,
      clientAgent: 'test:1:tests@example.org',
      download: async () => Buffer.alloc(0),
    });
  });
  afterEach(async () => {
    await backend.close();
    await horde.close();
  });

  it('rejects with the reason while waiting for the submissions’ pace, and the Horde never gets it', async () => {
    const first = backend.submit(KEY, REQUEST);
    const stop = new AbortController();
    const second = backend.submit(KEY, REQUEST, { beforeSending: stop.signal });
    const reason = new Error('stopping');
    stop.abort(reason);
    await expect(second).rejects.toBe(reason);
    await first;
    // The second's turn (700 ms after the first) has passed: still one submission.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(horde.stats.submissions).toBe(1);
  });

  it('awaits a submission already sent whatever the signal says afterwards', async () => {
    horde.setFaults({ latencyMs: 500, routes: ['generate_async'] });
    const stop = new AbortController();
    const sent = backend.submit(KEY, REQUEST, { beforeSending: stop.signal });
    await new Promise((resolve) => setTimeout(resolve, 200));
    stop.abort(new Error('stopping'));
    await expect(sent).resolves.toMatchObject({ status: 'queued' });
    expect(horde.stats.submissions).toBe(1);
  });
});
