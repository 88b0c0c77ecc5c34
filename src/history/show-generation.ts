import {
  type AutocompleteInteraction,
  type ButtonInteraction,
  type ChatInputCommandInteraction,
  MessageFlags,
} from 'discord.js';
import type { AppContext } from '../bot/context.js';
import { privateTranslator, publicTranslator } from '../bot/locale.js';
import { MAX_CHOICES } from '../discord/discord-rules.js';
import { truncate } from '../discord/text.js';
import { namedTranslator, namingIn } from '../image-backend/backend-naming.js';
import { fetchEntryImage } from './entry-image.js';
import { checkBeforePosting } from './post-check.js';
import { renderPosted, renderShown, type ShownGeneration } from './render-shown.js';
import { entryTakesWorkflow, historyEntryOf } from './run-history.js';

/** Discord's default upload limit, when an interaction does not say. */
const DEFAULT_ATTACHMENT_LIMIT = 10 * 1024 * 1024;

/** A choice's name is at most 100 characters. */
const CHOICE_CHARS = 100;

/**
 * The handler of generation `id` of the member's history with its image fetched again: privately
 * in the member's language with a button to post it, or (`publicly`) posted in the channel in its
 * language.
 */
const answerWithGeneration =
  (publicly: boolean) =>
  async (
    interaction: ChatInputCommandInteraction | ButtonInteraction,
    context: AppContext,
    id: string | undefined,
  ): Promise<void> => {
    const entry = await historyEntryOf(context, interaction, id);
    await interaction.deferReply(publicly ? {} : { flags: MessageFlags.Ephemeral });
    const maxBytes = interaction.attachmentSizeLimit || DEFAULT_ATTACHMENT_LIMIT;
    const naming = namingIn(context.backends)(entry.backend);
    const image = await fetchEntryImage(context, entry, interaction.user.id, maxBytes);
    const attached = image.kind === 'attached';
    if (publicly && attached) await checkBeforePosting(context, interaction, image.data);
    const shown: ShownGeneration = {
      entry,
      image: attached ? { fileName: image.name } : { missing: image.kind },
      takesWorkflow: entryTakesWorkflow(context, entry),
    };
    const message = publicly
      ? renderPosted(shown, namedTranslator(await publicTranslator(context, interaction), naming))
      : renderShown(shown, namedTranslator(privateTranslator(context, interaction), naming));
    const files = attached ? [{ name: image.name, attachment: image.data }] : [];
    await interaction.editReply({ ...message, files });
  };

/** `/show task:<id>`, or Show n: generation `id` of the member's history, privately, with Post. */
export const showGeneration = answerWithGeneration(false);

/** Post in channel: the generation, fetched again, as a public reply in the channel's language. */
export const postGeneration = answerWithGeneration(true);

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
