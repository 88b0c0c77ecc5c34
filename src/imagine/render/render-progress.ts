import type { APIEmbed } from 'discord.js';
import { NO_MENTIONS } from '../../discord/discord-rules.js';
import { formatDuration, progressBar } from '../../discord/text.js';
import { ignoredNote, promptDescription } from './generation-summary.js';
import type { GenerationPhase, GenerationView } from './generation-view.js';

const TITLES: Record<GenerationPhase, string> = {
  waiting: '⏳ Waiting for a free slot',
  submitting: '📨 Sending to the image service',
  queued: '🕒 Queued',
  pending: '🕒 Queued',
  processing: '🎨 Generating',
  completed: '✅ Done',
  failed: '❌ Failed',
  timed_out: '⌛ Timed out',
};

function statusLine(view: GenerationView): string {
  switch (view.phase) {
    case 'waiting':
      return `Position **${view.queuePosition ?? 1}** in this server's queue.`;
    case 'submitting':
      return 'Submitting your request…';
    case 'queued':
    case 'pending':
      return `Task \`${view.taskId ?? '…'}\` is waiting at the image service.`;
    case 'processing':
      return view.progress === undefined ? 'Working on it…' : progressBar(view.progress, 12);
    default:
      return '';
  }
}

/** The reply while a generation is under way: state, queue position or progress, elapsed time. */
export function renderProgress(view: GenerationView) {
  const footer = [`Elapsed ${formatDuration(view.elapsedMs)}`, view.workflow];
  if (view.taskId) footer.push(`task ${view.taskId}`);
  const embed: APIEmbed = {
    title: TITLES[view.phase],
    color: 0x5865f2,
    description: `${promptDescription(view)}\n\n${statusLine(view)}${ignoredNote(view)}`,
    footer: { text: footer.join(' · ') },
  };
  return { content: '', embeds: [embed], components: [], allowedMentions: NO_MENTIONS };
}
