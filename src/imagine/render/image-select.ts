import {
  ActionRowBuilder,
  StringSelectMenuBuilder,
  StringSelectMenuOptionBuilder,
} from 'discord.js';
import type { MessageKey } from '../../i18n/catalog.js';
import type { Translator } from '../../i18n/translator.js';
import { buttonRow, GENERATION_IDS } from './generation-buttons.js';

/** What the image select offers for one image: its catalog label. */
export const IMAGE_ACTIONS = {
  reroll: 'card.rerollImage',
  remix: 'card.remixImage',
  retry: 'card.retryImage',
} as const satisfies Record<string, MessageKey>;

/** One image's action, as the select's value says it (user input: checked against the reply). */
export type ImageAction = keyof typeof IMAGE_ACTIONS;

/** Reads a select value (`action:n`, n an image's 1-based place) back; undefined when not offered. */
export function parseImageAction(value: string): { action: ImageAction; n: number } | undefined {
  const match = /^(reroll|remix|retry):([1-9]\d?)$/.exec(value);
  return match ? { action: match[1] as ImageAction, n: Number(match[2]) } : undefined;
}

/** The actions the select offers for an image: Re-roll and Remix once it came, else Retry. */
export const actionsFor = (ready: boolean): readonly ImageAction[] =>
  ready ? ['reroll', 'remix'] : ['retry'];

/**
 * Under a set of images: a select with each image's actions (Re-roll and Remix for one that came,
 * Retry for one that did not), then Re-roll all, Remix, Details and Delete for the whole reply (and
 * Report, when `reportable` and an image came).
 */
export function setRows(
  readyImages: readonly boolean[],
  replyId: string,
  t: Translator,
  reportable = false,
) {
  const report = reportable ? (['report'] as const) : [];
  const options = readyImages.flatMap((ready, index) => {
    const n = index + 1;
    return actionsFor(ready).map((action) =>
      new StringSelectMenuOptionBuilder()
        .setValue(`${action}:${n}`)
        .setLabel(t.t(IMAGE_ACTIONS[action], { n })),
    );
  });
  const select = new StringSelectMenuBuilder()
    .setCustomId(GENERATION_IDS.image.build({ replyId }))
    .setPlaceholder(t.t('card.imagePlaceholder'))
    .addOptions(options);
  const whole = readyImages.some(Boolean)
    ? buttonRow(replyId, t, 'rerollAll', 'remix', 'details', 'delete', ...report)
    : buttonRow(replyId, t, 'remix', 'details', 'delete');
  return [new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(select), whole];
}
