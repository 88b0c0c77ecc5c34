import type {
  ButtonInteraction,
  MessageContextMenuCommandInteraction,
  ModalSubmitInteraction,
} from 'discord.js';
import type { ComponentId } from '../../bot/component-id.js';
import type { AppContext } from '../../bot/context.js';
import { privateTranslator } from '../../bot/locale.js';
import { serverWorkflows } from '../../bot/server-backend.js';
import { listStyles } from '../../preferences/styles.js';
import { type FormChoices, imagineForm, readImagineForm } from '../form/imagine-form.js';
import { NothingToImagineError } from '../imagine-errors.js';
import { hasVisibleText } from '../options/generation-spec.js';
import { IMAGINE_OPTIONS } from '../options/imagine-options.js';
import { imagine } from './run-imagine.js';

/** The form's fields, in order: the message's text as the prompt, choices, a workflow file. */
const FIELDS = ['prompt', 'style', 'workflow', 'size', 'workflowFile'] as const;

/** The form's fields where `choices` are offered: no workflow select where there are none. */
const fieldsFor = (choices: FormChoices) =>
  FIELDS.filter((field) => field !== 'workflow' || (choices.workflows?.length ?? 0) > 0);

/** The choices the form offers here: the server's styles (built in, then its own), its workflows. */
async function choicesHere(context: AppContext, guildId: string | null): Promise<FormChoices> {
  return {
    styles: (await listStyles(context.stores, guildId)).map((style) => style.name),
    workflows: (await serverWorkflows(context, guildId))?.names,
  };
}

/**
 * "Imagine this": opens the `/imagine` form with the message's text as the prompt; `formId`
 * routes the submit back.
 * @throws {NothingToImagineError} when the message has no visible text.
 */
export async function showImagineThisForm(
  interaction: MessageContextMenuCommandInteraction,
  context: AppContext,
  formId: ComponentId,
): Promise<void> {
  const text = interaction.targetMessage.content.trim();
  if (!hasVisibleText(text)) throw new NothingToImagineError();
  await showImagineForm(interaction, context, formId.build(), text);
}

/**
 * Opens the "Imagine this" form (the `/imagine` form) with `text` as the prompt (a message's, a
 * caption), under `customId` ({@link runImagineThis} runs its submit).
 */
export async function showImagineForm(
  interaction: MessageContextMenuCommandInteraction | ButtonInteraction,
  context: AppContext,
  customId: string,
  text: string,
): Promise<void> {
  const t = privateTranslator(context, interaction);
  const prompt = text.slice(0, IMAGINE_OPTIONS.prompt.maxLength);
  const choices = await choicesHere(context, interaction.guildId);
  const title = t.t('imagineThis.title');
  await interaction.showModal(
    imagineForm(t, { customId, title }, fieldsFor(choices), { prompt }, choices),
  );
}

/** The "Imagine this" form, submitted: runs `/imagine` ({@link imagine}) with what it says. */
export async function runImagineThis(
  interaction: ModalSubmitInteraction,
  context: AppContext,
): Promise<void> {
  const choices = await choicesHere(context, interaction.guildId);
  const typed = readImagineForm(interaction, fieldsFor(choices), {}, choices);
  await imagine(interaction, context, { prompt: '', ...typed });
}
