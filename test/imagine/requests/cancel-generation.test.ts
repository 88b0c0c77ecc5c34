import type { ButtonInteraction } from 'discord.js';
import { describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../../../src/bot/context.js';
import { describeError } from '../../../src/bot/error-boundary.js';
import { createI18n } from '../../../src/i18n/translator.js';
import { NothingToCancelError } from '../../../src/imagine/imagine-errors.js';
import { cancelGeneration } from '../../../src/imagine/requests/cancel-generation.js';
import type { GenerationJob } from '../../../src/jobs/generation-job.js';
import { en } from '../../helpers/i18n.js';

/** A private reply's Cancel, clicked by its requester: the calls it makes, recorded. */
function clickedCancel() {
  const calls: string[] = [];
  const record =
    (name: string) =>
    async (...args: unknown[]) => {
      calls.push(name);
      return args[0];
    };
  const interaction = {
    user: { id: 'u1' },
    locale: 'en-US',
    memberPermissions: null,
    deferUpdate: vi.fn(record('deferUpdate')),
    editReply: vi.fn(record('editReply')),
    followUp: vi.fn(record('followUp')),
  };
  return { interaction, calls };
}

describe('cancelGeneration', () => {
  it('refuses, writing nothing in the reply, when its generation left the queue meanwhile', async () => {
    const waiting = {
      id: 'r1',
      state: 'waiting',
      target: { reply: { jobIds: ['r1'], ephemeral: true } },
    };
    const context = {
      i18n: createI18n(),
      jobs: { get: async () => waiting, cancelQueued: async () => false },
    } as unknown as AppContext;
    const { interaction, calls } = clickedCancel();
    const reply = waiting as unknown as GenerationJob;
    const refused = cancelGeneration(interaction as unknown as ButtonInteraction, context, reply);
    await expect(refused).rejects.toBeInstanceOf(NothingToCancelError);
    const error = await refused.catch((thrown: unknown) => thrown);
    expect(describeError(error, en).message).toContain('It already left the queue');
    // Deferred, nothing written in the reply: the error boundary answers beside a private card
    // (test/bot/error-boundary.test.ts).
    expect(calls).toEqual(['deferUpdate']);
  });
});
