import { MessageFlags } from 'discord.js';
import { NO_MENTIONS } from '../../discord/discord-rules.js';
import { EMBED_LIMITS, shownName, truncate, userText } from '../../discord/text.js';
import type { Translator } from '../../i18n/translator.js';
import { DEFAULT_FIELD_NAMES } from '../../preferences/default-fields.js';
import { STYLE_LIMITS } from '../../preferences/styles.js';
import { buttonRow } from './generation-buttons.js';
import { parameterFields, sourceLine, unappliedLine } from './generation-summary.js';
import { type GenerationView, withSetCost } from './generation-view.js';

/** One line per image of a set: its number, seed and task. */
function imageLines(images: readonly GenerationView[], t: Translator): string {
  const each = images.map((image, index) =>
    t.t('count.detailsImage', {
      n: index + 1,
      seed: String(image.seed ?? t.t('imagine.summary.random')),
      task: image.taskId ?? 'none',
    }),
  );
  return `${t.t('count.detailsImages')}\n${each.join('\n')}`;
}

/**
 * The lines about preferences: the style and the prompt it made, and where each default field's
 * value came from (typed, the style, the member's, the channel's, the server's, built in).
 */
function preferenceLines(view: GenerationView, t: Translator): string[] {
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

/**
 * Every parameter of a generation (an upscale: its size) and where it came from, answered
 * ephemerally to whoever pressed Details, in their language (`t`), with a Remix button. For a set of images (`images`, the reply's generations in
 * order), each one's seed and task too, and what they cost together.
 */
export function renderDetails(
  view: GenerationView,
  t: Translator,
  images: readonly GenerationView[] = [],
) {
  const lines = [`${t.t('imagine.details.prompt')}\n${userText(view.prompt, 3_000)}`];
  const from = sourceLine(view, t);
  if (from) lines.push(from);
  const unapplied = unappliedLine(images.length > 1 ? images : [view], t);
  if (unapplied) lines.push(unapplied);
  if (images.length > 1) lines.push(imageLines(images, t));
  else if (view.taskId) lines.push(t.t('imagine.details.task', { taskId: view.taskId }));
  if (view.keySource) lines.push(t.t('imagine.details.paidWith', { source: view.keySource }));
  lines.push(...preferenceLines(view, t));
  return {
    embeds: [
      {
        title: t.t('imagine.details.title'),
        color: 0x99aab5,
        description: truncate(lines.join('\n\n'), EMBED_LIMITS.description),
        fields: parameterFields(
          images.length > 1 ? withSetCost(view, images) : view,
          { withDuration: view.phase === 'completed' },
          t,
        ),
      },
    ],
    components: [buttonRow(view.jobId, t, 'remix')],
    flags: MessageFlags.Ephemeral,
    allowedMentions: NO_MENTIONS,
  } as const;
}
