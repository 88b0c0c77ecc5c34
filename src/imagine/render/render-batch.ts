import type { APIEmbed } from 'discord.js';
import { NO_MENTIONS } from '../../discord/discord-rules.js';
import { EMBED_LIMITS, truncate, userText } from '../../discord/text.js';
import type { Translator } from '../../i18n/translator.js';
import type { CancelledHow } from '../errors.js';
import { batchButtons } from './generation-buttons.js';
import { ignoredNote, parameterFields, promptDescription } from './generation-summary.js';
import type { GenerationView } from './generation-view.js';
import { type ProgressFacts, progressTitle, statusLine } from './render-progress.js';
import type { ImagePlacement } from './render-result.js';

/** A reply of several images of one command (`/imagine count:`), as its views say it. */
export interface BatchFacts {
  /** How many images the command asked for: one generation each. */
  readonly images: number;
  /** Which key pays for them, as known when the command was answered. */
  readonly paidBy?: 'user' | 'server';
}

/** "4 images = 4 generations on your key", said from the first message on. */
export function costLine(batch: BatchFacts, t: Translator): string {
  return t.t('count.cost', { count: batch.images, source: batch.paidBy ?? 'user' });
}

/**
 * A set of images under way, in `t`'s language: one embed with the prompt, the cost, and one line
 * per image (its number, stage and queue position or expected end).
 */
export function renderBatchProgress(
  facts: readonly ProgressFacts[],
  batch: BatchFacts,
  t: Translator,
): APIEmbed {
  const [first] = facts;
  const lines = facts.map((shown, index) =>
    [`**${index + 1}.**`, progressTitle(shown.stage, t), statusLine(shown, t)]
      .filter(Boolean)
      .join(' '),
  );
  return {
    title: t.t('count.progressTitle', { count: batch.images }),
    color: 0x5865f2,
    description: truncate(
      [promptDescription(first ?? { prompt: '' }), `-# ${costLine(batch, t)}`, lines.join('\n')]
        .join('\n\n')
        .concat(first ? ignoredNote(first, t) : ''),
      EMBED_LIMITS.description,
    ),
    footer: { text: first?.workflow ?? '' },
  };
}

/** Why one image of the set failed, in `t`'s words, with the service's own when it said any. */
function failureReason(view: GenerationView, t: Translator): string {
  const { error } = view;
  const reason = error?.text
    ? t.text(error.text, error.message)
    : (error?.message ??
      t.t(view.phase === 'timed_out' ? 'imagine.failure.tookTooLong' : 'imagine.failure.failed'));
  return view.serviceError
    ? `${reason} ${t.t('imagine.failure.serviceSaid', { said: userText(view.serviceError, 200) })}`
    : reason;
}

/** The mark of an image a member or a moderator ended, instead of a failure's ❌. */
const CANCELLED_MARKS: Readonly<Record<CancelledHow, string>> = { dequeued: '✖️', stopped: '⏹️' };

/**
 * The title of the finished set: all ready, some, or none — failed, or ended by a member or a
 * moderator (cancelled, or no longer waited for when any was).
 */
function finalTitle(generations: readonly GenerationView[], ready: number, t: Translator): string {
  const count = generations.length;
  if (ready === count) return t.t('count.readyTitle', { count });
  if (ready > 0) return t.t('count.partialTitle', { ready, count });
  if (!generations.every((g) => g.cancelled)) return t.t('count.failedTitle', { count });
  const stopped = generations.some((g) => g.cancelled === 'stopped');
  return t.t(stopped ? 'count.stoppedTitle' : 'count.cancelledTitle', { count });
}

function imageLine(
  view: GenerationView,
  n: number,
  placement: ImagePlacement | undefined,
  t: Translator,
): string {
  const seed = String(view.seed ?? t.t('imagine.summary.random'));
  if (view.phase !== 'completed' || !placement) {
    const mark = view.cancelled ? CANCELLED_MARKS[view.cancelled] : '❌';
    return `**${n}.** ${mark} ${failureReason(view, t)}`;
  }
  const line = t.t('count.imageReady', { n, seed });
  if (placement.kind === 'attachment') return line;
  if (placement.kind === 'withheld') return `${line} · ${t.text(placement.reason)}`;
  const open = t.t('imagine.result.open', { url: placement.url, reason: placement.reason });
  return `${line} · ${open}`;
}

/**
 * The finished set, in `t`'s language: one embed (the prompt, one line per image with its seed or
 * why it failed, the shared parameters), the images attached together (Discord shows up to four
 * as a mosaic), a 🎲 button per image and a 🔁 per failed or cancelled one, then Remix, Details
 * and Delete. Images a member or a moderator ended are marked ✖️ (taken out of the queue) or ⏹️
 * (no longer waited for), not ❌, and the hint offers to run them again.
 */
export function renderBatchFinal(
  generations: readonly GenerationView[],
  placements: ReadonlyMap<string, ImagePlacement>,
  replyId: string,
  t: Translator,
) {
  const first = generations[0] as GenerationView;
  const ready = generations.filter((g) => g.phase === 'completed' && placements.has(g.jobId));
  const count = generations.length;
  const title = finalTitle(generations, ready.length, t);
  const lines = generations.map((g, index) => imageLine(g, index + 1, placements.get(g.jobId), t));
  const missing = generations.filter((g) => !ready.includes(g));
  const hint = missing.every((g) => g.cancelled) ? 'count.runAgainHint' : 'count.retryHint';
  const failed = missing.length > 0 ? `\n\n${t.t(hint)}` : '';
  const cancelled = ready.length === 0 && missing.every((g) => g.cancelled);
  const seedName = t.t('imagine.summary.seed');
  const fields = parameterFields(first, { withDuration: true }, t).filter(
    (field) => field.name !== seedName,
  );
  const embed: APIEmbed = {
    title,
    color:
      ready.length === count
        ? 0x57f287
        : cancelled
          ? 0x80848e
          : ready.length === 0
            ? 0xed4245
            : 0xfee75c,
    description: truncate(
      `${promptDescription(first, 2_000)}${ignoredNote(first, t)}\n\n${lines.join('\n')}${failed}`,
      EMBED_LIMITS.description,
    ),
    fields,
  };
  return {
    content: '',
    embeds: [embed],
    components: batchButtons(
      generations.map((g) => ({ jobId: g.jobId, ready: ready.includes(g) })),
      replyId,
      t,
    ),
    allowedMentions: NO_MENTIONS,
  };
}
