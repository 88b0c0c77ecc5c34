import type { APIEmbed } from 'discord.js';
import { NO_MENTIONS } from '../../discord/discord-rules.js';
import { progressBar } from '../../discord/text.js';
import type { Catalog } from '../../i18n/catalog.js';
import type { Translator } from '../../i18n/translator.js';
import { ignoredNote, promptDescription } from './generation-summary.js';
import type { GenerationPhase, GenerationView } from './generation-view.js';

const TITLES: Record<GenerationPhase, keyof Catalog['imagine']['progress']> = {
  waiting: 'waiting',
  submitting: 'submitting',
  queued: 'queued',
  pending: 'queued',
  processing: 'processing',
  completed: 'completed',
  failed: 'failed',
  timed_out: 'timedOut',
};

function statusLine(view: GenerationView, t: Translator): string {
  switch (view.phase) {
    case 'waiting':
      return t.t('imagine.progress.position', { position: view.queuePosition ?? 1 });
    case 'submitting':
      return t.t('imagine.progress.submittingLine');
    case 'queued':
    case 'pending':
      return t.t('imagine.progress.atService', { taskId: view.taskId ?? '…' });
    case 'processing':
      return view.progress === undefined
        ? t.t('imagine.progress.working')
        : progressBar(view.progress, 12, t);
    default:
      return '';
  }
}

/**
 * The reply while a generation is under way, in `t`'s language: state, queue position or progress,
 * elapsed time.
 */
export function renderProgress(view: GenerationView, t: Translator) {
  const footer = [t.t('imagine.progress.elapsed', { duration: t.duration(view.elapsedMs) })];
  footer.push(view.workflow);
  if (view.taskId) footer.push(t.t('imagine.progress.task', { taskId: view.taskId }));
  const embed: APIEmbed = {
    title: t.t(`imagine.progress.${TITLES[view.phase]}`),
    color: 0x5865f2,
    description: `${promptDescription(view)}\n\n${statusLine(view, t)}${ignoredNote(view, t)}`,
    footer: { text: footer.join(' · ') },
  };
  return { content: '', embeds: [embed], components: [], allowedMentions: NO_MENTIONS };
}
