import type { ButtonInteraction } from 'discord.js';
import { MessageFlags } from 'discord.js';
import { describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../../../src/bot/context.js';
import { createI18n } from '../../../src/i18n/translator.js';
import { cancelGeneration } from '../../../src/imagine/requests/cancel-generation.js';
import type { GenerationJob } from '../../../src/jobs/generation-job.js';

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
  it('answers beside a private reply, never in it, when its generation left the queue meanwhile', async () => {
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
    await cancelGeneration(interaction as unknown as ButtonInteraction, context, reply);
    expect(calls).toEqual(['deferUpdate', 'followUp']);
    expect(interaction.followUp).toHaveBeenCalledWith(
      expect.objectContaining({
        flags: MessageFlags.Ephemeral,
        content: expect.stringContaining('⚠️ It already left the queue'),
      }),
    );
  });
});
