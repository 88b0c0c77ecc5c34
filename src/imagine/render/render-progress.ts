import { type APIEmbed, TimestampStyles, time } from 'discord.js';
import { NO_MENTIONS } from '../../discord/discord-rules.js';
import type { Catalog } from '../../i18n/catalog.js';
import type { Translator } from '../../i18n/translator.js';
import { ignoredNote, promptDescription } from './generation-summary.js';
import type { GenerationPhase, GenerationView } from './generation-view.js';

/**
 * The stages a member sees while a reply is under way: in the server's queue, waiting at the
 * service, generating, or already ended while other generations of the reply run (cancelled ones
 * by how: taken out of the queue, or no longer waited for).
 */
export type ProgressStage = 'waiting' | 'queued' | 'processing' | FinishedStage;

type FinishedPhase = Extract<GenerationPhase, 'completed' | 'failed' | 'timed_out'>;

/** How a generation of the reply ended, as its line says. */
export type FinishedStage = FinishedPhase | 'cancelled' | 'stopped';

const FINISHED: ReadonlySet<GenerationPhase> = new Set(['completed', 'failed', 'timed_out']);

/** The stages of a generation that ended. */
export const FINISHED_STAGES: ReadonlySet<ProgressStage> = new Set<ProgressStage>([
  ...(FINISHED as ReadonlySet<FinishedPhase>),
  'cancelled',
  'stopped',
]);

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
  /**
   * While `processing`: the service's progress, 0–100, when it reports one. Shown beside the
   * expected end but never a reason to edit on its own (see {@link progressSignatureFacts}).
   */
  readonly percent?: number;
}

const TITLES: Record<ProgressStage, keyof Catalog['imagine']['progress']> = {
  waiting: 'waiting',
  queued: 'queued',
  processing: 'processing',
  completed: 'completed',
  failed: 'failed',
  timed_out: 'timedOut',
  cancelled: 'cancelled',
  stopped: 'stopped',
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
    const percent = view.progress === undefined ? undefined : Math.round(view.progress);
    return {
      ...shown,
      stage: 'processing',
      ...(startedAt === undefined ? {} : { startedAt }),
      ...(readyAt === undefined ? {} : { readyAt }),
      ...(percent === undefined ? {} : { percent: Math.min(100, Math.max(0, percent)) }),
    };
  }
  if (view.cancelled)
    return { ...shown, stage: view.cancelled === 'stopped' ? 'stopped' : 'cancelled' };
  if (FINISHED.has(view.phase)) return { ...shown, stage: view.phase as FinishedPhase };
  if (view.phase === 'waiting' && view.queuePosition !== undefined) {
    return { ...shown, stage: 'waiting', queuePosition: view.queuePosition };
  }
  return { ...shown, stage: 'queued' };
}

/**
 * What decides whether a progress message needs an edit: its facts without the service's
 * percentage, which rides along on the edits its stage and expected end already cause (the
 * expected end is a live countdown; a new percentage alone is not worth a request).
 */
export function progressSignatureFacts(facts: ProgressFacts): ProgressFacts {
  if (facts.percent === undefined) return facts;
  const { percent: _shownAlongside, ...decisive } = facts;
  return decisive;
}

const relative = (at: number) => time(at, TimestampStyles.RelativeTime);

const BAR_CELLS = 10;

/** "▰▰▰▰▱▱▱▱▱▱ 40 % done", the percentage formatted for `t`'s language. */
export function percentLine(percent: number, t: Translator): string {
  const filled = Math.min(BAR_CELLS, Math.max(0, Math.floor(percent / BAR_CELLS)));
  const bar = '▰'.repeat(filled) + '▱'.repeat(BAR_CELLS - filled);
  return t.t('imagine.progress.percent', { bar, progress: percent / 100 });
}

/** While processing: the expected end, else when it started, else that it is under way. */
function processingLine(facts: ProgressFacts, t: Translator): string {
  if (facts.readyAt !== undefined) {
    return t.t('imagine.progress.ready', { time: relative(facts.readyAt) });
  }
  return facts.startedAt === undefined
    ? t.t('imagine.progress.working')
    : t.t('imagine.progress.started', { time: relative(facts.startedAt) });
}

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
      return facts.percent === undefined
        ? processingLine(facts, t)
        : `${percentLine(facts.percent, t)} · ${processingLine(facts, t)}`;
    default:
      return '';
  }
}

/**
 * The embed of one generation under way, in `t`'s language: its stage, queue position or
 * the service's percentage and expected end, workflow.
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
