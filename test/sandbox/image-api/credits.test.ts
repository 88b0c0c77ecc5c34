import { describe, expect, it } from 'vitest';
import { call, startEmulator, submit, v1 } from './emulator-fixture.js';

async function balance(url: string, key: string): Promise<number> {
  return (await call(url, { headers: { 'x-api-key': key } })).json.data.balance;
}

describe('image API emulator credits', () => {
  it('takes the configured cost at submission, before the task finishes', async () => {
    const { api, key } = await startEmulator({ costPerGeneration: 2.5 });
    await submit(api, key, { prompt: 'fox' });
    await submit(api, key, { prompt: 'fox', workflow: 'rr3' });
    expect(await balance(v1(api, 'user_balance'), key)).toBe(95);
    expect(api.balanceOf('alice')).toBe(95);
  });

  it('does not charge rejected submissions', async () => {
    const { api, key } = await startEmulator();
    await submit(api, key, { prompt: '' });
    await submit(api, key, { prompt: 'x', steps: 51 });
    expect(api.balanceOf('alice')).toBe(100);
  });

  it('refuses a submission with 402 when credits are short', async () => {
    const { api, key } = await startEmulator({
      users: [{ name: 'carol', loginToken: 'c', credits: 1 }],
      costPerGeneration: 1,
    });
    expect((await submit(api, key, { prompt: 'one' })).status).toBe(200);
    const refused = await submit(api, key, { prompt: 'two' });
    expect(refused.status).toBe(402);
    expect(refused.json).toEqual({ success: false, data: null, error: 'Insufficient credits' });
    expect(api.balanceOf('carol')).toBe(0);
    expect(api.stats.insufficientCredits).toBe(1);
    expect(api.stats.submissions).toBe(1);
  });

  it('counts temporary credits until they expire on the injected clock', async () => {
    const { api, key, clock } = await startEmulator({
      users: [
        {
          name: 'dave',
          loginToken: 'd',
          credits: 10,
          temporaryCredits: [{ amount: 5, expiresAt: 1_700_000_060_000 }],
        },
      ],
    });
    api.grantTemporaryCredits('dave', 2.5, 1_700_000_120_000);
    const url = v1(api, 'user_balance');
    expect(await balance(url, key)).toBe(17.5);
    clock.advance(60_000);
    expect(await balance(url, key)).toBe(12.5);
    clock.advance(60_000);
    expect(await balance(url, key)).toBe(10);
  });

  it('spends the soonest-expiring temporary credits first', async () => {
    const { api, key, clock } = await startEmulator({
      costPerGeneration: 3,
      users: [
        {
          name: 'erin',
          loginToken: 'e',
          credits: 10,
          temporaryCredits: [
            { amount: 2, expiresAt: 1_700_000_100_000 },
            { amount: 4, expiresAt: 1_700_000_050_000 },
          ],
        },
      ],
    });
    await submit(api, key, { prompt: 'x' });
    expect(api.balanceOf('erin')).toBe(13);
    clock.advance(50_000);
    expect(api.balanceOf('erin')).toBe(12);
    await submit(api, key, { prompt: 'y' });
    expect(api.balanceOf('erin')).toBe(9);
    clock.advance(50_000);
    expect(api.balanceOf('erin')).toBe(9);
  });

  it('lets a free emulator (cost 0) generate with no credits, and setCredits refills', async () => {
    const { api, key } = await startEmulator({
      users: [{ name: 'fay', loginToken: 'f', credits: 0 }],
      costPerGeneration: 0,
    });
    expect((await submit(api, key, { prompt: 'free' })).status).toBe(200);
    api.setCredits('fay', 42);
    expect(api.balanceOf('fay')).toBe(42);
  });
});
