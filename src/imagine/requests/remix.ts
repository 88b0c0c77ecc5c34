import type { ButtonInteraction, ModalSubmitInteraction } from 'discord.js';
import type { AppContext } from '../../bot/context.js';
import { privateTranslator } from '../../bot/locale.js';
import type { GenerationJob } from '../../jobs/generation-job.js';
import { generationTargetOf } from '../delivery/reply-target.js';
import {
  type FormLayout,
  type FormValues,
  imagineForm,
  readImagineForm,
} from '../form/imagine-form.js';
import { buildGenerationSpec } from '../options/generation-spec.js';
import type { ImagineInput } from '../options/imagine-options.js';
import { GENERATION_IDS } from '../render/generation-buttons.js';
import { admitGeneration, askerOf } from './admission/admit-generation.js';
import { runGeneration } from './start-generation.js';

/** The Remix form's fields, in order. */
const REMIX_FIELDS = ['prompt', 'negativePrompt', 'seed', 'size', 'steps'] as const;

/** The Remix form of a generation, for `jobId`. */
const remixLayout = (jobId: string, title: string): FormLayout => ({
  customId: GENERATION_IDS.remixed.build({ jobId }),
  title,
  fields: REMIX_FIELDS,
});

/** What the form shows of a generation: the prompt it sent (a style's expanded one), and the rest. */
function valuesOf(job: GenerationJob): FormValues {
  const { request } = job;
  const { width, height } = request;
  return {
    prompt:
      typeof request.prompt === 'string' ? request.prompt : generationTargetOf(job).promptLabel,
    ...(request.negativePrompt ? { negativePrompt: request.negativePrompt } : {}),
    ...(request.seed !== undefined ? { seed: String(request.seed) } : {}),
    ...(width || height ? { size: `${width ?? 512}×${height ?? 512}` } : {}),
    ...(request.steps !== undefined ? { steps: String(request.steps) } : {}),
  };
}

/**
 * Remix: opens, for whoever pressed it, a form filled in with the generation's prompt, negative
 * prompt, seed, size and steps (read from the stored job, so it works after a restart).
 */
export async function showRemixForm(
  interaction: ButtonInteraction,
  context: AppContext,
  job: GenerationJob,
): Promise<void> {
  const t = privateTranslator(context, interaction);
  await interaction.showModal(
    imagineForm(t, remixLayout(job.id, t.t('remix.title')), valuesOf(job)),
  );
}

/**
 * The Remix form, submitted: a new generation (as many images as the remixed reply showed) with
 * the edited values and the rest of the original's options (workflow, cfg, model), as whoever
 * submitted it, admitted as every generation is (`admitGeneration`: their key, cap, the server's
 * policy, their daily limit, the queue) before anything is posted or spent, in a new reply.
 */
export async function runRemix(
  interaction: ModalSubmitInteraction,
  context: AppContext,
  job: GenerationJob,
): Promise<void> {
  const edited = readImagineForm(interaction, { fields: REMIX_FIELDS });
  const { workflow, cfg, model } = job.request;
  const input: ImagineInput = {
    prompt: '',
    ...(workflow ? { workflow } : {}),
    ...(cfg !== undefined ? { cfg } : {}),
    ...(model ? { model } : {}),
    ...edited,
  };
  const spec = buildGenerationSpec(input, {
    workflowFileMaxBytes: context.config.WORKFLOW_FILE_MAX_BYTES,
  });
  const { reply } = generationTargetOf(job);
  const admitted = await admitGeneration(context, askerOf(interaction), {
    ...spec,
    images: reply.batch ? reply.jobIds.length : 1,
    ...(reply.ephemeral ? { privateReply: true } : {}),
  });
  await runGeneration(interaction, context, admitted);
}
