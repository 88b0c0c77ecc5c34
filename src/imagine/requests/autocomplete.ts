import type { AutocompleteInteraction } from 'discord.js';
import type { AppContext } from '../../bot/context.js';
import { MAX_CHOICES } from '../../discord/discord-rules.js';
import { listStyles } from '../../preferences/styles.js';
import { IMAGINE_OPTIONS } from '../options/imagine-options.js';

/**
 * `/imagine`'s autocomplete. `style`: the styles members can use here (built in, then the
 * server's own) whose name contains what was typed (any case); `model`: the models used recently
 * in this server that contain it.
 */
export async function autocompleteImagine(
  interaction: AutocompleteInteraction,
  context: AppContext,
): Promise<void> {
  const focused = interaction.options.getFocused(true);
  const { guildId } = interaction;
  const { style, model } = IMAGINE_OPTIONS;
  let names: string[] = [];
  if (focused.name === style.name) {
    const typed = String(focused.value).trim().toLowerCase();
    const styles = await listStyles(context.stores, guildId);
    names = styles.map(({ name }) => name).filter((name) => name.toLowerCase().includes(typed));
  } else if (focused.name === model.name && guildId) {
    const models = await context.stores.recentModels.list(guildId, String(focused.value));
    names = models.filter((name) => name.length <= model.maxLength);
  }
  await interaction.respond(names.slice(0, MAX_CHOICES).map((name) => ({ name, value: name })));
}
