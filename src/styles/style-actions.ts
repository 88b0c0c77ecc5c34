import type {
  AutocompleteInteraction,
  ChatInputCommandInteraction,
  ModalSubmitInteraction,
} from 'discord.js';
import type { AppContext } from '../bot/context.js';
import { privateTranslator } from '../bot/locale.js';
import { EPHEMERAL } from '../bot/private-answers.js';
import { serverOf } from '../bot/rights.js';
import { serverBackend } from '../bot/server-backend.js';
import { chosenLoras } from '../bot/server-loras.js';
import { tellChanged } from '../bot/setting-flow.js';
import { MAX_CHOICES } from '../discord/discord-rules.js';
import { EMBED_LIMITS, shownName, truncate, userText } from '../discord/text.js';
import type { Translator } from '../i18n/translator.js';
import { InvalidParameterError } from '../image-backend/backend-errors.js';
import { workflowChoices } from '../image-backend/workflow-choices.js';
import { type LoraChoice, loraChoiceText } from '../preferences/lora-choice.js';
import { isBuiltInName, listStyles, STYLE_LIMITS, type Style } from '../preferences/styles.js';
import { StyleError } from './style-errors.js';
import { optionsText, readStyleForm, styleForm } from './style-form.js';

function styleLine(style: Style, t: Translator): string {
  const line = t.t('styles.line', {
    name: shownName(style.name, STYLE_LIMITS.name),
    kind: style.builtIn ? 'builtIn' : 'server',
    template: userText(style.template, 200),
  });
  const options = optionsText(style.options as Record<string, string | number>);
  return options ? `${line}\n-# ${t.t('styles.sets', { options })}` : line;
}

/** `/styles list`: privately, every style members can use here, and how. */
export async function listStylesHere(
  interaction: ChatInputCommandInteraction,
  context: AppContext,
): Promise<void> {
  const t = privateTranslator(context, interaction);
  const styles = await listStyles(context.stores, interaction.guildId);
  const body = styles.map((style) => styleLine(style, t)).join('\n');
  await interaction.reply({
    ...EPHEMERAL,
    embeds: [
      {
        title: t.t('styles.title'),
        color: 0x5865f2,
        description: truncate(body, EMBED_LIMITS.description),
        footer: { text: t.t('styles.howToUse') },
      },
    ],
  });
}

/** `/styles add` (Manage Server): the form of a new style. */
export async function addStyle(
  interaction: ChatInputCommandInteraction,
  context: AppContext,
): Promise<void> {
  await interaction.showModal(styleForm(privateTranslator(context, interaction)));
}

/** The server's own style named `typed`, or a refusal. */
async function ownStyle(
  interaction: ChatInputCommandInteraction,
  context: AppContext,
  typed: string,
) {
  const guildId = serverOf(interaction, 'styles');
  const name = typed.trim();
  if (isBuiltInName(name)) throw new StyleError('builtInFixed');
  const style = await context.stores.styles.get(guildId, name);
  if (!style) throw new StyleError('notFound', { name: userText(name, 100) });
  return { guildId, style };
}

/** `/styles edit style:` (Manage Server): the form of that style, filled in. */
export async function editStyle(
  interaction: ChatInputCommandInteraction,
  context: AppContext,
  { style: named }: { readonly style: string },
): Promise<void> {
  const { style } = await ownStyle(interaction, context, named);
  await interaction.showModal(styleForm(privateTranslator(context, interaction), style));
}

/** `/styles remove style:` (Manage Server). */
export async function removeStyle(
  interaction: ChatInputCommandInteraction,
  context: AppContext,
  { style: named }: { readonly style: string },
): Promise<void> {
  const { guildId, style } = await ownStyle(interaction, context, named);
  await context.stores.styles.remove(guildId, style.name);
  await tellStyleChanged(interaction, context, 'styles.removed', style.name);
}

/** Logs a change of the style `name` and tells the manager what was done (`said`). */
async function tellStyleChanged(
  interaction: ChatInputCommandInteraction | ModalSubmitInteraction,
  context: AppContext,
  said: 'styles.removed' | 'styles.saved',
  name: string,
): Promise<void> {
  const shown = shownName(name, STYLE_LIMITS.name);
  tellChanged(context, interaction, 'styles', shown);
  const t = privateTranslator(context, interaction);
  await interaction.reply({ ...EPHEMERAL, content: t.t(said, { name: shown }) });
}

/**
 * A style's LoRAs as the server offers them (what its backend takes, their weights).
 * @throws {StyleError} for one it does not offer (not allowed, not on the server, forged), a
 * weight out of range, more than three, or a backend taking none.
 */
async function styleLoras(
  context: AppContext,
  guildId: string,
  typed: readonly LoraChoice[],
  workflow: string | number | undefined,
): Promise<LoraChoice[]> {
  const texts = typed.map(loraChoiceText);
  try {
    const shown = typeof workflow === 'string' ? workflow : undefined;
    const uses = await chosenLoras(context, guildId, texts, shown);
    return uses.map(({ name, weight }) => ({ name, weight }));
  } catch (error) {
    if (!(error instanceof InvalidParameterError)) throw error;
    throw new StyleError('badLora', { problem: error.problem.values?.problem ?? error.problem });
  }
}

/**
 * A style form submitted (a new style, or `replacing` when edited): checked, then saved.
 * @throws {StyleError} when it cannot be (nothing is saved).
 */
export async function saveStyle(
  interaction: ModalSubmitInteraction,
  context: AppContext,
  replacing?: string,
): Promise<void> {
  const guildId = serverOf(interaction, 'styles');
  const { backend } = await serverBackend(context, guildId);
  const typed = readStyleForm(
    interaction,
    { userId: interaction.user.id, at: Date.now() },
    {
      workflows: (await workflowChoices(backend))?.names,
      promptSyntax: backend.capabilities.promptSyntax,
    },
  );
  const loras =
    typed.loras && (await styleLoras(context, guildId, typed.loras, typed.options.workflow));
  const style = { ...typed, ...(loras && { loras }) };
  const saved = await context.stores.styles.put(guildId, style, replacing ?? style.name);
  if (saved === 'full') throw new StyleError('full', { max: 25 });
  if (saved === 'taken') throw new StyleError('taken', { name: style.name });
  await tellStyleChanged(interaction, context, 'styles.saved', style.name);
}

/** `style` autocomplete of edit and remove: this server's own styles containing what was typed. */
export async function autocompleteOwnStyle(
  interaction: AutocompleteInteraction,
  context: AppContext,
): Promise<void> {
  const typed = String(interaction.options.getFocused()).trim().toLowerCase();
  const own = interaction.guildId ? await context.stores.styles.list(interaction.guildId) : [];
  await interaction.respond(
    own
      .filter((style) => style.name.toLowerCase().includes(typed))
      .slice(0, MAX_CHOICES)
      .map((style) => ({ name: style.name, value: style.name })),
  );
}
