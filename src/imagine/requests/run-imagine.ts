import type { RepliableInteraction } from 'discord.js';
import type { AppContext } from '../../bot/context.js';
import { serverBackend } from '../../bot/server-backend.js';
import { chosenLoras } from '../../bot/server-loras.js';
import { choiceOf } from '../../image-backend/capabilities.js';
import { workflowChoices } from '../../image-backend/workflow-choices.js';
import { chosenStyle, loadDefaultLayers } from '../../preferences/layered-defaults.js';
import { loraChoiceText } from '../../preferences/lora-choice.js';
import { applyPreferences, withPreferences } from '../options/apply-preferences.js';
import type { ImagineInput } from '../options/imagine-options.js';
import { downloadWorkflowFile } from '../options/workflow-file.js';
import { withImagineInput } from './imagine-input.js';
import { runGeneration } from './start-generation.js';

/** How long after the interaction its workflow file may download (Discord wants an answer in 3 s). */
const WORKFLOW_FILE_DEADLINE_MS = 2_000;

/** The least time a download is given, however late it starts (a file from Discord's CDN is quick). */
const WORKFLOW_FILE_MIN_MS = 250;

/**
 * Runs `typed` as `/imagine` (the command's options as `readImagineInput` reads them, the "Imagine
 * this" form): the member's defaults and style (the one typed, else the default one) fill in what
 * was left out (the style's LoRAs where the member names none), the options are checked on the server's backend (the LoRAs against those the
 * server offers, `chosenLoras`), a workflow file is downloaded
 * (before any answer: admission checks it too), an input image taken in (`withImagineInput`:
 * the interaction deferred first), then the generation is admitted once and run.
 * @throws {UnknownStyleError}, {WorkflowFileError}, and what the checks and admission throw.
 */
export async function imagine(
  interaction: RepliableInteraction,
  context: AppContext,
  typed: ImagineInput,
): Promise<void> {
  const { guildId, channelId, user } = interaction;
  const layers = await loadDefaultLayers(context.stores, { userId: user.id, guildId, channelId });
  const style = await chosenStyle(context.stores, guildId, typed.style, layers);
  const preferred = applyPreferences(typed, layers, style);
  const { input } = preferred;
  const maxBytes = context.config.WORKFLOW_FILE_MAX_BYTES;
  const { backend } = await serverBackend(context, guildId);
  const limits = { workflowFileMaxBytes: maxBytes, workflows: await workflowChoices(backend) };
  const options = withPreferences(preferred, limits, backend.capabilities);
  const named = [input.lora, input.lora2, input.lora3];
  const typedLoras = named.some((entry) => entry?.trim())
    ? named
    : (style?.loras ?? []).map(loraChoiceText);
  const loras = await chosenLoras(context, guildId, typedLoras, choiceOf(options.request));
  const checked = loras.length ? { ...options, request: { ...options.request, loras } } : options;
  const file = input.workflowFile;
  const left = interaction.createdTimestamp + WORKFLOW_FILE_DEADLINE_MS - Date.now();
  const timeoutMs = Math.max(WORKFLOW_FILE_MIN_MS, Math.min(left, WORKFLOW_FILE_DEADLINE_MS));
  const spec = file
    ? {
        ...checked,
        request: {
          ...checked.request,
          prompt: await downloadWorkflowFile(file, context, timeoutMs),
        },
      }
    : checked;
  await withImagineInput(interaction, context, typed, spec, backend.capabilities, (withInput) =>
    runGeneration(interaction, context, withInput),
  );
}
