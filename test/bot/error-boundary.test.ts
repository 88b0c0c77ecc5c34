import { DiscordAPIError, type Interaction, MessageFlags, MessageFlagsBitField } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { describeError, respondWithError } from '../../src/bot/error-boundary.js';
import { RestartingError } from '../../src/core/app-error.js';
import { en } from '../helpers/i18n.js';

describe('describeError', () => {
  it('shows a typed error as it is, without an id', () => {
    expect(describeError(new RestartingError(), en)).toEqual({
      message: 'The bot is restarting. Please try again in a minute.',
    });
  });

  it('hides an unexpected error behind an id the user can quote', () => {
    const described = describeError(new TypeError('x is undefined at /src/secret.ts:1'), en, {
      newId: () => 'abc123',
    });
    expect(described.errorId).toBe('abc123');
    expect(described.message).toContain('error id `abc123`');
    expect(described.message).not.toContain('secret.ts');
  });

  it('says plainly, without an id, that the server’s AutoMod blocked an answer (200000)', () => {
    const blocked = new DiscordAPIError(
      { code: 200000, message: 'Message was blocked by automatic moderation' },
      200000,
      400,
      'POST',
      '/interactions/1/token/callback',
      {},
    );
    expect(describeError(blocked, en, { newId: () => 'abc123' })).toEqual({
      message:
        'Discord’s AutoMod in this server blocked the bot’s reply: its text matched one of the server’s AutoMod rules. Nothing was charged and there is nothing else to do; you can try other words.',
    });
  });
});

describe('respondWithError after a deferred update of a private message', () => {
  /** A clicked button whose update was deferred, on a private message with `flags`. */
  const deferredClick = (flags: number) => {
    const calls: string[] = [];
    const interaction = {
      deferred: true,
      replied: false,
      ephemeral: null,
      isAutocomplete: () => false,
      isMessageComponent: () => true,
      message: { flags: new MessageFlagsBitField(flags) },
      editReply: async () => void calls.push('edit'),
      followUp: async (answer: { flags?: number }) =>
        void calls.push(
          answer.flags === MessageFlags.Ephemeral ? 'private follow-up' : 'follow-up',
        ),
      deleteReply: async () => void calls.push('delete'),
    };
    return { interaction: interaction as unknown as Interaction, calls };
  };

  it('edits a private panel into the error', async () => {
    const { interaction, calls } = deferredClick(MessageFlags.Ephemeral);
    await respondWithError(interaction, 'no', en);
    expect(calls).toEqual(['edit']);
  });

  it('answers beside a private card (a generation) instead of replacing it', async () => {
    const { interaction, calls } = deferredClick(
      MessageFlags.Ephemeral | MessageFlags.IsComponentsV2,
    );
    await respondWithError(interaction, 'no', en);
    expect(calls).toEqual(['private follow-up']);
  });
});
