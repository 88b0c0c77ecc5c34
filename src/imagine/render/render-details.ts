import { ActionRowBuilder, type ButtonBuilder, MessageFlags } from 'discord.js';
import { NO_MENTIONS } from '../../discord/discord-rules.js';
import { EMBED_LIMITS, truncate, userText } from '../../discord/text.js';
import type { Translator } from '../../i18n/translator.js';
import { remixButton } from './generation-buttons.js';
import { parameterFields } from './generation-summary.js';
import type { GenerationView } from './generation-view.js';
import { preferenceLines } from './render-preferences.js';

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
 * Every parameter of a generation, answered ephemerally to whoever pressed Details, in their
 * language (`t`), with a Remix button. For a set of images (`images`, the reply's generations in
 * order), each one's seed and task too.
 */
export function renderDetails(
  view: GenerationView,
  t: Translator,
  images: readonly GenerationView[] = [],
) {
  const lines = [`${t.t('imagine.details.prompt')}\n${userText(view.prompt, 3_000)}`];
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
        fields: parameterFields(view, { withDuration: view.phase === 'completed' }, t),
      },
    ],
    components: [new ActionRowBuilder<ButtonBuilder>().addComponents(remixButton(view.jobId, t))],
    flags: MessageFlags.Ephemeral,
    allowedMentions: NO_MENTIONS,
  } as const;
}
