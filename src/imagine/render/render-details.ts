import { MessageFlags } from 'discord.js';
import { NO_MENTIONS } from '../../discord/discord-rules.js';
import { EMBED_LIMITS, truncate, userText } from '../../discord/text.js';
import type { Translator } from '../../i18n/translator.js';
import { parameterFields } from './generation-summary.js';
import type { GenerationView } from './generation-view.js';
import { preferenceLines } from './render-preferences.js';

/**
 * Every parameter of a generation, answered ephemerally to whoever pressed Details, in their
 * language (`t`).
 */
export function renderDetails(view: GenerationView, t: Translator) {
  const lines = [`${t.t('imagine.details.prompt')}\n${userText(view.prompt, 3_000)}`];
  if (view.taskId) lines.push(t.t('imagine.details.task', { taskId: view.taskId }));
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
    flags: MessageFlags.Ephemeral,
    allowedMentions: NO_MENTIONS,
  } as const;
}
