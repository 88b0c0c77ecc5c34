import {
  type AutocompleteInteraction,
  type ButtonInteraction,
  type ChatInputCommandInteraction,
  MessageFlags,
  type RepliableInteraction,
} from 'discord.js';
import type { AppContext } from '../bot/context.js';
import { privateTranslator, publicTranslator } from '../bot/locale.js';
import { truncate } from '../discord/text.js';
import type { HistoryEntry } from '../store/generation-history-store.js';
import { fetchEntryImage } from './entry-image.js';
import { renderPosted, renderShown, type ShownGeneration } from './render-shown.js';
import { historyEntryOf } from './run-history.js';

/** Discord's default upload limit, when an interaction does not say. */
const DEFAULT_ATTACHMENT_LIMIT = 10 * 1024 * 1024;

/** Autocomplete offers at most this many (Discord's maximum). */
const MAX_CHOICES = 25;

/** A choice's name is at most 100 characters. */
const CHOICE_CHARS = 100;

async function shownOf(
  context: AppContext,
  interaction: RepliableInteraction,
  entry: HistoryEntry,
): Promise<{ shown: ShownGeneration; files: { name: string; attachment: Buffer }[] }> {
  const maxBytes = interaction.attachmentSizeLimit || DEFAULT_ATTACHMENT_LIMIT;
  const image = await fetchEntryImage(context, entry, interaction.user.id, maxBytes);
  if (image.kind !== 'attached')
    return { shown: { entry, image: { missing: image.kind } }, files: [] };
  return {
    shown: { entry, image: { fileName: image.name } },
    files: [{ name: image.name, attachment: image.data }],
  };
}

/**
 * Shows generation `id` of the member's history privately: its image where the service still
 * serves it, else its parameters and message link, with a button to post it in the channel.
 */
export async function showGeneration(
  interaction: ChatInputCommandInteraction | ButtonInteraction,
  context: AppContext,
  id: string | undefined,
): Promise<void> {
  const entry = await historyEntryOf(context, interaction, id);
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const { shown, files } = await shownOf(context, interaction, entry);
  await interaction.editReply({
    ...renderShown(shown, privateTranslator(context, interaction)),
    files,
  });
}

/** `/show task:<id>`. */
export function runShow(
  interaction: ChatInputCommandInteraction,
  context: AppContext,
  { task }: { readonly task: string },
) {
  return showGeneration(interaction, context, task);
}

/** Post in channel: the generation, fetched again, as a public reply in the channel's language. */
export async function postGeneration(
  interaction: ButtonInteraction,
  context: AppContext,
  id: string | undefined,
): Promise<void> {
  const entry = await historyEntryOf(context, interaction, id);
  await interaction.deferReply();
  const { shown, files } = await shownOf(context, interaction, entry);
  await interaction.editReply({
    ...renderPosted(shown, await publicTranslator(context, interaction)),
    files,
  });
}

/** `/show`'s `task` choices: the member's generations whose prompt or id holds what was typed. */
export async function autocompleteShow(
  interaction: AutocompleteInteraction,
  context: AppContext,
): Promise<void> {
  const typed = interaction.options.getFocused().trim().toLowerCase();
  const t = privateTranslator(context, interaction);
  const now = Date.now();
  const entries = await context.stores.history.list(interaction.user.id);
  const choices = entries
    .filter((entry) => entry.prompt.toLowerCase().includes(typed) || entry.id.startsWith(typed))
    .slice(0, MAX_CHOICES)
    .map((entry) => {
      const ago = t.t('history.ago', { duration: t.duration(Math.max(0, now - entry.createdAt)) });
      const suffix = ` · ${ago}`;
      const prompt = truncate(entry.prompt.replace(/\s+/g, ' '), CHOICE_CHARS - suffix.length);
      return { name: `${prompt}${suffix}`, value: entry.id };
    });
  await interaction.respond(choices);
}
