import { shownName, userText } from '../../discord/text.js';
import type { Translator } from '../../i18n/translator.js';
import { DEFAULT_FIELD_NAMES } from '../../preferences/default-fields.js';
import { STYLE_LIMITS } from '../../preferences/styles.js';
import type { GenerationView } from './generation-view.js';

/**
 * The Details lines about preferences, in `t`'s words: the style and the prompt it made, and where
 * each default field's value came from (typed, the style, the member's settings, the channel's,
 * the server's, built in). Nothing for a generation saved before preferences existed.
 */
export function preferenceLines(
  view: Pick<GenerationView, 'optionSources' | 'style'>,
  t: Translator,
): string[] {
  const lines: string[] = [];
  if (view.style) {
    const name = shownName(view.style.name, STYLE_LIMITS.name);
    lines.push(`${t.t('prefs.details.style', { name })}\n${userText(view.style.prompt, 1_500)}`);
  }
  const sources = view.optionSources;
  if (sources) {
    const each = DEFAULT_FIELD_NAMES.map((field) =>
      t.t('prefs.details.source', {
        option: t.t(`prefs.field.${field}`),
        source: t.t('prefs.source', { source: sources[field] ?? 'builtin' }),
      }),
    );
    lines.push(`${t.t('prefs.details.sources')}\n${each.join(' · ')}`);
  }
  return lines;
}
