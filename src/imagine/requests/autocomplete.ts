import type { AutocompleteInteraction } from 'discord.js';
import type { AppContext } from '../../bot/context.js';
import { serverBackend } from '../../bot/server-backend.js';
import { MAX_CHOICES } from '../../discord/discord-rules.js';
import { listStyles } from '../../preferences/styles.js';
import { IMAGINE_OPTIONS } from '../options/imagine-options.js';

/**
 * `/imagine`'s autocomplete. `style`: the styles members can use here (built in, then the
 * server's own) whose name contains what was typed (any case); `model`: the models used recently
 * in this server that contain it, or, on a backend that lists its models (the Horde), those it
 * serves now (the list cached by the backend).
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
  } else if (focused.name === model.name) {
    const typed = String(focused.value);
    const models = await modelsOffered(context, guildId, typed);
    names = models.filter((name) => name.length <= model.maxLength);
  }
  await interaction.respond(names.slice(0, MAX_CHOICES).map((name) => ({ name, value: name })));
}

/** The models to offer for what was typed: the backend's own list, else the server's recent ones. */
async function modelsOffered(
  context: AppContext,
  guildId: string | null,
  typed: string,
): Promise<readonly string[]> {
  const { backend } = await serverBackend(context, guildId);
  if (backend.capabilities.choices.option === 'model' && backend.choices) {
    const wanted = typed.trim().toLowerCase();
    const served = await backend.choices().catch(() => []);
    return served.filter((name) => name.toLowerCase().includes(wanted));
  }
  return guildId ? context.stores.recentModels.list(guildId, typed) : [];
}
