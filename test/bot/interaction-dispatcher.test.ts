import { DiscordAPIError, type Interaction } from 'discord.js';
import { describe, expect, it, vi } from 'vitest';
import type { AnyCommand } from '../../src/bot/command.js';
import type { AppContext } from '../../src/bot/context.js';
import { createInteractionDispatcher } from '../../src/bot/interaction-dispatcher.js';
import { i18n } from '../helpers/i18n.js';

const callbackError = (code: number, message: string) =>
  new DiscordAPIError(
    { code, message },
    code,
    404,
    'POST',
    'https://discord.test/api/v10/interactions/1/token/callback',
    { body: undefined, files: undefined },
  );

/** A slash command in a direct message whose handler fails with `error`, with a spied `reply`. */
function failingCommand(error: Error) {
  const command = {
    data: { name: 'imagine' },
    execute: async () => {
      throw error;
    },
  } as unknown as AnyCommand;
  const reply = vi.fn(async () => undefined);
  const interaction = {
    id: '10',
    type: 2,
    commandName: 'imagine',
    locale: 'en-US',
    guildId: null,
    user: { id: '20' },
    replied: false,
    deferred: false,
    isChatInputCommand: () => true,
    isMessageContextMenuCommand: () => false,
    isAutocomplete: () => false,
    reply,
  } as unknown as Interaction;
  const logger = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const context = {
    stores: { reachability: { assertReachable: () => undefined, explain: (e: unknown) => e } },
    i18n,
    logger,
  } as unknown as AppContext;
  return { dispatch: createInteractionDispatcher([command], context), interaction, reply, logger };
}

describe('createInteractionDispatcher', () => {
  it('answers an unexpected failure privately, with an error id', async () => {
    const { dispatch, interaction, reply, logger } = failingCommand(new TypeError('boom'));
    await dispatch(interaction);
    expect(reply).toHaveBeenCalledOnce();
    expect(logger.error).toHaveBeenCalledWith('interaction failed', expect.anything());
  });

  it('sends nothing more once Discord says the interaction is unknown (10062): it can no longer be answered', async () => {
    const expired = callbackError(10062, 'Unknown interaction');
    const { dispatch, interaction, reply, logger } = failingCommand(expired);
    await dispatch(interaction);
    expect(reply).not.toHaveBeenCalled();
    expect(logger.error).not.toHaveBeenCalled();
    expect(logger.warn).toHaveBeenCalledWith(
      'interaction expired before it was answered',
      expect.objectContaining({ interaction: '10' }),
    );
  });

  it('sends nothing more once another process answered first (40060): the member sees that answer', async () => {
    const answered = callbackError(40060, 'Interaction has already been acknowledged.');
    const { dispatch, interaction, reply, logger } = failingCommand(answered);
    await dispatch(interaction);
    expect(reply).not.toHaveBeenCalled();
    expect(logger.error).not.toHaveBeenCalled();
    expect(logger.warn).toHaveBeenCalledWith(
      'interaction answered elsewhere before this answer',
      expect.objectContaining({ interaction: '10' }),
    );
  });
});
