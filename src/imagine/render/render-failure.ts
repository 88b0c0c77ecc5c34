import type { APIEmbed } from 'discord.js';
import { NO_MENTIONS } from '../../discord/discord-rules.js';
import { formatDuration, userText } from '../../discord/text.js';
import { failureButtons } from './generation-buttons.js';
import { promptDescription } from './generation-summary.js';
import type { GenerationView } from './generation-view.js';

const NEXT_STEP = {
  failed: 'Press **Retry** to try again; if it keeps failing, change the prompt or options.',
  timed_out: 'The service may be busy. Press **Retry** to try again later.',
} as const;

/** A failed or timed-out generation: what happened, what to do, and a Retry button. */
export function renderFailure(view: GenerationView) {
  const timedOut = view.phase === 'timed_out';
  const reason =
    view.error ?? (timedOut ? 'The generation took too long.' : 'The generation failed.');
  const said = view.serviceError
    ? `\nThe image service said: “${userText(view.serviceError, 500)}”`
    : '';
  const embed: APIEmbed = {
    title: timedOut ? '⌛ Timed out' : '❌ Generation failed',
    color: 0xed4245,
    description: `${promptDescription(view)}\n\n**${reason}**${said}\n${NEXT_STEP[timedOut ? 'timed_out' : 'failed']}`,
    footer: { text: `After ${formatDuration(view.elapsedMs)} · ${view.workflow}` },
  };
  return {
    content: '',
    embeds: [embed],
    components: [failureButtons(view.jobId)],
    allowedMentions: NO_MENTIONS,
  };
}
