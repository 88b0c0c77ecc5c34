import type { APIEmbedField } from 'discord.js';
import { userText } from '../../discord/text.js';
import type { Translator } from '../../i18n/translator.js';
import { parameterSpec } from '../../image-backend/generation-parameters.js';
import { declarationOf, fieldsOf } from '../../image-backend/image-actions.js';
import { IMAGINE_SUMMARY } from '../options/imagine-options.js';
import type { SummaryField, SummarySource } from '../options/option-spec.js';
import type { GenerationView } from './generation-view.js';

const inline = (name: string, value: string): APIEmbedField => ({ name, value, inline: true });

/** The prompt as a quote (a card's text, an embed's description): escaped, cut to fit. */
export function promptDescription(view: Pick<GenerationView, 'prompt'>, max = 1_000): string {
  return `> ${userText(view.prompt, max)}`;
}

/**
 * A line naming the options the chosen workflow ignores, and one naming those the backend takes in
 * no workflow (as the locale names them), or nothing (an upscale sends none of them).
 */
export function ignoredNote(
  view: Pick<GenerationView, 'ignoredOptions' | 'ignoredByBackend' | 'workflow' | 'source'>,
  t: Translator,
): string {
  if (notRedrawn(view)) return '';
  const byBackend = view.ignoredByBackend ?? [];
  const byWorkflow = (view.ignoredOptions ?? []).filter((name) => !byBackend.includes(name));
  const named = (names: readonly string[]) =>
    t.list(
      names.map((name) => t.name(`imagine ${name}`)),
      'unit',
    );
  const lines = [
    byWorkflow.length &&
      t.t('imagine.progress.ignored', {
        workflow: view.workflow ?? '',
        options: named(byWorkflow),
      }),
    byBackend.length && t.t('imagine.progress.ignoredByBackend', { options: named(byBackend) }),
  ];
  return lines.map((line) => (line ? `\n-# ${line}` : '')).join('');
}

/**
 * The warning that LoRAs asked for were not applied (the backend made the images of `views`
 * without them), naming each once, or undefined.
 */
export function unappliedLine(views: readonly GenerationView[], t: Translator): string | undefined {
  const labels = new Set(
    views.flatMap(({ loras, unappliedLoras }) =>
      (loras ?? []).filter(({ name }) => unappliedLoras?.includes(name)).map(({ label }) => label),
    ),
  );
  if (labels.size === 0) return undefined;
  const named = t.list(
    [...labels].map((label) => userText(label, 100)),
    'conjunction',
  );
  return t.t('imagine.result.lorasNotApplied', { loras: named, count: labels.size });
}

/**
 * Where the result came from ("Edited from `photo.png`", "Varied (subtle) from …",
 * "Upscaled ×4 from …"), with the references it followed ("with 2 references"), or undefined for
 * an image from words alone.
 */
export function sourceLine(view: Pick<GenerationView, 'source'>, t: Translator) {
  const { source } = view;
  if (!source) return undefined;
  const { action } = source;
  const name = userText(source.name, 100);
  const line = t.t('card.source', {
    strength: '',
    factor: 0,
    direction: '',
    motion: '',
    ...fieldsOf(action),
    how: source.byWords ? 'words' : 'strength',
    action: action.kind,
    name,
  });
  const count = source.references ?? 0;
  return count > 0 ? `${line} · ${t.t('card.references', { count })}` : line;
}

/** {@link sourceLine} as a small-print line under the prompt, or nothing. */
export function sourceNote(view: Pick<GenerationView, 'source'>, t: Translator): string {
  const line = sourceLine(view, t);
  return line ? `\n-# ${line}` : '';
}

/**
 * Whether `view` is an image not drawn again (an upscale: `IMAGE_ACTIONS`' `redraws`), with no
 * seed, steps or workflow of its own (its card shows its source instead).
 */
export const notRedrawn = (view: Pick<GenerationView, 'source'>) =>
  view.source !== undefined && !declarationOf(view.source.action).redraws;

/** The summary fields an upscale shows of the request's: only the size it was made at. */
const UPSCALE_SUMMARY = new Set(['size']);

/** How many characters of member-written text a summary field shows unless it says otherwise. */
const USER_TEXT_MAX = 200;

/** A summary field's text, or undefined to leave it out. */
function shownValue(field: SummaryField, shown: SummarySource, t: Translator): string | undefined {
  const { value } = field;
  const spec = typeof value === 'string' ? parameterSpec(value) : undefined;
  const raw =
    typeof value === 'function' ? value(shown, t) : (shown[value] ?? shown.defaults?.[value]);
  if (raw === undefined || raw === '') return undefined;
  const userWritten =
    field.userText !== undefined || spec?.kind === 'text' || spec?.kind === 'prompt';
  return userWritten ? userText(String(raw), field.userText ?? USER_TEXT_MAX) : String(raw);
}

/**
 * The parameters of a generation as named fields, as `IMAGINE_SUMMARY` declares them (size and
 * steps show the backend's defaults when not set, where it declares them; an upscale only its
 * size), then the duration and who asked.
 */
export function parameterFields(
  view: GenerationView,
  options: { withDuration: boolean },
  t: Translator,
) {
  const fields: APIEmbedField[] = [];
  const upscale = notRedrawn(view);
  for (const field of IMAGINE_SUMMARY) {
    if (upscale && !UPSCALE_SUMMARY.has(field.label)) continue;
    const value = shownValue(field, view, t);
    if (value === undefined) continue;
    const name = t.t(`imagine.summary.${field.label}`);
    fields.push(field.wide ? { name, value } : inline(name, value));
  }
  if (options.withDuration) {
    fields.push(inline(t.t('imagine.summary.duration'), t.duration(view.elapsedMs)));
  }
  if (view.cost) {
    const amount = t.number(view.cost.amount, { maximumFractionDigits: 2 });
    fields.push(inline(t.t('imagine.summary.cost'), `${amount} ${view.cost.unit}`));
  }
  if (view.keySource === 'anonymous') {
    fields.push(inline(t.t('imagine.summary.key'), t.t('imagine.summary.anonymousKey')));
  }
  fields.push(inline(t.t('imagine.summary.requestedBy'), `<@${view.requesterId}>`));
  return fields;
}
