import { ActionRowBuilder, ButtonBuilder, ButtonStyle } from 'discord.js';
import { componentId } from '../../bot/component-id.js';
import type { MessageKey } from '../../i18n/catalog.js';
import type { Translator } from '../../i18n/translator.js';

/**
 * The custom ids of the components under a generation (`requests/generation-components.ts`). Each
 * names a job (a reply by its first job's id); who may press it is decided from that stored job.
 */
export const GENERATION_IDS = {
  reroll: componentId('imagine', 'reroll', ['jobId']),
  /** Re-rolls a whole set of images (a new seed for each), naming the reply by its first job's id. */
  rerollAll: componentId('imagine', 'rerollall', ['jobId']),
  /** The select under a set: its values name an action and an image's place (`IMAGE_ACTIONS`). */
  image: componentId('imagine', 'image', ['replyId']),
  /** Runs a generation again with every option kept: Retry, or Run again under a cancelled one. */
  retry: componentId('imagine', 'retry', ['jobId']),
  details: componentId('imagine', 'details', ['jobId']),
  delete: componentId('imagine', 'delete', ['jobId']),
  /** Opens the Remix panel (a button). */
  remix: componentId('imagine', 'remix', ['jobId']),
  /**
   * A select of the Remix panel: one choice (`field`) for a remix of the job, making the original
   * reply's set of images or the `one` image picked (`images`: the member's choice of cost).
   */
  remixPick: componentId('imagine', 'rxpick', ['jobId', 'images', 'field']),
  /** The Remix panel's Generate: the prompt as it was, the choices picked. */
  remixGo: componentId('imagine', 'rxgo', ['jobId', 'images']),
  /** The Remix panel's Edit prompt: a form of the prompt and negative prompt. */
  remixEdit: componentId('imagine', 'rxedit', ['jobId', 'images']),
  /** Edit prompt's form, submitted (a modal): as many images as the original's reply. */
  remixed: componentId('imagine', 'remixed', ['jobId']),
  /** Edit prompt's form of one image of a set, submitted: one image. */
  remixedOne: componentId('imagine', 'remixone', ['jobId']),
  /** Reports a public result to the server's moderators: a private select of reasons follows. */
  report: componentId('imagine', 'report', ['jobId']),
  /** Takes a reply's generations out of the server's queue (while one waits there). */
  cancel: componentId('imagine', 'cancel', ['jobId']),
  /** Stops waiting for a reply's generations the image service already has. */
  stop: componentId('imagine', 'stop', ['jobId']),
};

/** The buttons that name one generation (a set by its reply's id): component, label, style. */
const BUTTONS = {
  reroll: [GENERATION_IDS.reroll, 'imagine.buttons.reroll', ButtonStyle.Primary],
  rerollAll: [GENERATION_IDS.rerollAll, 'card.rerollAll', ButtonStyle.Primary],
  retry: [GENERATION_IDS.retry, 'imagine.buttons.retry', ButtonStyle.Primary],
  /** Retry's component under a cancelled generation: nothing went wrong, so nothing says retry. */
  runAgain: [GENERATION_IDS.retry, 'imagine.buttons.runAgain', ButtonStyle.Primary],
  remix: [GENERATION_IDS.remix, 'remix.button', ButtonStyle.Secondary],
  details: [GENERATION_IDS.details, 'imagine.buttons.details', ButtonStyle.Secondary],
  delete: [GENERATION_IDS.delete, 'imagine.buttons.delete', ButtonStyle.Danger],
  cancel: [GENERATION_IDS.cancel, 'cancel.cancelButton', ButtonStyle.Secondary],
  stop: [GENERATION_IDS.stop, 'cancel.stopButton', ButtonStyle.Secondary],
  report: [GENERATION_IDS.report, 'reports.button', ButtonStyle.Secondary],
} as const satisfies Record<string, readonly [unknown, MessageKey, ButtonStyle]>;

/** A row of the buttons `kinds`, in order, each naming `jobId`. */
export function buttonRow(jobId: string, t: Translator, ...kinds: (keyof typeof BUTTONS)[]) {
  return new ActionRowBuilder<ButtonBuilder>().addComponents(
    kinds.map((kind) => {
      const [id, label, style] = BUTTONS[kind];
      return new ButtonBuilder()
        .setCustomId(id.build({ jobId }))
        .setLabel(t.t(label))
        .setStyle(style);
    }),
  );
}

/**
 * The button under a reply still under way, naming it: **Cancel** while any of its generations
 * waits in the server's queue, else **Stop waiting** (the service has them: credit may be spent).
 */
export function cancelButtons(
  stages: readonly { readonly stage: string }[],
  replyId: string,
  t: Translator,
) {
  return [
    buttonRow(replyId, t, stages.some(({ stage }) => stage === 'waiting') ? 'cancel' : 'stop'),
  ];
}
