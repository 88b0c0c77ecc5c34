import { TimestampStyles, time } from 'discord.js';
import type { Translator } from '../../i18n/translator.js';
import type { GenerationPhase, GenerationView } from './generation-view.js';

const RUNNING = ['waiting', 'queued', 'processing'] as const;
const ENDED = ['completed', 'failed', 'timed_out'] as const satisfies GenerationPhase[];
type EndedPhase = (typeof ENDED)[number];

/**
 * The stages a member sees while a reply is under way: in the server's queue, waiting at the
 * service, generating, or already ended while others of the reply run (cancelled ones by how:
 * taken out of the queue, or no longer waited for).
 */
export type ProgressStage = (typeof RUNNING)[number] | EndedPhase | 'cancelled' | 'stopped';

/** Whether a generation at `stage` still runs. */
export const isRunning = (stage: ProgressStage) => (RUNNING as readonly string[]).includes(stage);

/**
 * The latest preview a processing generation shows: its job and serial (a new one is worth an
 * edit), and, once it passed the image check and goes with the edit, its attachment's file name.
 */
export interface PreviewFacts {
  readonly jobId: string;
  readonly serial: number;
  readonly fileName?: string;
}

/**
 * Everything a progress message shows of one generation, and nothing else: what an edit is
 * compared by. Times are whole seconds, shown as timestamps that clients count live.
 */
export interface ProgressFacts
  extends Pick<
    GenerationView,
    | 'prompt'
    | 'workflow'
    | 'ignoredOptions'
    | 'ignoredByBackend'
    | 'source'
    | 'countedAs'
    | 'expectedMs'
  > {
  readonly stage: ProgressStage;
  /** While `waiting`: its place in its line (with `queuePast`: behind that many). */
  readonly queuePosition?: number;
  readonly queuePast?: true;
  /** While `waiting`: when it should start, in epoch seconds, once the line's pace is known. */
  readonly startsAt?: number;
  /** While `queued` at a backend that queues: its place there, and the wait it expects (s). */
  readonly backendPosition?: number;
  readonly waitSeconds?: number;
  /** While `processing`: when it began, in epoch seconds. */
  readonly startedAt?: number;
  /** While `processing`: when it should be ready, in epoch seconds, once the service's progress tells. */
  readonly readyAt?: number;
  /**
   * While `processing`: the service's progress, 0–100, when it reports one. Shown beside the
   * expected end but never a reason to edit on its own (`progressMessageOf`).
   */
  readonly percent?: number;
  /** While `processing`: the latest preview (drawn only with its `fileName`). */
  readonly preview?: PreviewFacts;
  /** While `queued` or `processing`: the server running it does not answer (the bot keeps asking). */
  readonly unreachable?: true;
  /** While `processing`: its video is made again, smaller, to fit the upload limit. */
  readonly refitting?: true;
}

const seconds = (ms: number | undefined) => (ms === undefined ? undefined : Math.round(ms / 1000));

/** The facts a progress message shows of `view`. */
export function progressFactsOf(view: GenerationView): ProgressFacts {
  const { prompt, workflow, ignoredOptions, ignoredByBackend, source, countedAs, expectedMs } =
    view;
  const shown = {
    prompt,
    workflow,
    ...(source ? { source } : {}),
    ...(countedAs ? { countedAs } : {}),
    ...(expectedMs ? { expectedMs } : {}),
    ...(ignoredOptions?.length ? { ignoredOptions } : {}),
    ...(ignoredByBackend?.length ? { ignoredByBackend } : {}),
  };
  if (view.phase === 'processing') {
    const { progress } = view;
    const percent =
      progress === undefined ? undefined : Math.min(100, Math.max(0, Math.round(progress)));
    const [startedAt, readyAt] = [seconds(view.startedAt), seconds(view.readyAt)];
    const { jobId, previewSerial: serial } = view;
    const preview = serial === undefined ? undefined : { jobId, serial };
    const unreachable = view.unreachable ? { unreachable: true as const } : {};
    const refitting = view.refitting ? { refitting: true as const } : {};
    return {
      ...shown,
      stage: 'processing',
      startedAt,
      readyAt,
      percent,
      preview,
      ...unreachable,
      ...refitting,
    };
  }
  if (view.cancelled)
    return { ...shown, stage: view.cancelled === 'stopped' ? 'stopped' : 'cancelled' };
  if ((ENDED as readonly string[]).includes(view.phase))
    return { ...shown, stage: view.phase as EndedPhase };
  if (view.phase === 'waiting' && view.queuePosition !== undefined) {
    const startsAt = seconds(view.queueEta);
    return {
      ...shown,
      stage: 'waiting',
      queuePosition: view.queuePosition,
      ...(view.queuePast && { queuePast: true }),
      ...(startsAt !== undefined && { startsAt }),
    };
  }
  const position = view.backendQueue?.position;
  const queued = { ...shown, ...(view.unreachable && { unreachable: true as const }) };
  if (position === undefined) return { ...queued, stage: 'queued' };
  const wait = view.backendQueue?.waitSeconds;
  return {
    ...queued,
    stage: 'queued',
    backendPosition: position,
    ...(wait !== undefined && { waitSeconds: wait }),
  };
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

/**
 * What one generation counted as several images (an animation) costs and takes, e.g. "Counts as
 * 8 images in limits and budgets. About 4 minutes here, going by the last animations."
 */
export function countedNote(
  facts: Pick<ProgressFacts, 'countedAs' | 'expectedMs'>,
  t: Translator,
): string {
  if (!facts.countedAs) return '';
  const { expectedMs } = facts;
  const minutes = expectedMs === undefined ? -1 : Math.max(1, Math.round(expectedMs / 60_000));
  return t.t('imageActions.animateCost', { count: facts.countedAs, minutes });
}

/** The title of a progress stage in `t`'s language, e.g. "🎨 Generating". */
export const progressTitle = (stage: ProgressStage, t: Translator): string =>
  t.t(`imagine.progress.${stage === 'timed_out' ? 'timedOut' : stage}`);

/**
 * What a progress message says of one generation at its stage (nothing once it ended); while the
 * server running it does not answer, that first.
 */
export function statusLine(facts: ProgressFacts, t: Translator): string {
  const line = stageLine(facts, t);
  return facts.unreachable ? `${t.t('imagine.progress.unreachable')} ${line}` : line;
}

function stageLine(facts: ProgressFacts, t: Translator): string {
  switch (facts.stage) {
    case 'waiting': {
      const more = facts.queuePast ? 'yes' : 'no';
      const place = t.t('imagine.progress.position', { position: facts.queuePosition ?? 1, more });
      if (facts.startsAt === undefined) return place;
      return `${place} ${t.t('imagine.progress.startsAt', { time: relative(facts.startsAt) })}`;
    }
    case 'queued':
      return facts.backendPosition === undefined
        ? t.t('imagine.progress.atService')
        : t.t('imagine.progress.atBackendQueue', {
            position: facts.backendPosition,
            seconds: facts.waitSeconds ?? -1,
          });
    case 'processing':
      if (facts.refitting) return t.t('imagine.progress.refitting');
      return facts.percent === undefined
        ? processingLine(facts, t)
        : `${percentLine(facts.percent, t)} · ${processingLine(facts, t)}`;
    default:
      return '';
  }
}
