import { describe, expect, it } from 'vitest';
import { ANONYMOUS_KEY } from '../../../sandbox/horde/index.js';
import { ALICE, hordeClient, startHorde } from './horde-fixture.js';

describe('AI Horde emulator: the Horde’s rate limits on the emulator’s clock', () => {
  it('check: 10 per second per path; the 429 is {message} without rc, with Retry-After', async () => {
    const { horde, clock, client } = await startHorde({ rateLimits: true });
    const { id } = (await client.submit({ prompt: 'a fox' })).json;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await client.check(id)).status);
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    const limited = await client.check(id);
    expect(limited.json).toEqual({ message: '10 per 1 second' });
    expect(limited.headers.get('retry-after')).toBe('1');
    clock.advance(1_000);
    expect((await client.check(id)).status).toBe(200);
    expect(horde.stats.rateLimited).toBe(2);
    expect(horde.stats.windowPeaks.get('generate_check 10 per 1 second')).toBe(12);
    expect(horde.stats.violations).toEqual([]);
  });

  it('status: 10 per minute per method and id; DELETE counts apart', async () => {
    const { clock, client } = await startHorde({ rateLimits: true });
    const { id } = (await client.submit({ prompt: 'a fox' })).json;
    const { id: other } = (await client.submit({ prompt: 'a cat' })).json;
    for (let i = 0; i < 10; i++) expect((await client.status(id)).status).toBe(200);
    expect(await client.status(id)).toMatchObject({
      status: 429,
      json: { message: '10 per 1 minute' },
    });
    expect((await client.status(other)).status).toBe(200);
    expect((await client.cancel(id)).status).toBe(200);
    clock.advance(60_000);
    expect((await client.status(id)).status).toBe(200);
  });

  it('generate: 2 per second per key (and per IP); the shared anonymous key gets 60', async () => {
    const { horde, clock, client } = await startHorde({ rateLimits: true });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await client.submit({ prompt: `fox ${i}` })).status);
    expect(statuses).toEqual([202, 202, 429]);
    clock.advance(1_000);
    expect((await client.submit({ prompt: 'again' })).status).toBe(202);
    expect(horde.stats.submissions).toBe(3);
    expect(ALICE.apiKey).not.toBe(ANONYMOUS_KEY);
    clock.advance(1_000);
    const anon = hordeClient(horde, ANONYMOUS_KEY);
    expect((await anon.submit({ prompt: 'anon' })).status).toBe(202);
  });
});
