import type { MessageComponentInteraction, ModalSubmitInteraction } from 'discord.js';
import type { AppContext } from '../../bot/context.js';
import { privateTranslator } from '../../bot/locale.js';
import type { GenerationJob } from '../../jobs/generation-job.js';
import { SIZE_PRESETS } from '../../preferences/size-presets.js';
import { generationTargetOf } from '../delivery/reply-target.js';
import { type FormValues, imagineForm, readImagineForm } from '../form/imagine-form.js';
import { buildGenerationSpec } from '../options/generation-spec.js';
import type { ImagineInput } from '../options/imagine-options.js';
import { GENERATION_IDS } from '../render/generation-buttons.js';
import { runGeneration } from './start-generation.js';

/** The Remix form's fields, in order (steps, cfg and model are kept from the original). */
const REMIX_FIELDS = ['prompt', 'negativePrompt', 'workflow', 'size', 'seed'] as const;

/** A width and height as the size select names it: a preset's name, else `W×H`. */
const sizeOf = (width: number, height: number): string =>
  Object.entries(SIZE_PRESETS).find(
    ([, size]) => size.width === width && size.height === height,
  )?.[0] ?? `${width}×${height}`;

/** What the form shows of a generation: the prompt it sent (a style's expanded one), and the rest. */
function valuesOf(job: GenerationJob): FormValues {
  const { request } = job;
  const { width, height } = request;
  return {
    prompt:
      typeof request.prompt === 'string' ? request.prompt : generationTargetOf(job).promptLabel,
    negativePrompt: request.negativePrompt || undefined,
    workflow: request.workflow || undefined,
    size: width || height ? sizeOf(width ?? 512, height ?? 512) : undefined,
    seed: request.seed?.toString(),
  };
}

/** How many images a Remix makes: as many as the original's reply, or the one image picked. */
export type RemixScope = 'reply' | 'one';

/**
 * Remix: opens a form filled in from the stored job (one image's: its seed, size and workflow
 * pre-selected), for whoever pressed the button or picked the image.
 */
export async function showRemixForm(
  interaction: MessageComponentInteraction,
  context: AppContext,
  job: GenerationJob,
  scope: RemixScope = 'reply',
): Promise<void> {
  const t = privateTranslator(context, interaction);
  const submit = scope === 'one' ? GENERATION_IDS.remixedOne : GENERATION_IDS.remixed;
  await interaction.showModal(
    imagineForm(
      t,
      { customId: submit.build({ jobId: job.id }), title: t.t('remix.title') },
      REMIX_FIELDS,
      valuesOf(job),
    ),
  );
}

/**
 * The Remix form, submitted: a new generation (as many images as the original's reply, or one for
 * an image picked in a set; the member's own choice of cost, never a right) with the edited
 * values (a choice only among those offered) and the original's steps, cfg and model, as whoever
 * submitted it, admitted as any.
 */
export async function runRemix(
  interaction: ModalSubmitInteraction,
  context: AppContext,
  job: GenerationJob,
  scope: RemixScope = 'reply',
): Promise<void> {
  const edited = readImagineForm(interaction, REMIX_FIELDS, valuesOf(job));
  const { workflow, steps, cfg, model } = job.request;
  const input: ImagineInput = {
    prompt: '',
    ...(workflow ? { workflow } : {}),
    ...(steps !== undefined ? { steps } : {}),
    ...(cfg !== undefined ? { cfg } : {}),
    ...(model ? { model } : {}),
    ...edited,
  };
  const spec = buildGenerationSpec(input, {
    workflowFileMaxBytes: context.config.WORKFLOW_FILE_MAX_BYTES,
  });
  const { reply } = generationTargetOf(job);
  await runGeneration(interaction, context, {
    ...spec,
    images: reply.batch && scope === 'reply' ? reply.jobIds.length : 1,
    ...(reply.ephemeral ? { privateReply: true } : {}),
  });
}
