import type { ChatInputCommandInteraction } from 'discord.js';
import type { AppContext } from '../../bot/context.js';
import { MemberCapError } from '../../jobs/errors.js';
import { applyPreferences, withPreferences } from '../options/apply-preferences.js';
import { buildGenerationSpec } from '../options/generation-spec.js';
import { readImagineInput } from '../options/imagine-command.js';
import { downloadWorkflowFile } from '../options/workflow-file.js';
import { preferencesOf } from './preferences-of.js';
import { runGeneration } from './start-generation.js';

/**
 * `/imagine`: fills in what the member left out from their defaults and style, checks the options
 * without I/O and the member's cap (refusing ephemerally), then
 * runs the generation (see `runGeneration`), fetching the workflow file once the reply is deferred.
 * The presenter takes the reply over from there.
 */
export async function runImagine(
  interaction: ChatInputCommandInteraction,
  context: AppContext,
): Promise<void> {
  const typed = readImagineInput(interaction.options);
  const preferred = applyPreferences(typed, ...(await preferencesOf(context, interaction, typed)));
  const { input } = preferred;
  const maxBytes = context.config.WORKFLOW_FILE_MAX_BYTES;
  const spec = withPreferences(
    buildGenerationSpec(input, { workflowFileMaxBytes: maxBytes }),
    preferred,
  );
  const cap = context.config.MAX_ACTIVE_PER_MEMBER;
  if ((await context.jobs.activeCount(interaction.user.id)) >= cap) throw new MemberCapError(cap);
  const file = input.workflowFile;
  await runGeneration(interaction, context, spec, async (ready) =>
    file
      ? {
          ...ready,
          request: { ...ready.request, prompt: await downloadWorkflowFile(file.url, { maxBytes }) },
        }
      : ready,
  );
}
