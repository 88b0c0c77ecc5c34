import { ActionRowBuilder, ButtonBuilder, ButtonStyle } from 'discord.js';
import { customId } from '../../bot/command.js';
import type { Translator } from '../../i18n/translator.js';

/** Custom id actions of the buttons under a generation; routed to `/imagine`'s handlers. */
export const GENERATION_ACTIONS = {
  reroll: 'reroll',
  details: 'details',
  delete: 'delete',
  retry: 'retry',
  /** Opens the Remix form (a button). */
  remix: 'remix',
  /** The Remix form's submit (a modal). */
  remixed: 'remixed',
  /** Takes a reply's generations out of the server's queue (while one waits there). */
  cancel: 'cancel',
  /** Stops waiting for a reply's generations the image service already has. */
  stop: 'stop',
} as const;

type Action = Exclude<keyof typeof GENERATION_ACTIONS, 'remix' | 'remixed' | 'cancel' | 'stop'>;

const button = (t: Translator, action: Action, style: ButtonStyle, ...args: string[]) =>
  new ButtonBuilder()
    .setCustomId(customId('imagine', GENERATION_ACTIONS[action], ...args))
    .setLabel(t.t(`imagine.buttons.${action}`))
    .setStyle(style);

/** Remix: opens a form with the generation's prompt, negative prompt, seed, size and steps. */
export const remixButton = (jobId: string, t: Translator) =>
  new ButtonBuilder()
    .setCustomId(customId('imagine', GENERATION_ACTIONS.remix, jobId))
    .setLabel(t.t('remix.button'))
    .setStyle(ButtonStyle.Secondary);

/**
 * Re-roll, Remix, Details and Delete under a finished image (Remix: edit the prompt before
 * running it again). Delete carries the requester's id.
 */
export function resultButtons(jobId: string, requesterId: string, t: Translator) {
  return new ActionRowBuilder<ButtonBuilder>().addComponents(
    button(t, 'reroll', ButtonStyle.Primary, jobId),
    remixButton(jobId, t),
    button(t, 'details', ButtonStyle.Secondary, jobId),
    button(t, 'delete', ButtonStyle.Danger, jobId, requesterId),
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
export function batchButtons(
  images: readonly BatchImage[],
  ids: { readonly replyId: string; readonly requesterId: string },
  t: Translator,
) {
  const each = images.map(({ jobId, ready }, index) =>
    new ButtonBuilder()
      .setCustomId(customId('imagine', GENERATION_ACTIONS[ready ? 'reroll' : 'retry'], jobId))
      .setLabel(t.t(ready ? 'count.rerollOne' : 'count.retryOne', { n: index + 1 }))
      .setStyle(ready ? ButtonStyle.Secondary : ButtonStyle.Primary),
  );
  return [
    new ActionRowBuilder<ButtonBuilder>().addComponents(...each),
    new ActionRowBuilder<ButtonBuilder>().addComponents(
      remixButton(ids.replyId, t),
      button(t, 'details', ButtonStyle.Secondary, ids.replyId),
      button(t, 'delete', ButtonStyle.Danger, ids.replyId, ids.requesterId),
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
 * The button under a reply still under way: **Cancel** while any of its generations waits in the
 * server's queue (stage `waiting`), else **Stop waiting** (the image service has them, or is about
 * to: its credit may already be spent). The label follows the stages shown, so it never costs an
 * edit of its own. It carries the reply and its requester.
 */
export function cancelButtons(
  stages: readonly { readonly stage: string }[],
  ids: { readonly replyId: string; readonly requesterId: string },
  t: Translator,
) {
  const cancel = stages.some(({ stage }) => stage === 'waiting');
  const action = cancel ? GENERATION_ACTIONS.cancel : GENERATION_ACTIONS.stop;
  return [
    new ActionRowBuilder<ButtonBuilder>().addComponents(
      new ButtonBuilder()
        .setCustomId(customId('imagine', action, ids.replyId, ids.requesterId))
        .setLabel(t.t(cancel ? 'cancel.cancelButton' : 'cancel.stopButton'))
        .setStyle(ButtonStyle.Secondary),
    ),
  ];
}
