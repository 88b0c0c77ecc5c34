import { hash } from 'node:crypto';
import type { Translator } from '../../i18n/translator.js';
import type { GenerationJob } from '../../jobs/generation-job.js';
import { estimateReadyAt } from '../../jobs/progress-estimate.js';
import type { GenerationView } from '../render/generation-view.js';
import { type ProgressFacts, progressFactsOf } from '../render/render-progress.js';
import {
  type ReplyProgressFrame,
  type ReplyView,
  renderReplyProgressFacts,
  replyProgressFrame,
} from '../render/render-reply.js';
import type { ReplyRef } from './reply-target.js';
import { replyViewOf } from './reply-view-of.js';

/**
 * A reply's progress message, compared before it is drawn: the `signature` (a digest of what it
 * shows but the percentage) tells whether an edit is worth sending, the `stage` whether it is a new
 * stage (shown at once) or progress within one (spaced); `render()` draws it when it is sent.
 */
export interface ProgressMessage {
  /** The facts shown, as JSON. */
  readonly json: string;
  readonly signature: string;
  readonly stage: string;
  render(): ReturnType<typeof renderReplyProgressFacts>;
}

/**
 * The progress message of `view` in `t`'s language (one reply keeps one language): `previous`
 * itself when it shows the same facts.
 */
export function progressMessageOf(
  view: ReplyView,
  t: Translator,
  previous?: ProgressMessage,
): ProgressMessage {
  const facts = view.generations.map(progressFactsOf);
  const frame = replyProgressFrame(view);
  const framed = (shown: readonly ProgressFacts[]) => JSON.stringify({ ...frame, facts: shown });
  const json = framed(facts);
  if (previous?.json === json) return previous;
  // The service's percentage is drawn but not signed: it rides along on the edits the stage and
  // expected end cause (the end is a live countdown), and never causes one of its own.
  const signed = facts.some((shown) => shown.percent !== undefined)
    ? framed(facts.map(({ percent: _shownAlongside, ...decisive }) => decisive))
    : json;
  return {
    json,
    // 16 bytes as 22 characters of their own (a slice would keep the whole digest alive per reply).
    signature: hash('sha256', signed, 'buffer').toString('base64url', 0, 16),
    // A new place in the server's queue is a new stage: shown at once, not spaced as progress.
    stage: facts
      .map((shown) => (shown.stage === 'waiting' ? `waiting@${shown.queuePosition}` : shown.stage))
      .join(','),
    // Drawn from the JSON: a message waiting for its edit (thousands may) keeps only that string.
    render: () => renderProgressJson(json, t),
  };
}

/** Draws a progress message from its {@link ProgressMessage.json} in `t`'s language. */
export function renderProgressJson(json: string, t: Translator) {
  const { facts, ...frame } = JSON.parse(json) as ReplyProgressFrame & { facts: ProgressFacts[] };
  return renderReplyProgressFacts(facts, t, frame);
}

/**
 * A reply's first answer, showing its accepted `jobs` waiting, and the reply remembering what it
 * showed (so the presenter's first edit is the first change).
 */
export function openingMessage(
  listed: ReplyRef,
  jobs: readonly GenerationJob[],
  at: number,
  t: Translator,
): { readonly message: ProgressMessage; readonly reply: ReplyRef } {
  const message = progressMessageOf(replyViewOf(listed, jobs, at), t);
  return {
    message,
    reply: { ...listed, opening: { signature: message.signature, stage: message.stage } },
  };
}

/** Options of {@link steadyReadyAt}. */
export interface SteadyOptions {
  /** An estimate this close to the one shown is not worth an edit, in ms. */
  readonly toleranceMs: number;
  /** …nor one off by at most this share of the time left. @default 0.25 */
  readonly share?: number;
}

/**
 * The expected end to show for `job`: the one shown while the new estimate stays within the
 * tolerance of it (a small correction of a live countdown is not worth an edit), else the new one.
 */
export function steadyReadyAt(
  shown: number | undefined,
  job: Pick<GenerationJob, 'progress' | 'progressAt' | 'processingStart'>,
  now: number,
  options: SteadyOptions,
): number | undefined {
  const estimate = estimateReadyAt(job);
  if (estimate === undefined) return shown !== undefined && shown > now ? shown : undefined;
  if (shown === undefined || shown <= now) return estimate;
  const tolerance = Math.max(options.toleranceMs, (options.share ?? 0.25) * (shown - now));
  return Math.abs(estimate - shown) <= tolerance ? shown : estimate;
}

/** Options of {@link heldAtServiceUntil}. */
export interface HoldOptions {
  /** How long a generation may process with no expected end before it is shown processing, in ms. */
  readonly patienceMs: number;
  /** An expected end at most this far ahead is left to the final message, in ms. */
  readonly soonMs: number;
}

/**
 * Until when a generation the service began processing is still shown at the service (undefined:
 * not held): until its expected end `readyAt` is known, `patienceMs` at most after processing
 * began; while that end is `soonMs` away or less (the final is near), `patienceMs + soonMs` at most.
 */
export function heldAtServiceUntil(
  job: Pick<GenerationJob, 'processingStart'>,
  readyAt: number | undefined,
  now: number,
  options: HoldOptions,
): number | undefined {
  const start = job.processingStart?.at;
  if (start === undefined) return undefined;
  const soon = readyAt !== undefined && readyAt - now <= options.soonMs;
  if (readyAt !== undefined && !soon) return undefined;
  const until = start + options.patienceMs + (soon ? options.soonMs : 0);
  return now < until ? until : undefined;
}

/** `generation` as shown while {@link heldAtServiceUntil} holds it: at the service, with no progress. */
export function atServiceView(generation: GenerationView): GenerationView {
  const { startedAt: _notShown, progress: _shownLater, ...view } = generation;
  return { ...view, phase: 'queued' };
}
