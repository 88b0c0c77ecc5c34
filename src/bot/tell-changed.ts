import type { BaseInteraction } from 'discord.js';
import type { ModeratedSetting } from '../core/moderation-events.js';
import type { AppContext } from './context.js';

/**
 * Tells the moderation log that the member behind `interaction` changed `setting` of its server
 * (nothing outside a server). `value` is a short summary, already safe as message text: numbers,
 * a masked key, a channel or role mention, escaped user text.
 */
export function tellChanged(
  context: Pick<AppContext, 'moderation'>,
  interaction: BaseInteraction,
  setting: ModeratedSetting,
  value?: string,
): void {
  const { guildId } = interaction;
  if (!guildId) return;
  context.moderation?.emit('changed', {
    guildId,
    userId: interaction.user.id,
    setting,
    ...(value === undefined ? {} : { value }),
  });
}
