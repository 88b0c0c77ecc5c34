import { describe, expect, it } from 'vitest';
import {
  ServiceTimeoutError,
  SubmissionUncertainError,
} from '../../../src/image-backend/backend-errors.js';
import { useCannedHarness } from './helpers/canned-harness.js';
import { ok, sendJson } from './helpers/canned-server.js';
import { TEST_KEY } from './helpers/test-keys.js';

const harness = useCannedHarness();

describe('submissions waiting for a connection', () => {
  it('get as many connections as polls: a burst is not queued behind four', async () => {
    const client = harness.clientFor({ connections: 8 });
    const held: (() => void)[] = [];
    harness.server.handle((_request, res) => {
      held.push(() => sendJson(res, 200, ok({ id: '7', status: 'queued' })));
    });
    const submits = Array.from({ length: 8 }, () => client.submit(TEST_KEY, { prompt: 'a cat' }));
    await expect.poll(() => harness.server.requests.length).toBe(8);
    for (const answer of held) answer();
    await expect(Promise.all(submits)).resolves.toHaveLength(8);
  });

  it('time out as not sent (nothing charged), not as uncertain, when none was free', async () => {
    const client = harness.clientFor({ connections: 1, timeoutMs: 400, submitRetries: 0 });
    const held: (() => void)[] = [];
    harness.server.handle((_request, res) => {
      held.push(() => sendJson(res, 200, ok({ id: '7', status: 'queued' })));
    });
    // The first holds the only connection past the second's timeout, however slow the machine.
    const first = client
      .submit(TEST_KEY, { prompt: 'a cat' }, { timeoutMs: 30_000 })
      .catch((caught: unknown) => caught);
    await expect.poll(() => harness.server.requests.length).toBe(1);
    const queued = await client
      .submit(TEST_KEY, { prompt: 'a dog' })
      .catch((caught: unknown) => caught);
    expect(queued).toBeInstanceOf(ServiceTimeoutError);
    expect(queued).not.toBeInstanceOf(SubmissionUncertainError);
    expect((queued as ServiceTimeoutError).detail).toMatch(/not sent/);
    expect(harness.server.requests).toHaveLength(1);
    for (const answer of held) answer();
    expect(await first).toMatchObject({ taskId: '7' });
  });
});
