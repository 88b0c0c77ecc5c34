import { MessageFlags } from 'discord.js';
import { NO_MENTIONS } from '../../discord/discord-rules.js';
import { EMBED_LIMITS, truncate, userText } from '../../discord/text.js';
import { parameterFields } from './generation-summary.js';
import type { GenerationView } from './generation-view.js';

/** Every parameter of a generation, answered ephemerally to whoever pressed Details. */
export function renderDetails(view: GenerationView) {
  const lines = [`**Prompt**\n${userText(view.prompt, 3_000)}`];
  if (view.taskId) lines.push(`**Task** \`${view.taskId}\``);
  if (view.keySource)
    lines.push(`**Paid with** ${view.keySource === 'server' ? 'the server key' : 'their own key'}`);
  return {
    embeds: [
      {
        title: 'Generation parameters',
        color: 0x99aab5,
        description: truncate(lines.join('\n\n'), EMBED_LIMITS.description),
        fields: parameterFields(view, { withDuration: view.phase === 'completed' }),
      },
    ],
    flags: MessageFlags.Ephemeral,
    allowedMentions: NO_MENTIONS,
  } as const;
}
