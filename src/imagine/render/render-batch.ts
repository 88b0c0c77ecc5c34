import type { APIEmbed } from 'discord.js';
import { NO_MENTIONS } from '../../discord/discord-rules.js';
import { EMBED_LIMITS, truncate, userText } from '../../discord/text.js';
import type { Translator } from '../../i18n/translator.js';
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

function imageLine(
  view: GenerationView,
  n: number,
  placement: ImagePlacement | undefined,
  t: Translator,
): string {
  const seed = String(view.seed ?? t.t('imagine.summary.random'));
  if (view.phase !== 'completed' || !placement) {
    return `**${n}.** ❌ ${failureReason(view, t)}`;
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
 * as a mosaic), a 🎲 button per image and a 🔁 per failed one, then Remix, Details and Delete.
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
  const title =
    ready.length === count
      ? t.t('count.readyTitle', { count })
      : ready.length === 0
        ? t.t('count.failedTitle', { count })
        : t.t('count.partialTitle', { ready: ready.length, count });
  const lines = generations.map((g, index) => imageLine(g, index + 1, placements.get(g.jobId), t));
  const failed = ready.length < count ? `\n\n${t.t('count.retryHint')}` : '';
  const seedName = t.t('imagine.summary.seed');
  const fields = parameterFields(first, { withDuration: true }, t).filter(
    (field) => field.name !== seedName,
  );
  const embed: APIEmbed = {
    title,
    color: ready.length === count ? 0x57f287 : ready.length === 0 ? 0xed4245 : 0xfee75c,
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
