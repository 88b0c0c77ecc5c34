import { ActionRowBuilder, ButtonBuilder, ButtonStyle } from 'discord.js';
import { customId } from '../../bot/command.js';

/** Custom id actions of the buttons under a generation; routed to `/imagine`'s handlers. */
export const GENERATION_ACTIONS = {
  reroll: 'reroll',
  details: 'details',
  delete: 'delete',
  retry: 'retry',
} as const;

const button = (action: string, label: string, style: ButtonStyle, ...args: string[]) =>
  new ButtonBuilder()
    .setCustomId(customId('imagine', action, ...args))
    .setLabel(label)
    .setStyle(style);

/** Re-roll, Details and Delete under a finished image. Delete carries the requester's id. */
export function resultButtons(jobId: string, requesterId: string) {
  return new ActionRowBuilder<ButtonBuilder>().addComponents(
    button(GENERATION_ACTIONS.reroll, '🎲 Re-roll', ButtonStyle.Primary, jobId),
    button(GENERATION_ACTIONS.details, 'ℹ️ Details', ButtonStyle.Secondary, jobId),
    button(GENERATION_ACTIONS.delete, '🗑️ Delete', ButtonStyle.Danger, jobId, requesterId),
  );
}

/** Retry and Details under a failed or timed-out generation. */
export function failureButtons(jobId: string) {
  return new ActionRowBuilder<ButtonBuilder>().addComponents(
    button(GENERATION_ACTIONS.retry, '🔁 Retry', ButtonStyle.Primary, jobId),
    button(GENERATION_ACTIONS.details, 'ℹ️ Details', ButtonStyle.Secondary, jobId),
  );
}
