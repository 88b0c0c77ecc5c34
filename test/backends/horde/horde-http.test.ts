import { Agent } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type HordeEmulator, startHordeEmulator } from '../../../sandbox/horde/index.js';
import { hordeRequest } from '../../../src/backends/horde/horde-http.js';
import { AppError } from '../../../src/core/app-error.js';

describe('hordeRequest', () => {
  let horde: HordeEmulator;
  const dispatcher = new Agent();
  beforeAll(async () => {
    horde = await startHordeEmulator({ rateLimits: false });
  });
  afterAll(async () => {
    await horde.close();
    await dispatcher.close();
  });

  it('keeps the key out of a refusal whose message repeats it (find_user: UserNotFound)', async () => {
    const apiKey = 'nobody-horde-key-9999';
    const settings = {
      baseUrl: `${horde.url}/api`,
      timeoutMs: 5_000,
      clientAgent: 'test:1:x',
      dispatcher,
    };
    const call = {
      method: 'GET',
      path: '/find_user',
      apiKey,
      schema: z.unknown(),
      what: 'find_user',
    } as const;
    const failure = await hordeRequest(settings, call).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    const detail = String((failure as AppError & { detail?: string }).detail);
    expect(detail).toContain('404');
    expect(detail).toContain('[key]');
    expect(detail).not.toContain(apiKey);
  });
});
