import type { AutocompleteInteraction, ChatInputCommandInteraction } from 'discord.js';
import type { AppContext } from '../bot/context.js';
import { privateTranslator } from '../bot/locale.js';
import { EPHEMERAL } from '../bot/private-answers.js';
import { changeSetting } from '../bot/setting-flow.js';
import { MAX_CHOICES } from '../discord/discord-rules.js';
import { userText } from '../discord/text.js';
import { SERVER_SETTINGS } from '../preferences/server-settings.js';
import { UnknownBackendError } from './apikey-errors.js';

/**
 * `/apikey server backend backend:` (Manage Server): the image backend this server's generations
 * and keys use, one of those the operator configured (by id, or by the name it was offered as);
 * keys, settings and history stay as they are.
 */
export async function setServerBackend(
  interaction: ChatInputCommandInteraction,
  context: AppContext,
  { backend: typed }: { readonly backend: string },
): Promise<void> {
  const wanted = typed.trim().toLowerCase();
  const chosen = context.backends
    .list()
    .find(({ id, name }) => id === wanted || name.toLowerCase() === wanted);
  if (!chosen) {
    const offered = context.backends
      .list()
      .map(({ name }) => name)
      .join(', ');
    throw new UnknownBackendError(userText(typed, 60), offered);
  }
  await changeSetting(context, interaction, SERVER_SETTINGS.backend, chosen.id, {
    part: 'apikey server',
  });
  const t = privateTranslator(context, interaction);
  const content = t.t('apikey.server.backendSet', { backend: chosen.name });
  await interaction.reply({ content, ...EPHEMERAL });
}

/** The backends the operator offers whose name or id contains what was typed. */
export async function autocompleteBackend(
  interaction: AutocompleteInteraction,
  context: AppContext,
): Promise<void> {
  const typed = String(interaction.options.getFocused()).trim().toLowerCase();
  const choices = context.backends
    .list()
    .filter(({ id, name }) => id.includes(typed) || name.toLowerCase().includes(typed))
    .slice(0, MAX_CHOICES)
    .map(({ id, name }) => ({ name, value: id }));
  await interaction.respond(choices);
}
