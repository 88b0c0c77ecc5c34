import { NO_MENTIONS } from '../../discord/discord-rules.js';
import type { Translator } from '../../i18n/translator.js';
import {
  cancelButtons,
  failureButtons,
  resultButtons,
  runAgainButtons,
} from './generation-buttons.js';
import type { GenerationView } from './generation-view.js';
import { type BatchFacts, renderBatchFinal, renderBatchProgress } from './render-batch.js';
import { renderFailure } from './render-failure.js';
import {
  FINISHED_STAGES,
  type ProgressFacts,
  progressFactsOf,
  renderProgressFacts,
} from './render-progress.js';
import { type ImagePlacement, renderResult } from './render-result.js';

/** One reply as members see it: the generations it shows, in order. Its buttons carry its id. */
export interface ReplyView {
  /** The interaction's id; the first generation's job shares it. */
  readonly replyId: string;
  readonly requesterId: string;
  /** At least one. */
  readonly generations: readonly GenerationView[];
  /** Set for the images of one `/imagine count:` command, drawn as one set. */
  readonly batch?: BatchFacts;
  /** Offers Cancel / Stop waiting while under way (replies made before it existed do not). */
  readonly cancellable?: boolean;
}

/** What a reply's progress message shows besides each generation's facts. */
export interface ReplyProgressFrame {
  readonly batch?: BatchFacts;
  /** The reply its Cancel / Stop waiting button names; absent: no button. */
  readonly cancel?: { readonly replyId: string };
}

/** The {@link ReplyProgressFrame} of a reply's view. */
export function replyProgressFrame(view: ReplyView): ReplyProgressFrame {
  const { replyId } = view;
  return {
    ...(view.batch ? { batch: view.batch } : {}),
    ...(view.cancellable ? { cancel: { replyId } } : {}),
  };
}

/** How each finished image reaches the message, by job id; failed generations have none. */
export type ImagePlacements = ReadonlyMap<string, ImagePlacement>;

/** What the progress message of a reply shows, generation by generation. */
export function replyProgressFacts(view: ReplyView): ProgressFacts[] {
  return view.generations.map(progressFactsOf);
}

/**
 * The reply while any generation runs, from its facts, in `t`'s language: one embed per
 * generation, or one for a set; a Cancel / Stop waiting button when the frame has one.
 */
export function renderReplyProgressFacts(
  facts: readonly ProgressFacts[],
  t: Translator,
  frame: ReplyProgressFrame = {},
) {
  const { batch, cancel } = frame;
  const running = facts.filter((shown) => !FINISHED_STAGES.has(shown.stage));
  return {
    content: '',
    embeds: batch
      ? [renderBatchProgress(facts, batch, t)]
      : facts.map((shown) => renderProgressFacts(shown, t)),
    components: cancel && running.length > 0 ? cancelButtons(running, cancel.replyId, t) : [],
    allowedMentions: NO_MENTIONS,
  };
}

/** The reply while any generation runs: each one's stage, queue position or expected end. */
export function renderReplyProgress(view: ReplyView, t: Translator) {
  return renderReplyProgressFacts(replyProgressFacts(view), t, replyProgressFrame(view));
}

function renderOne(view: GenerationView, placements: ImagePlacements, t: Translator) {
  const placement = placements.get(view.jobId);
  return view.phase === 'completed' && placement
    ? renderResult(view, placement, t)
    : renderFailure(view, t);
}

/**
 * The finished reply: each image (attached or linked) or failure with its reason, and one row of
 * buttons for the whole reply (Re-roll, Remix, Details, Delete once any image came; else Retry,
 * Remix, Details, or Run again when a member or a moderator ended every one).
 */
export function renderReplyFinal(view: ReplyView, placements: ImagePlacements, t: Translator) {
  const [only, ...others] = view.generations;
  if (only && others.length === 0) return renderOne(only, placements, t);
  if (view.batch) return renderBatchFinal(view.generations, placements, view.replyId, t);
  const anyImage = view.generations.some((generation) => placements.has(generation.jobId));
  const allCancelled = view.generations.every((generation) => generation.cancelled);
  const buttons = anyImage ? resultButtons : allCancelled ? runAgainButtons : failureButtons;
  return {
    content: '',
    embeds: view.generations.flatMap((generation) => renderOne(generation, placements, t).embeds),
    components: [buttons(view.replyId, t)],
    allowedMentions: NO_MENTIONS,
  };
}
