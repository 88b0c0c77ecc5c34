import type { RepliableInteraction } from 'discord.js';
import type { AppContext } from '../../bot/context.js';
import { privateTranslator, publicLocaleOf } from '../../bot/locale.js';
import { CARD_COLORS, renderCard } from '../render/card.js';

/**
 * What tells a member, on their deferred answer (the card to be), that their image waits its turn
 * for the input budget (`intakeInput`'s `onWait`): one line in the answer's language (the server's
 * for a public answer, as the card will be), replaced by the card once the image is taken in. A
 * failure to tell is logged, never thrown: the image goes on waiting its turn.
 */
export function tellInputWaits(
  interaction: RepliableInteraction,
  context: AppContext,
  { ephemeral }: { readonly ephemeral: boolean },
): () => Promise<void> {
  return async () => {
    try {
      const t = ephemeral
        ? privateTranslator(context, interaction)
        : context.i18n.translator(await publicLocaleOf(context, interaction));
      const texts = [t.t('imagesIn.waitsTurn')];
      await interaction.editReply(renderCard({ accent: CARD_COLORS.running, texts }));
    } catch (error) {
      context.logger.info('could not tell a member their image waits its turn', { error });
    }
  };
}
