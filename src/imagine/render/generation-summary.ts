import type { APIEmbedField } from 'discord.js';
import { formatDuration, userText } from '../../discord/text.js';
import { IMAGINE_SUMMARY } from '../options/imagine-options.js';
import {
  isTextParameter,
  type SummaryField,
  type SummarySource,
  serviceDefaultOf,
} from '../options/option-spec.js';
import type { GenerationView } from './generation-view.js';

const inline = (name: string, value: string): APIEmbedField => ({ name, value, inline: true });

/** The prompt as an embed description: escaped, quoted, cut to fit. */
export function promptDescription(view: Pick<GenerationView, 'prompt'>, max = 1_000): string {
  return `> ${userText(view.prompt, max).replaceAll('\n', '\n> ')}`;
}

/** One line naming the options the chosen workflow ignores, or nothing. */
export function ignoredNote(view: Pick<GenerationView, 'ignoredOptions' | 'workflow'>): string {
  const ignored = view.ignoredOptions ?? [];
  if (ignored.length === 0) return '';
  return `\n-# Ignored by the ${view.workflow} workflow: ${ignored.join(', ')}.`;
}

/** How many characters of member-written text a summary field shows unless it says otherwise. */
const USER_TEXT_MAX = 200;

/** A summary field's text, or undefined to leave it out. */
function shownValue(field: SummaryField, shown: SummarySource): string | undefined {
  const { value } = field;
  const raw =
    typeof value === 'function' ? value(shown) : (shown[value] ?? serviceDefaultOf(value));
  if (raw === undefined || raw === '') return undefined;
  const userWritten =
    field.userText !== undefined || (typeof value === 'string' && isTextParameter(value));
  return userWritten ? userText(String(raw), field.userText ?? USER_TEXT_MAX) : String(raw);
}

/**
 * The parameters of a generation as embed fields, as `IMAGINE_SUMMARY` declares them (size, steps
 * and seed show the service's defaults when not set), then the duration and who asked.
 */
export function parameterFields(view: GenerationView, options: { withDuration: boolean }) {
  const fields: APIEmbedField[] = [];
  for (const field of IMAGINE_SUMMARY) {
    const value = shownValue(field, view);
    if (value === undefined) continue;
    fields.push(field.wide ? { name: field.label, value } : inline(field.label, value));
  }
  if (options.withDuration) fields.push(inline('Duration', formatDuration(view.elapsedMs)));
  fields.push(inline('Requested by', `<@${view.requesterId}>`));
  return fields;
}
