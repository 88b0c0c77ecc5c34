import type { AutocompleteInteraction } from 'discord.js';
import type { AppContext } from '../../bot/context.js';
import { IMAGINE_OPTIONS } from '../options/imagine-options.js';

/** Discord shows at most 25 choices. */
const MAX_CHOICES = 25;

/** `model` autocomplete: the models used recently in this server that contain what was typed. */
export async function autocompleteModel(
  interaction: AutocompleteInteraction,
  context: AppContext,
): Promise<void> {
  const focused = interaction.options.getFocused(true);
  if (focused.name !== IMAGINE_OPTIONS.model.name || !interaction.guildId) {
    await interaction.respond([]);
    return;
  }
  const models = await context.stores.recentModels.list(interaction.guildId, String(focused.value));
  await interaction.respond(
    models
      .filter((model) => model.length <= IMAGINE_OPTIONS.model.maxLength)
      .slice(0, MAX_CHOICES)
      .map((model) => ({ name: model, value: model })),
  );
}
