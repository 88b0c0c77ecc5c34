import type { APIEmbedField } from 'discord.js';
import { EMBED_LIMITS, formatDuration, userText } from '../../discord/text.js';
import { GENERATION_LIMITS } from '../../image-api/generation-parameters.js';
import type { GenerationView } from './generation-view.js';

const inline = (name: string, value: string): APIEmbedField => ({ name, value, inline: true });

/** The prompt as an embed description: escaped, quoted, cut to fit. */
export function promptDescription(view: GenerationView, max = 1_000): string {
  return `> ${userText(view.prompt, max).replaceAll('\n', '\n> ')}`;
}

/** One line naming the options the chosen workflow ignores, or nothing. */
export function ignoredNote(view: GenerationView): string {
  const ignored = view.ignoredOptions ?? [];
  if (ignored.length === 0) return '';
  return `\n-# Ignored by the ${view.workflow} workflow: ${ignored.join(', ')}.`;
}

/** The parameters of a generation as inline embed fields; size, steps and seed show the service's defaults when not set. */
export function parameterFields(view: GenerationView, options: { withDuration: boolean }) {
  const fields: APIEmbedField[] = [];
  if (view.negativePrompt) {
    fields.push({
      name: 'Negative prompt',
      value: userText(view.negativePrompt, EMBED_LIMITS.fieldValue),
    });
  }
  fields.push(inline('Workflow', view.workflow));
  if (view.workflowFile) fields.push(inline('Workflow file', userText(view.workflowFile, 200)));
  const size = GENERATION_LIMITS.defaultSize;
  fields.push(inline('Size', `${view.width ?? size}×${view.height ?? size}`));
  fields.push(inline('Steps', String(view.steps ?? GENERATION_LIMITS.defaultSteps)));
  fields.push(
    inline('Seed', view.seed === undefined || view.seed === -1 ? 'random' : String(view.seed)),
  );
  if (view.cfg !== undefined) fields.push(inline('CFG', String(view.cfg)));
  if (view.model) fields.push(inline('Model', userText(view.model, 200)));
  if (options.withDuration) fields.push(inline('Duration', formatDuration(view.elapsedMs)));
  fields.push(inline('Requested by', `<@${view.requesterId}>`));
  return fields;
}
