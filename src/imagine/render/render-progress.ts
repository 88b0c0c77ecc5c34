import { type APIEmbed, TimestampStyles, time } from 'discord.js';
import { NO_MENTIONS } from '../../discord/discord-rules.js';
import type { Catalog } from '../../i18n/catalog.js';
import type { Translator } from '../../i18n/translator.js';
import { ignoredNote, promptDescription } from './generation-summary.js';
import type { GenerationPhase, GenerationView } from './generation-view.js';

/**
 * The stages a member sees while a reply is under way: in the server's queue, waiting at the
 * service, generating, or already ended while other generations of the reply run.
 */
export type ProgressStage = 'waiting' | 'queued' | 'processing' | FinishedPhase;

type FinishedPhase = Extract<GenerationPhase, 'completed' | 'failed' | 'timed_out'>;

const FINISHED: ReadonlySet<GenerationPhase> = new Set(['completed', 'failed', 'timed_out']);

/**
 * Everything a progress message shows of one generation, and nothing else: two views with equal
 * facts render the same message (in one language), so the facts are what an edit is compared by.
 * Times are whole seconds, shown as Discord timestamps that members' clients count live.
 */
export interface ProgressFacts
  extends Pick<GenerationView, 'prompt' | 'workflow' | 'ignoredOptions'> {
  readonly stage: ProgressStage;
  /** While `waiting`. */
  readonly queuePosition?: number;
  /** While `processing`: when it began, in epoch seconds. */
  readonly startedAt?: number;
  /** While `processing`: when it should be ready, in epoch seconds, once the service's progress tells. */
  readonly readyAt?: number;
}

const TITLES: Record<ProgressStage, keyof Catalog['imagine']['progress']> = {
  waiting: 'waiting',
  queued: 'queued',
  processing: 'processing',
  completed: 'completed',
  failed: 'failed',
  timed_out: 'timedOut',
};

const seconds = (ms: number | undefined) => (ms === undefined ? undefined : Math.round(ms / 1000));

/** The facts a progress message shows of `view`. */
export function progressFactsOf(view: GenerationView): ProgressFacts {
  const { prompt, workflow, ignoredOptions } = view;
  const shown = {
    prompt,
    workflow,
    ...(ignoredOptions?.length ? { ignoredOptions } : {}),
  };
  if (view.phase === 'processing') {
    const startedAt = seconds(view.startedAt);
    const readyAt = seconds(view.readyAt);
    return {
      ...shown,
      stage: 'processing',
      ...(startedAt === undefined ? {} : { startedAt }),
      ...(readyAt === undefined ? {} : { readyAt }),
    };
  }
  if (FINISHED.has(view.phase)) return { ...shown, stage: view.phase as FinishedPhase };
  if (view.phase === 'waiting' && view.queuePosition !== undefined) {
    return { ...shown, stage: 'waiting', queuePosition: view.queuePosition };
  }
  return { ...shown, stage: 'queued' };
}

const relative = (at: number) => time(at, TimestampStyles.RelativeTime);

/** The title of a progress stage in `t`'s language, e.g. "🎨 Generating". */
export const progressTitle = (stage: ProgressStage, t: Translator): string =>
  t.t(`imagine.progress.${TITLES[stage]}`);

/** What a progress message says of one generation at its stage (nothing once it ended). */
export function statusLine(facts: ProgressFacts, t: Translator): string {
  switch (facts.stage) {
    case 'waiting':
      return t.t('imagine.progress.position', { position: facts.queuePosition ?? 1 });
    case 'queued':
      return t.t('imagine.progress.atService');
    case 'processing':
      if (facts.readyAt !== undefined) {
        return t.t('imagine.progress.ready', { time: relative(facts.readyAt) });
      }
      return facts.startedAt === undefined
        ? t.t('imagine.progress.working')
        : t.t('imagine.progress.started', { time: relative(facts.startedAt) });
    default:
      return '';
  }
}

/**
 * The embed of one generation under way, in `t`'s language: its stage, queue position or
 * expected end, workflow.
 */
export function renderProgressFacts(facts: ProgressFacts, t: Translator): APIEmbed {
  return {
    title: progressTitle(facts.stage, t),
    color: 0x5865f2,
    description:
      [promptDescription(facts), statusLine(facts, t)].filter(Boolean).join('\n\n') +
      ignoredNote(facts, t),
    footer: { text: facts.workflow },
  };
}

/** The reply while a generation is under way (see {@link renderProgressFacts}). */
export function renderProgress(view: GenerationView, t: Translator) {
  const embed = renderProgressFacts(progressFactsOf(view), t);
  return { content: '', embeds: [embed], components: [], allowedMentions: NO_MENTIONS };
}
