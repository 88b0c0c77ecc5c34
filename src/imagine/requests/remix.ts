import {
  type ButtonInteraction,
  type MessageComponentInteraction,
  MessageFlags,
  type ModalSubmitInteraction,
  type StringSelectMenuInteraction,
} from 'discord.js';
import type { AppContext } from '../../bot/context.js';
import { privateTranslator } from '../../bot/locale.js';
import { serverBackend, serverModels, serverWorkflows } from '../../bot/server-backend.js';
import { chosenLoras, serverLoras } from '../../bot/server-loras.js';
import { namedTranslator, namingIn } from '../../image-backend/backend-naming.js';
import { choiceOf, modelDefault } from '../../image-backend/capabilities.js';
import type { ShapeSizes } from '../../image-backend/size-shapes.js';
import { workflowChoices } from '../../image-backend/workflow-choices.js';
import type { GenerationJob } from '../../jobs/generation-job.js';
import { SIZE_PRESETS } from '../../preferences/size-presets.js';
import { listStyles, type Style, styleNamed } from '../../preferences/styles.js';
import { generationTargetOf } from '../delivery/reply-target.js';
import {
  type FormChoices,
  type FormValues,
  imagineForm,
  readChoice,
  readImagineForm,
} from '../form/imagine-form.js';
import { ownLoraValues, readRemixLoras, remixLoraOptions } from '../form/remix-loras.js';
import {
  picksOnPanel,
  REMIX_CHOICES,
  type RemixImages,
  type RemixPicks,
  type RemixSelect,
  type RemixView,
  renderRemixPanel,
} from '../form/remix-panel.js';
import { FormChangedError } from '../imagine-errors.js';
import { applyPreferences, withPreferences } from '../options/apply-preferences.js';
import { promptOf } from '../options/generation-spec.js';
import type { ImagineInput } from '../options/imagine-options.js';
import { GENERATION_IDS } from '../render/generation-buttons.js';
import { inputAgain } from './repeat-generation.js';
import { runGeneration } from './start-generation.js';

/** The fields of Edit prompt's form, in order. */
const TEXT_FIELDS = ['prompt', 'negativePrompt'] as const;

/** No layer of defaults: a remix keeps the original's values, a style fills in only its own. */
const NO_LAYERS = { member: {}, channel: {}, server: {} } as const;

/**
 * A width and height as the size select names it: the shape whose pixels they are in `sizes` (the
 * workflow's family's: SD 1.5's 512×768 is Portrait), else `W×H`.
 */
const sizeOf = (width: number, height: number, sizes: ShapeSizes = SIZE_PRESETS): string =>
  Object.entries(sizes).find(([, size]) => size.width === width && size.height === height)?.[0] ??
  `${width}×${height}`;

/**
 * A Remix of `job` as its panel shows it: the prompt as typed under the style it used when the
 * server still has that style (which gives its negative prompt again, unless one was typed), else
 * the prompt sent; its other values; the server's styles, and its backend's workflows or models
 * (none where it offers none: no select; a model list that cannot be read offers the job's own).
 */
async function remixOf(
  context: AppContext,
  job: GenerationJob,
  images: RemixImages,
): Promise<RemixView & { readonly styles: readonly Style[] }> {
  const target = generationTargetOf(job);
  const { request } = job;
  const { width, height } = request;
  const { backend } = await serverBackend(context, target.reply.guildId);
  const workflows = await serverWorkflows(context, target.reply.guildId);
  const choice = choiceOf(request) ?? workflows?.default ?? modelDefault(backend.capabilities);
  const sizes = choice ? backend.capabilities.workflowSizes?.(choice) : undefined;
  const styles = await listStyles(context.stores, target.reply.guildId);
  const style = target.style && styleNamed(styles, target.style.name);
  const sent = typeof request.prompt === 'string' ? request.prompt : target.promptLabel;
  const styleNegative = style && target.optionSources?.negativePrompt === 'style';
  const shown: FormValues = {
    prompt: style ? target.promptLabel : sent,
    negativePrompt: (!styleNegative && request.negativePrompt) || undefined,
    workflow: request.workflow || undefined,
    model: request.model || undefined,
    size: width || height ? sizeOf(width ?? 512, height ?? 512, sizes) : undefined,
    style: style?.name,
    seed: request.seed?.toString(),
  };
  const { guildId } = target.reply;
  const models = await serverModels(context, guildId).catch(() => undefined);
  const choices: FormChoices = {
    styles: styles.map(({ name }) => name),
    workflows: workflows?.names,
    models,
  };
  const used = request.loras ?? [];
  const server = await serverLoras(context, guildId, { timeoutMs: 2_000 }).then(
    (loras) => loras && remixLoraOptions(used, loras.offered),
    () => remixLoraOptions(used, []),
  );
  const loras = server?.length ? { loras: server, ownLoras: ownLoraValues(used) } : {};
  return { jobId: job.id, images, shown, choices, styles, ...loras };
}

/**
 * Remix: a private panel of choices for a new generation from `job` (one image's: its seed, size
 * and workflow picked), for whoever pressed the button or picked the image. Pressed on a private
 * answer about the generation (Details), the panel takes that answer's place.
 */
export async function showRemixPanel(
  interaction: MessageComponentInteraction,
  context: AppContext,
  job: GenerationJob,
  images: RemixImages = 'set',
): Promise<void> {
  const panel = renderRemixPanel(
    await remixOf(context, job, images),
    namedTranslator(
      privateTranslator(context, interaction),
      namingIn(context.backends)(job.backend),
    ),
  );
  const clicked = interaction.message;
  const onAnswer =
    clicked.flags.has(MessageFlags.Ephemeral) &&
    clicked.interactionMetadata?.id !== generationTargetOf(job).reply.id;
  if (onAnswer) await interaction.update({ ...panel, content: null, embeds: [] });
  else await interaction.reply({ ...panel, flags: panel.flags | MessageFlags.Ephemeral });
}

/**
 * The panel's picks, from Discord's copy of the panel the interaction came from.
 * @throws {FormChangedError} when it came from no Remix panel (open Remix again).
 */
function picksOf(
  interaction: MessageComponentInteraction | ModalSubmitInteraction,
  view: RemixView,
): RemixPicks {
  const picks = picksOnPanel(interaction.message, view);
  if (Object.keys(picks).length === 0) throw new FormChangedError();
  return picks;
}

/**
 * The panel's picks with `field` picked as chosen: a choice it offers, or the LoRAs (those its
 * select offers).
 */
function pickedWith(
  interaction: StringSelectMenuInteraction,
  view: RemixView,
  field: RemixSelect,
): RemixPicks {
  const picks = picksOf(interaction, view);
  if (field === 'lora')
    return { ...picks, lora: readRemixLoras(interaction.values, view.loras ?? []) };
  const [value] = interaction.values;
  if (value !== undefined) readChoice(field, value, view.shown, view.choices);
  const picked: RemixPicks = { ...picks, [field]: value };
  if (value === undefined) delete picked[field];
  return picked;
}

/** A select of the panel: the panel again, `field` picked as chosen. */
export async function pickOnPanel(
  interaction: StringSelectMenuInteraction,
  context: AppContext,
  job: GenerationJob,
  images: RemixImages,
  field: RemixSelect,
): Promise<void> {
  const view = await remixOf(context, job, images);
  const picked = pickedWith(interaction, view, field);
  await interaction.update(
    renderRemixPanel(
      { ...view, picked },
      namedTranslator(
        privateTranslator(context, interaction),
        namingIn(context.backends)(job.backend),
      ),
    ),
  );
}

/** Edit prompt: the form of the prompt and negative prompt, whose submit generates. */
export async function showPromptForm(
  interaction: ButtonInteraction,
  context: AppContext,
  job: GenerationJob,
  images: RemixImages,
): Promise<void> {
  const t = privateTranslator(context, interaction);
  const submit = images === 'one' ? GENERATION_IDS.remixedOne : GENERATION_IDS.remixed;
  const { shown } = await remixOf(context, job, images);
  await interaction.showModal(
    imagineForm(
      t,
      { customId: submit.build({ jobId: job.id }), title: t.t('remix.title') },
      TEXT_FIELDS,
      shown,
    ),
  );
}

/**
 * A remix, generated (the panel's Generate, or Edit prompt's form submitted): a new generation of
 * `job` with the panel's picks (only choices it offers: a model picked replaces the original's) and
 * the form's text, the original's steps, cfg, model and sampler, the LoRAs picked (the original's
 * unless changed; checked again as typed ones are, `chosenLoras`), and the picked style's template,
 * as whoever asked, admitted as any on the server's backend; as many images as the original's
 * reply, or one for an image picked in a set (the member's own choice of cost, never a right).
 * @throws {InvalidParameterError} for a pick the panel does not offer.
 */
export async function runRemix(
  interaction: ButtonInteraction | ModalSubmitInteraction,
  context: AppContext,
  job: GenerationJob,
  images: RemixImages = 'set',
): Promise<void> {
  const view = await remixOf(context, job, images);
  const { prompt = '', negativePrompt } = interaction.isModalSubmit()
    ? readImagineForm(interaction, TEXT_FIELDS, view.shown)
    : view.shown;
  const picks = picksOf(interaction, view);
  const picked = REMIX_CHOICES.flatMap((field) => {
    const value = picks[field];
    return value === undefined ? [] : [readChoice(field, value, view.shown, view.choices)];
  });
  const { steps, cfg, model, sampler } = job.request;
  const typed: ImagineInput = Object.assign(
    {
      prompt,
      ...(negativePrompt ? { negativePrompt } : {}),
      ...(steps !== undefined ? { steps } : {}),
      ...(cfg !== undefined ? { cfg } : {}),
      ...(model ? { model } : {}),
      ...(sampler ? { sampler } : {}),
    },
    ...picked,
  );
  const style = typed.style ? styleNamed(view.styles, typed.style) : undefined;
  const preferred = applyPreferences(typed, NO_LAYERS, style);
  const maxBytes = context.config.WORKFLOW_FILE_MAX_BYTES;
  const { backend } = await serverBackend(context, interaction.guildId);
  const limits = { workflowFileMaxBytes: maxBytes, workflows: await workflowChoices(backend) };
  const checked = withPreferences(preferred, limits, backend.capabilities);
  const lorasPicked = picks.lora ? readRemixLoras(picks.lora, view.loras ?? []) : [];
  const loras = await chosenLoras(
    context,
    interaction.guildId,
    lorasPicked,
    choiceOf(checked.request),
  );
  const spec = loras.length ? { ...checked, request: { ...checked.request, loras } } : checked;
  const { reply } = generationTargetOf(job);
  const { optionSources: _sources, privateReply: _visibility, ...remixed } = spec;
  const { source } = generationTargetOf(job);
  const kept =
    job.input &&
    (await inputAgain(
      interaction,
      context,
      job.input,
      reply.ephemeral === true,
      promptOf(remixed),
    ));
  await runGeneration(interaction, context, {
    ...remixed,
    ...(kept && source ? { ...kept, source } : {}),
    images: reply.batch && images === 'set' ? reply.jobIds.length : 1,
    ...(reply.ephemeral ? { privateReply: true } : {}),
  });
}
