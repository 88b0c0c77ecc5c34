import { oneLine, truncate } from '../../discord/text.js';
import type { Translator } from '../../i18n/translator.js';
import { CARD_COLORS, type CardImage, renderCard } from './card.js';
import { cancelButtons } from './generation-buttons.js';
import { ignoredNote, notRedrawn, promptDescription, sourceNote } from './generation-summary.js';
import type { GenerationView } from './generation-view.js';
import type { ImageOffer } from './image-action-rows.js';
import { type ImagePlacements, renderOne, renderSet } from './render-final.js';
import {
  countedNote,
  isRunning,
  type ProgressFacts,
  progressFactsOf,
  progressTitle,
  statusLine,
} from './render-progress.js';

/**
 * Who pays for the images of a set (`/imagine count:`): the member's key, the server's, the
 * anonymous one; on a backend that takes no keys, no key: `limit` where the server's daily limit
 * counts them, `none` where nothing does (a DM).
 */
export type SetPayer = 'user' | 'server' | 'anonymous' | 'limit' | 'none';

/** A reply of several images of one command (`/imagine count:`), as its views say it. */
interface BatchFacts {
  /** How many images the command asked for: one generation each. */
  readonly images: number;
  /** Who pays for them, as known when the command was answered. @default the member's key */
  readonly paidBy?: SetPayer;
}

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
  /** Public in a server the bot is in: its finished images offer Report. */
  readonly reportable?: boolean;
  /** What its backend does with an image (Vary, Upscale, Edit); absent: nothing. */
  readonly imageOffer?: ImageOffer;
  /** The file name of the attached thumbnail of the image it came from; absent: none. */
  readonly sourceFile?: string;
}

/** What a reply's progress message shows besides each generation's facts. */
export interface ReplyProgressFrame {
  readonly batch?: BatchFacts;
  /** The reply its Cancel / Stop waiting button names; absent: no button. */
  readonly cancel?: { readonly replyId: string };
}

/** The {@link ReplyProgressFrame} of a reply's view. */
export function replyProgressFrame(view: ReplyView): ReplyProgressFrame {
  const { batch, cancellable, replyId } = view;
  return { ...(batch ? { batch } : {}), ...(cancellable ? { cancel: { replyId } } : {}) };
}

/** The previews attached to a progress message, as its gallery: one per generation that has one. */
function previewImages(facts: readonly ProgressFacts[], t: Translator): CardImage[] {
  const count = facts.length;
  return facts.flatMap((shown, index) => {
    const fileName = shown.preview?.fileName;
    if (!fileName) return [];
    const prompt = truncate(oneLine(shown.prompt), 800);
    return [{ fileName, alt: t.t('card.previewAlt', { n: index + 1, count, prompt }) }];
  });
}

/**
 * The reply while any generation runs, from its facts: one card with the stage, the prompt, the
 * queue position or progress and expected end (a line per image of a set, and what it costs), the
 * latest previews attached, the workflow, and Cancel / Stop waiting when the frame has one.
 */
export function renderReplyProgressFacts(
  facts: readonly ProgressFacts[],
  t: Translator,
  frame: ReplyProgressFrame = {},
) {
  const { batch, cancel } = frame;
  const first = facts[0] as ProgressFacts;
  const running = facts.filter((shown) => isRunning(shown.stage));
  const several = batch !== undefined || facts.length > 1;
  const title = several
    ? t.t('count.progressTitle', { count: batch?.images ?? facts.length })
    : progressTitle(first.stage, t);
  const lines = several
    ? facts.map((shown, index) =>
        [`**${index + 1}.**`, progressTitle(shown.stage, t), statusLine(shown, t)]
          .filter(Boolean)
          .join(' '),
      )
    : [statusLine(first, t)];
  const cost =
    (batch && t.t('count.cost', { count: batch.images, source: batch.paidBy ?? 'user' })) ||
    countedNote(first, t);
  const status = [cost ? `-# ${cost}` : '', ...lines].filter(Boolean).join('\n');
  return renderCard({
    accent: CARD_COLORS.running,
    texts: [
      `## ${title}\n${promptDescription(first)}${sourceNote(first, t)}`,
      `${status}${ignoredNote(first, t)}`.trim(),
    ],
    images: previewImages(facts, t),
    footer: notRedrawn(first) ? undefined : first.workflow,
    rows: cancel && running.length > 0 ? cancelButtons(running, cancel.replyId, t) : [],
  });
}

/** The reply while any generation runs: each one's stage, queue position or expected end. */
export function renderReplyProgress(view: ReplyView, t: Translator) {
  const facts = view.generations.map(progressFactsOf);
  return renderReplyProgressFacts(facts, t, replyProgressFrame(view));
}

/**
 * The finished reply as one card: a single generation's image or failure, or a set's gallery,
 * with the thumbnail of the image it came from when one is attached.
 */
export function renderReplyFinal(view: ReplyView, placements: ImagePlacements, t: Translator) {
  const [only, ...others] = view.generations;
  const { imageOffer, sourceFile } = view;
  const reportable = view.reportable === true;
  if (only && others.length === 0)
    return renderOne(only, placements.get(only.jobId), t, reportable, imageOffer, sourceFile);
  return renderSet(
    view.generations,
    placements,
    view.replyId,
    t,
    reportable,
    imageOffer,
    sourceFile,
  );
}
