import type { UserText } from '../../core/app-error.js';
import { oneLine, truncate, userText } from '../../discord/text.js';
import type { Translator } from '../../i18n/translator.js';
import { SETUP_REFUSED_KEY } from '../../image-backend/backend-errors.js';
import { declarationOf } from '../../image-backend/image-actions.js';
import type { CancelledHow } from '../imagine-errors.js';
import { CARD_COLORS, type CardImage, type CardMessage, renderCard } from './card.js';
import { buttonRow } from './generation-buttons.js';
import {
  ignoredNote,
  notRedrawn,
  parameterFields,
  promptDescription,
  sourceLine,
  sourceNote,
  unappliedLine,
} from './generation-summary.js';
import { type GenerationView, withSetCost } from './generation-view.js';
import {
  type ImageOffer,
  imageInRows,
  imageInSelect,
  type ShownImage,
} from './image-action-rows.js';
import { setRows } from './image-select.js';

/** How the finished image reaches the message; reasons are catalog texts, shown in the reader's language. */
export type ImagePlacement =
  /**
   * `spoiler`: behind a spoiler (the image safety check found it explicit); `size`: the image's
   * own, read from its header (shown as the size made, whatever was asked).
   */
  | {
      kind: 'attachment';
      fileName: string;
      spoiler?: true;
      size?: { readonly width: number; readonly height: number };
      /** What was done to it to post it (re-encoded to fit the upload limit), user-safe. */
      note?: UserText;
    }
  /**
   * Made, but it never reached the bot as an image it may post (`reason`, user-safe): it could
   * not be fetched, is not an image, its host was refused as unsafe, or it is too large. Never a
   * link: the backend's URL may be on the operator's network, the bot's own, or expire.
   */
  | { kind: 'missing'; reason: UserText }
  /** Kept out by the image safety check and sent to the member privately (`reason`, user-safe). */
  | { kind: 'withheld'; reason: UserText };

/** How each finished image reaches the message, by job id; failed generations have none. */
export type ImagePlacements = ReadonlyMap<string, ImagePlacement>;

/** The file name a generation's image is attached under, with its format's extension. */
export const imageFileName = (jobId: string, extension: string) => `imagine-${jobId}.${extension}`;

/** Why a generation failed, in `t`'s language (the English kept with an old job otherwise). */
function reasonOf(view: GenerationView, t: Translator): string {
  const { error } = view;
  if (error?.text) return t.text(error.text, error.message);
  if (error) return error.message;
  return t.t(view.phase === 'timed_out' ? 'imagine.failure.tookTooLong' : 'imagine.failure.failed');
}

/** Why it failed, with the image service's own words (escaped) when it said any. */
function failureReason(view: GenerationView, t: Translator, saidMax: number): string {
  const said = view.serviceError && userText(view.serviceError, saidMax);
  const reason = reasonOf(view, t);
  return said ? `${reason} ${t.t('imagine.failure.serviceSaid', { said })}` : reason;
}

/**
 * What to do after a failure: only the operator can fix a refusal of how the bot is set up
 * (`BackendSetupError`); anything else, retry or change the request.
 */
const failedNext = (view: GenerationView) =>
  view.error?.text?.key === SETUP_REFUSED_KEY
    ? 'imagine.failure.nextOperator'
    : 'imagine.failure.nextFailed';

/** The mark of an image a member or a moderator ended, instead of a failure's ❌. */
const CANCELLED_MARKS: Readonly<Record<CancelledHow, string>> = { dequeued: '✖️', stopped: '⏹️' };

const seedOf = (view: GenerationView, t: Translator) =>
  String(view.seed ?? t.t('imagine.summary.random'));

/** `view` with the size of its attached image, where its header told it. */
const madeSize = (view: GenerationView, placement: ImagePlacement | undefined): GenerationView =>
  placement?.kind === 'attachment' && placement.size ? { ...view, ...placement.size } : view;

/** The parameters as the card's small print: `**Size** 832×1216 · **Steps** 30 · …`. */
function parametersText(view: GenerationView, t: Translator, withSeed: boolean): string {
  const seed = t.t('imagine.summary.seed');
  const fields = parameterFields(view, { withDuration: true }, t).filter(
    (field) => withSeed || field.name !== seed,
  );
  const inline = fields.filter((field) => field.inline).map((f) => `**${f.name}** ${f.value}`);
  const wide = fields.filter((field) => !field.inline).map((f) => `**${f.name}** ${f.value}`);
  return [...wide, inline.join(' · ')].join('\n');
}

/**
 * An image of the gallery: its file, spoiler, and alt text naming its place, prompt and seed (an
 * upscale, which has no seed of its own: where it came from).
 */
function imageOf(
  view: GenerationView,
  n: number,
  count: number,
  { fileName, spoiler }: Extract<ImagePlacement, { kind: 'attachment' }>,
  t: Translator,
): CardImage {
  const prompt = truncate(oneLine(view.prompt), 800);
  const from = notRedrawn(view) ? sourceLine(view, t) : undefined;
  const alt = from
    ? t.t('card.imageAltFrom', { n, count, prompt, source: from })
    : t.t('card.imageAlt', { n, count, prompt, seed: seedOf(view, t) });
  return spoiler
    ? { fileName, alt: `${t.t('safety.spoilerAlt')} ${alt}`, spoiler }
    : { fileName, alt };
}

/** What a placement says: why the image is not shown, or what was done to post it. */
function placementNote(placement: ImagePlacement | undefined, t: Translator): string {
  if (!placement) return '';
  if (placement.kind === 'attachment') return placement.note ? `ℹ️ ${t.text(placement.note)}` : '';
  return t.t('common.warning', { message: placement.reason });
}

/** Whether a generation's image is in the message, or was sent to its member privately. */
const delivered = (view: GenerationView, placement: ImagePlacement | undefined) =>
  view.phase === 'completed' && placement !== undefined && placement.kind !== 'missing';

/**
 * The card's thumbnail of the image a result came from (`fileName`, attached with the final
 * message), its alt text saying so; none without a source or a file.
 */
function thumbnailOf(view: GenerationView, fileName: string | undefined, t: Translator) {
  const alt = sourceLine(view, t);
  return fileName && alt ? { thumbnail: { fileName, alt } } : {};
}

/** A card's title and prompt, and the options its workflow ignores. */
const headOf = (view: GenerationView, title: string, t: Translator) =>
  `## ${title}\n${promptDescription(view, 1_500)}${sourceNote(view, t)}${ignoredNote(view, t)}`;

/**
 * One finished generation as a card: its image (attached or withheld) with Re-roll (and Report
 * when `reportable`) and, on an attached image, what `offer` does with it (Vary, Upscale, Edit),
 * that it was made but not delivered and why (Retry), or why it failed (Retry) or that it was
 * cancelled (Run again); then every parameter (what it cost among them).
 */
export function renderOne(
  view: GenerationView,
  placement: ImagePlacement | undefined,
  t: Translator,
  reportable = false,
  offer?: ImageOffer,
  sourceFile?: string,
) {
  const footer = parametersText(madeSize(view, placement), t, !notRedrawn(view));
  const thumbnail = thumbnailOf(view, sourceFile, t);
  const video = view.source !== undefined && declarationOf(view.source.action).video === true;
  if (view.phase === 'completed' && placement?.kind === 'missing') {
    return renderCard({
      accent: CARD_COLORS.partial,
      texts: [
        headOf(
          view,
          t.t(video ? 'imagine.result.videoMissingTitle' : 'imagine.result.missingTitle'),
          t,
        ),
        unappliedLine([view], t) ?? '',
        placementNote(placement, t),
      ],
      ...thumbnail,
      footer,
      rows: [buttonRow(view.jobId, t, 'retry', 'remix', 'details')],
    });
  }
  if (view.phase === 'completed' && placement) {
    const attached = placement.kind === 'attachment';
    return renderCard({
      accent: CARD_COLORS.ready,
      texts: [
        headOf(view, t.t(video ? 'imagine.result.videoTitle' : 'imagine.result.title'), t),
        unappliedLine([view], t) ?? '',
        placementNote(placement, t),
      ],
      ...thumbnail,
      images: attached ? [imageOf(view, 1, 1, placement, t)] : [],
      footer,
      rows: [
        reportable
          ? buttonRow(view.jobId, t, 'reroll', 'remix', 'details', 'delete', 'report')
          : buttonRow(view.jobId, t, 'reroll', 'remix', 'details', 'delete'),
        ...(attached && !video ? imageInRows(offer, view.jobId, t, placement.size) : []),
      ],
    });
  }
  const { cancelled } = view;
  const [title, next] = cancelled
    ? ([
        cancelled === 'stopped' ? 'imagine.cancelled.stoppedTitle' : 'imagine.cancelled.title',
        'imagine.cancelled.next',
      ] as const)
    : view.phase === 'timed_out'
      ? (['imagine.failure.timedOut', 'imagine.failure.nextTimedOut'] as const)
      : (['imagine.failure.title', failedNext(view)] as const);
  const said =
    view.serviceError && !cancelled
      ? `\n${t.t('imagine.failure.serviceSaid', { said: userText(view.serviceError, 500) })}`
      : '';
  return renderCard({
    accent: cancelled ? CARD_COLORS.cancelled : CARD_COLORS.failed,
    texts: [headOf(view, t.t(title), t), `**${reasonOf(view, t)}**${said}\n${t.t(next)}`],
    ...thumbnail,
    footer,
    rows: [buttonRow(view.jobId, t, cancelled ? 'runAgain' : 'retry', 'remix', 'details')],
  });
}

/**
 * The title of the finished set: all ready, some, or none — failed, or ended by a member or a
 * moderator (cancelled, or no longer waited for when any was).
 */
function setTitle(generations: readonly GenerationView[], ready: number, t: Translator): string {
  const count = generations.length;
  if (ready === count) return t.t('count.readyTitle', { count });
  if (ready > 0) return t.t('count.partialTitle', { ready, count });
  if (!generations.every((g) => g.cancelled)) return t.t('count.failedTitle', { count });
  const stopped = generations.some((g) => g.cancelled === 'stopped');
  return t.t(stopped ? 'count.stoppedTitle' : 'count.cancelledTitle', { count });
}

/** One image's line: its number and seed (and link), or why it is missing. */
function imageLine(
  view: GenerationView,
  n: number,
  placement: ImagePlacement | undefined,
  t: Translator,
) {
  if (view.phase !== 'completed' || !placement) {
    const mark = view.cancelled ? CANCELLED_MARKS[view.cancelled] : '❌';
    return `**${n}.** ${mark} ${failureReason(view, t, 200)}`;
  }
  if (placement.kind === 'missing') return `**${n}.** ${placementNote(placement, t)}`;
  const line = t.t('count.imageReady', { n, seed: seedOf(view, t) });
  const note = placementNote(placement, t);
  return note ? `${line} · ${note}` : line;
}

/**
 * A finished set as one card: a line per image (its seed, or why it is missing), the thumbnail of
 * the image it came from (`sourceFile`, attached), the images that came as one gallery, the shared parameters, each image's actions in a select (and, for the
 * attached ones, what `offer` does with them in another), the reply's buttons (with Report when
 * `reportable`).
 */
export function renderSet(
  generations: readonly GenerationView[],
  placements: ImagePlacements,
  replyId: string,
  t: Translator,
  reportable = false,
  offer?: ImageOffer,
  sourceFile?: string,
): CardMessage {
  const first = generations[0] as GenerationView;
  const count = generations.length;
  const isReady = (g: GenerationView) => delivered(g, placements.get(g.jobId));
  const ready = generations.filter(isReady).length;
  const missing = generations.filter((g) => !isReady(g));
  const cancelled = ready === 0 && missing.every((g) => g.cancelled);
  const lines = generations.map((g, i) => imageLine(g, i + 1, placements.get(g.jobId), t));
  const hint = missing.every((g) => g.cancelled) ? 'count.runAgainHint' : 'count.retryHint';
  const images: CardImage[] = generations.flatMap((g, i) => {
    const placement = placements.get(g.jobId);
    return placement?.kind === 'attachment' && isReady(g)
      ? [imageOf(g, i + 1, count, placement, t)]
      : [];
  });
  const rows = setRows(generations.map(isReady), replyId, t, reportable);
  const shownImage = (g: GenerationView): ShownImage => {
    const placement = placements.get(g.jobId);
    if (!isReady(g) || placement?.kind !== 'attachment') return undefined;
    return placement.size ? { size: placement.size } : {};
  };
  return renderCard({
    accent:
      ready === count
        ? CARD_COLORS.ready
        : cancelled
          ? CARD_COLORS.cancelled
          : ready === 0
            ? CARD_COLORS.failed
            : CARD_COLORS.partial,
    texts: [
      headOf(first, setTitle(generations, ready, t), t),
      unappliedLine(generations, t) ?? '',
      `${lines.join('\n')}${missing.length > 0 ? `\n\n${t.t(hint)}` : ''}`,
    ],
    ...thumbnailOf(first, sourceFile, t),
    images,
    footer: parametersText(
      withSetCost(madeSize(first, placements.get(first.jobId)), generations),
      t,
      false,
    ),
    rows: [
      ...rows.slice(0, 1),
      ...imageInSelect(offer, generations.map(shownImage), replyId, t),
      ...rows.slice(1),
    ],
  });
}
