import { ActionRowBuilder, ButtonBuilder, ButtonStyle } from 'discord.js';
import { componentId } from '../../bot/component-id.js';
import type { Catalog } from '../../i18n/catalog.js';
import type { Translator } from '../../i18n/translator.js';

/**
 * The custom ids of the components under a generation, routed to `/imagine`'s components
 * (`requests/generation-components.ts`). Each names a job (a reply by its first job's id); who
 * may press it is decided from that stored job, never from the id. Ids written by older versions
 * (Delete, Cancel and Stop waiting also carried the requester) still parse: extra parts are ignored.
 */
export const GENERATION_IDS = {
  reroll: componentId('imagine', 'reroll', ['jobId']),
  /** Runs a generation again with every option kept: Retry, or Run again under a cancelled one. */
  retry: componentId('imagine', 'retry', ['jobId']),
  details: componentId('imagine', 'details', ['jobId']),
  delete: componentId('imagine', 'delete', ['jobId']),
  /** Opens the Remix form (a button). */
  remix: componentId('imagine', 'remix', ['jobId']),
  /** The Remix form's submit (a modal). */
  remixed: componentId('imagine', 'remixed', ['jobId']),
  /** Takes a reply's generations out of the server's queue (while one waits there). */
  cancel: componentId('imagine', 'cancel', ['replyId']),
  /** Stops waiting for a reply's generations the image service already has. */
  stop: componentId('imagine', 'stop', ['replyId']),
};

type Action = 'reroll' | 'retry' | 'details' | 'delete';

const button = (
  t: Translator,
  action: Action,
  style: ButtonStyle,
  jobId: string,
  label: keyof Catalog['imagine']['buttons'] = action,
) =>
  new ButtonBuilder()
    .setCustomId(GENERATION_IDS[action].build({ jobId }))
    .setLabel(t.t(`imagine.buttons.${label}`))
    .setStyle(style);

/** Remix: opens a form with the generation's prompt, negative prompt, seed, size and steps. */
export const remixButton = (jobId: string, t: Translator) =>
  new ButtonBuilder()
    .setCustomId(GENERATION_IDS.remix.build({ jobId }))
    .setLabel(t.t('remix.button'))
    .setStyle(ButtonStyle.Secondary);

/**
 * Re-roll, Remix, Details and Delete under a finished image (Remix: edit the prompt before
 * running it again).
 */
export function resultButtons(jobId: string, t: Translator) {
  return new ActionRowBuilder<ButtonBuilder>().addComponents(
    button(t, 'reroll', ButtonStyle.Primary, jobId),
    remixButton(jobId, t),
    button(t, 'details', ButtonStyle.Secondary, jobId),
    button(t, 'delete', ButtonStyle.Danger, jobId),
  );
}

/** One image of a set: its job, and whether its image came. */
export interface BatchImage {
  readonly jobId: string;
  readonly ready: boolean;
}

/**
 * The buttons under a set of images: a 🎲 per image that came (re-rolls that one) and a 🔁 per
 * failed one (retries that one), numbered as the reply lists them; then Remix, Details and
 * Delete for the whole reply.
 */
export function batchButtons(images: readonly BatchImage[], replyId: string, t: Translator) {
  const each = images.map(({ jobId, ready }, index) =>
    new ButtonBuilder()
      .setCustomId(GENERATION_IDS[ready ? 'reroll' : 'retry'].build({ jobId }))
      .setLabel(t.t(ready ? 'count.rerollOne' : 'count.retryOne', { n: index + 1 }))
      .setStyle(ready ? ButtonStyle.Secondary : ButtonStyle.Primary),
  );
  return [
    new ActionRowBuilder<ButtonBuilder>().addComponents(...each),
    new ActionRowBuilder<ButtonBuilder>().addComponents(
      remixButton(replyId, t),
      button(t, 'details', ButtonStyle.Secondary, replyId),
      button(t, 'delete', ButtonStyle.Danger, replyId),
    ),
  ];
}

/** Retry, Remix and Details under a failed or timed-out generation. */
export function failureButtons(jobId: string, t: Translator) {
  return new ActionRowBuilder<ButtonBuilder>().addComponents(
    button(t, 'retry', ButtonStyle.Primary, jobId),
    remixButton(jobId, t),
    button(t, 'details', ButtonStyle.Secondary, jobId),
  );
}

/**
 * Run again, Remix and Details under a generation a member or a moderator cancelled (or stopped
 * waiting for): nothing went wrong, so nothing says to retry or to change the prompt. Run again is
 * Retry's component (every option kept, a new generation) under its own label.
 */
export function runAgainButtons(jobId: string, t: Translator) {
  return new ActionRowBuilder<ButtonBuilder>().addComponents(
    button(t, 'retry', ButtonStyle.Primary, jobId, 'runAgain'),
    remixButton(jobId, t),
    button(t, 'details', ButtonStyle.Secondary, jobId),
  );
}

/**
 * The button under a reply still under way: **Cancel** while any of its generations waits in the
 * server's queue (stage `waiting`), else **Stop waiting** (the image service has them, or is about
 * to: its credit may already be spent). The label follows the stages shown, so it never costs an
 * edit of its own. It names the reply.
 */
export function cancelButtons(
  stages: readonly { readonly stage: string }[],
  replyId: string,
  t: Translator,
) {
  const cancel = stages.some(({ stage }) => stage === 'waiting');
  const id = cancel ? GENERATION_IDS.cancel : GENERATION_IDS.stop;
  return [
    new ActionRowBuilder<ButtonBuilder>().addComponents(
      new ButtonBuilder()
        .setCustomId(id.build({ replyId }))
        .setLabel(t.t(cancel ? 'cancel.cancelButton' : 'cancel.stopButton'))
        .setStyle(ButtonStyle.Secondary),
    ),
  ];
}
