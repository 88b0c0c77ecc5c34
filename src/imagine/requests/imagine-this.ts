import type { MessageContextMenuCommandInteraction, ModalSubmitInteraction } from 'discord.js';
import type { ComponentId } from '../../bot/component-id.js';
import type { AppContext } from '../../bot/context.js';
import { privateTranslator } from '../../bot/locale.js';
import { NothingToImagineError } from '../errors.js';
import { type FormLayout, imagineForm, readImagineForm } from '../form/imagine-form.js';
import { applyPreferences, withPreferences } from '../options/apply-preferences.js';
import { buildGenerationSpec, hasVisibleText } from '../options/generation-spec.js';
import { IMAGINE_OPTIONS, type ImagineInput } from '../options/imagine-options.js';
import { admitGeneration, askerOf } from './admission/admit-generation.js';
import { preferencesOf } from './preferences-of.js';
import { runGeneration } from './start-generation.js';

/** The form's fields, in order: the message's text as the prompt, and a workflow to choose. */
const FIELDS = ['prompt', 'workflow', 'negativePrompt', 'size', 'steps'] as const;

const layout = (formId: ComponentId, title: string): FormLayout => ({
  customId: formId.build(),
  title,
  fields: FIELDS,
});

/**
 * "Imagine this" (Apps → on a message): opens the `/imagine` form with the message's text as the
 * prompt, for the member to edit and to choose a workflow. `formId` routes the submit back.
 * @throws {NothingToImagineError} when the message has no visible text.
 */
export async function showImagineThisForm(
  interaction: MessageContextMenuCommandInteraction,
  context: AppContext,
  formId: ComponentId,
): Promise<void> {
  const text = interaction.targetMessage.content.trim();
  if (!hasVisibleText(text)) throw new NothingToImagineError();
  const t = privateTranslator(context, interaction);
  const prompt = text.slice(0, IMAGINE_OPTIONS.prompt.maxLength);
  await interaction.showModal(imagineForm(t, layout(formId, t.t('imagineThis.title')), { prompt }));
}

/**
 * The "Imagine this" form, submitted: runs `/imagine` with what it says, as `/imagine` does — the
 * member's defaults and the server's fill in what it leaves out, the same checks and the same
 * admission (`admitGeneration`) before anything is posted or spent — in a new reply in the channel.
 */
export async function runImagineThis(
  interaction: ModalSubmitInteraction,
  context: AppContext,
): Promise<void> {
  const typed: ImagineInput = { prompt: '', ...readImagineForm(interaction, { fields: FIELDS }) };
  const preferred = applyPreferences(typed, ...(await preferencesOf(context, interaction, typed)));
  const maxBytes = context.config.WORKFLOW_FILE_MAX_BYTES;
  const spec = withPreferences(
    buildGenerationSpec(preferred.input, { workflowFileMaxBytes: maxBytes }),
    preferred,
  );
  const admitted = await admitGeneration(context, askerOf(interaction), spec);
  await runGeneration(interaction, context, admitted);
}
