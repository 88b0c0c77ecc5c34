import { MessageFlags, type RepliableInteraction } from 'discord.js';
import { NO_MENTIONS } from '../discord/no-mentions.js';
import { AppError } from '../errors/app-error.js';
import type { Logger } from '../logger.js';

/**
 * Runs `work` after `interaction` was deferred publicly. When it throws an expected error (no key,
 * daily limit, bad workflow file…), the public "thinking" placeholder is deleted and the member is
 * told privately, as a refusal before deferring would be. Other errors reach the error boundary.
 */
export async function withPrivateRefusal(
  interaction: RepliableInteraction,
  logger: Logger,
  work: () => Promise<void>,
): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    logger.info('interaction refused', { interaction: interaction.id, reason: error.name });
    await interaction.deleteReply().catch(() => undefined);
    await interaction.followUp({
      content: `⚠️ ${error.message}`,
      flags: MessageFlags.Ephemeral,
      allowedMentions: NO_MENTIONS,
    });
  }
}
