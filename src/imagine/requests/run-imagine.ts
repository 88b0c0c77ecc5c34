import type { ChatInputCommandInteraction } from 'discord.js';
import type { AppContext } from '../../bot/context.js';
import { applyPreferences, withPreferences } from '../options/apply-preferences.js';
import { buildGenerationSpec, type GenerationSpec } from '../options/generation-spec.js';
import { readImagineInput } from '../options/imagine-command.js';
import type { ImagineInput } from '../options/imagine-options.js';
import { downloadWorkflowFile } from '../options/workflow-file.js';
import { admitGeneration, askerOf } from './admission/admit-generation.js';
import { preferencesOf } from './preferences-of.js';
import { runGeneration } from './start-generation.js';

/**
 * How long after the interaction was created its workflow file may still be downloading: Discord
 * wants the first answer within 3 s, and admission, saving the jobs and the reply come after it.
 */
const WORKFLOW_FILE_DEADLINE_MS = 2_000;

/** The least time a download is given, however late it starts (a file from Discord's CDN is quick). */
const WORKFLOW_FILE_MIN_MS = 250;

/**
 * `/imagine`: fills in what the member left out from their defaults and style, checks the options
 * without I/O, downloads an attached workflow file (before anything is answered: the file is part
 * of what admission checks, e.g. for banned words, and a bad one is refused privately like any
 * other refusal), then admits the generation once (`admitGeneration`) and runs it (see
 * `runGeneration`). The presenter takes the reply over from there.
 */
export async function runImagine(
  interaction: ChatInputCommandInteraction,
  context: AppContext,
): Promise<void> {
  const typed = readImagineInput(interaction.options);
  const preferred = applyPreferences(typed, ...(await preferencesOf(context, interaction, typed)));
  const { input } = preferred;
  const maxBytes = context.config.WORKFLOW_FILE_MAX_BYTES;
  const checked = withPreferences(
    buildGenerationSpec(input, { workflowFileMaxBytes: maxBytes }),
    preferred,
  );
  const spec = await withWorkflowFile(checked, input.workflowFile, {
    maxBytes,
    deadline: interaction.createdTimestamp + WORKFLOW_FILE_DEADLINE_MS,
  });
  const admitted = await admitGeneration(context, askerOf(interaction), spec);
  await runGeneration(interaction, context, admitted);
}

/**
 * `spec` with the attached workflow `file`, downloaded and parsed, as its prompt (unchanged without
 * a file). The download ends by `deadline` (epoch ms; a clock ahead of Discord's gives it at most
 * {@link WORKFLOW_FILE_DEADLINE_MS}, one behind at least {@link WORKFLOW_FILE_MIN_MS}).
 * @throws {WorkflowFileError} when it cannot be fetched in time, is too large, or is not a JSON object.
 */
async function withWorkflowFile(
  spec: GenerationSpec,
  file: ImagineInput['workflowFile'],
  { maxBytes, deadline }: { readonly maxBytes: number; readonly deadline: number },
): Promise<GenerationSpec> {
  if (!file) return spec;
  const left = Math.min(deadline - Date.now(), WORKFLOW_FILE_DEADLINE_MS);
  const timeoutMs = Math.max(WORKFLOW_FILE_MIN_MS, left);
  const prompt = await downloadWorkflowFile(file.url, { maxBytes, timeoutMs });
  return { ...spec, request: { ...spec.request, prompt } };
}
