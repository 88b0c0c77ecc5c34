import { describe, expect, it, vi } from 'vitest';
import { HORDE_CAPABILITIES } from '../../../../src/backends/horde/horde-capabilities.js';
import { createLogger, type LogFields } from '../../../../src/core/logger.js';
import type { RegisteredBackend } from '../../../../src/image-backend/backend-registry.js';
import type { SubmitOptions } from '../../../../src/image-backend/backend-types.js';
import type { ImageBackend } from '../../../../src/image-backend/image-backend.js';
import { CountOverBudgetError } from '../../../../src/imagine/imagine-errors.js';
import {
  checkEstimatedRoom,
  ESTIMATE_DEADLINE_MS,
  type EstimateDeps,
} from '../../../../src/imagine/requests/admission/estimated-room.js';
import type { Payer } from '../../../../src/imagine/requests/admission/payer.js';
import type { BudgetRoom } from '../../../../src/store/budget-caps.js';

const serverPays = (budgetUnit = 'kudos'): Payer => ({
  keySource: 'server',
  keyRef: { kind: 'server', guildId: 'g1' },
  dailyLimit: 10,
  budget: { daily: 20 },
  budgetUnit,
});
const reply = { request: { prompt: 'a fox' }, images: 2 };

/** A Horde-like backend whose estimate of one task is `estimate` (its calls recorded). */
function backendOf(estimate: (options: SubmitOptions) => Promise<number>) {
  const calls: { apiKey: string; options: SubmitOptions }[] = [];
  const backend = {
    capabilities: HORDE_CAPABILITIES,
    estimate: (apiKey: string, _request: unknown, options: SubmitOptions = {}) => {
      calls.push({ apiKey, options });
      return estimate(options);
    },
  } as unknown as ImageBackend;
  const registered = { id: 'horde', name: 'AI Horde', backend } as RegisteredBackend;
  return { registered, calls };
}

function depsOf(room: BudgetRoom | undefined) {
  const lines: LogFields[] = [];
  const logger = createLogger({ level: 'debug', write: (line) => lines.push(JSON.parse(line)) });
  const deps = {
    stores: {
      apiKeys: { get: async () => undefined },
      guildSettings: { getServerKey: async () => ({ apiKey: 'server-key-0001' }) },
      budget: { room: async () => room },
    },
    logger,
  } as unknown as EstimateDeps;
  return { deps, lines };
}

const daily = (left: number): BudgetRoom => ({
  left,
  period: 'daily',
  resetsAt: Date.UTC(2030, 0, 2),
});

describe('checkEstimatedRoom', () => {
  it("refuses a reply priced over the room, one task's estimate times its images, with the server key", async () => {
    const { registered, calls } = backendOf(async () => 6);
    const { deps } = depsOf(daily(11));
    const refused = await checkEstimatedRoom(deps, registered, serverPays(), reply).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(CountOverBudgetError);
    expect((refused as Error).message).toBe(
      'These 2 images would cost about 12 kudos by the image backend’s estimate, over this server’s daily budget: 11 kudos left. Ask for fewer or smaller images, or link your own key with `/apikey link`; nothing was charged.',
    );
    expect(calls.map((call) => call.apiKey)).toEqual(['server-key-0001']);
    // Admitted: each image then takes one task's estimate of the budget, rounded up to whole kudos.
    await expect(
      checkEstimatedRoom(depsOf(daily(12)).deps, registered, serverPays(), reply),
    ).resolves.toBe(6);
    const fractional = backendOf(async () => 5.2).registered;
    await expect(
      checkEstimatedRoom(depsOf(daily(12)).deps, fractional, serverPays(), reply),
    ).resolves.toBe(6);
  });

  it('asks nothing without a capped budget in the cost unit, or when the server key does not pay', async () => {
    const { registered, calls } = backendOf(async () => 100);
    await checkEstimatedRoom(depsOf(undefined).deps, registered, serverPays(), reply);
    await checkEstimatedRoom(depsOf(daily(1)).deps, registered, serverPays('generations'), reply);
    const own: Payer = { keySource: 'user', keyRef: { kind: 'user', userId: 'u1' } };
    await checkEstimatedRoom(depsOf(daily(1)).deps, registered, own, reply);
    const noEstimates = {
      ...registered,
      backend: { ...registered.backend, capabilities: { ...HORDE_CAPABILITIES, estimates: false } },
    } as RegisteredBackend;
    await checkEstimatedRoom(depsOf(daily(1)).deps, noEstimates, serverPays(), reply);
    expect(calls).toEqual([]);
  });

  it('admits on the budget alone, logged, when the estimate fails', async () => {
    const { registered } = backendOf(async () => {
      throw new Error('HTTP 429');
    });
    const { deps, lines } = depsOf(daily(1));
    await expect(
      checkEstimatedRoom(deps, registered, serverPays(), reply),
    ).resolves.toBeUndefined();
    expect(lines.map((line) => line.msg)).toEqual([
      'no estimate of a generation before it starts: admitted on the budget',
    ]);
  });

  it('gives up once Discord’s answer would be late: the deadline runs from when the member asked', async () => {
    vi.useFakeTimers();
    try {
      const { registered, calls } = backendOf(
        (options) =>
          new Promise((_, reject) =>
            options.signal?.addEventListener('abort', () => reject(options.signal?.reason)),
          ),
      );
      const { deps, lines } = depsOf(daily(1));
      const askedAt = Date.now() - 500;
      const checked = checkEstimatedRoom(deps, registered, serverPays(), { ...reply, askedAt });
      let settled = false;
      void checked.finally(() => {
        settled = true;
      });
      await vi.advanceTimersByTimeAsync(ESTIMATE_DEADLINE_MS - 501);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await expect(checked).resolves.toBeUndefined();
      expect(calls).toHaveLength(1);
      expect(lines[0]).toMatchObject({ timedOut: true });
    } finally {
      vi.useRealTimers();
    }
  });
});
