import type { AutocompleteInteraction } from 'discord.js';
import type { AppContext } from '../../bot/context.js';
import { listStyles } from '../../preferences/styles.js';

/** Discord shows at most 25 choices. */
const MAX_CHOICES = 25;

/**
 * `style` autocomplete: the styles members can use here (built in, then the server's own) whose
 * name contains what was typed (any case).
 */
export async function autocompleteStyle(
  interaction: AutocompleteInteraction,
  context: AppContext,
): Promise<void> {
  const typed = String(interaction.options.getFocused()).trim().toLowerCase();
  const styles = await listStyles(context.stores, interaction.guildId);
  await interaction.respond(
    styles
      .filter((style) => style.name.toLowerCase().includes(typed))
      .slice(0, MAX_CHOICES)
      .map((style) => ({ name: style.name, value: style.name })),
  );
}
