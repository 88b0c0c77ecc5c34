import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  StringSelectMenuBuilder,
  StringSelectMenuOptionBuilder,
} from 'discord.js';
import { type ComponentId, componentId } from '../../bot/component-id.js';
import type { Translator } from '../../i18n/translator.js';
import {
  declarationOf,
  fieldsOf,
  IMAGE_ACTION_KINDS,
  IMAGE_ACTIONS,
  type ImageAction,
  offeredChoices,
  tokenOf,
} from '../../image-backend/image-actions.js';
import type { ImagesInCapabilities, PixelSize } from '../../image-backend/images-in.js';

/**
 * What a card offers to do with each of its images: its backend's `imagesIn`, where it offers an
 * image action (`IMAGE_ACTIONS`: for an image of a known size, only those it can do on it).
 */
export type ImageOffer = ImagesInCapabilities;

/** The {@link ImageOffer} of a backend's `imagesIn`; undefined when it offers nothing on an image. */
export const imageOfferOf = (imagesIn: ImagesInCapabilities | undefined): ImageOffer | undefined =>
  offeredChoices(imagesIn).length > 0 ? imagesIn : undefined;

type Kind = ImageAction['kind'];

/** A custom id `imagine:<action>:<jobId>:<fields…>` per kind whose `action` is named by `pick`. */
const idsBy = (pick: (kind: Kind) => string | undefined) =>
  Object.fromEntries(
    IMAGE_ACTION_KINDS.flatMap((kind) => {
      const action = pick(kind);
      const fields = ['jobId', ...IMAGE_ACTIONS[kind].fields];
      return action ? [[kind, componentId('imagine', action, fields)]] : [];
    }),
  );

/**
 * The custom ids of the image actions on a card's image, derived from `IMAGE_ACTIONS`: each
 * action's button, and the form of those that ask what to change (Edit's `edited`). Each names a
 * job (the image's); who may use it and on which image is decided from that stored job, and what it
 * does is checked against what its backend offers now.
 */
export const IMAGE_IN_IDS = {
  ...(idsBy((kind) => kind) as Readonly<Record<Kind, ComponentId<string>>>),
  forms: idsBy((kind) => IMAGE_ACTIONS[kind].form) as Partial<Record<Kind, ComponentId<string>>>,
  /** The select under a set: its values name an action and an image's place. */
  image: componentId('imagine', 'imagein', ['replyId']),
};

/** Reads a select value (`token:n`, n an image's 1-based place); undefined when not one. */
export function parseImageInValue(value: string): { token: string; n: number } | undefined {
  const match = /^([a-z0-9.-]{1,20}):([1-9]\d?)$/.exec(value);
  return match ? { token: match[1] as string, n: Number(match[2]) } : undefined;
}

/** A choice's label on a button, or for image `n` of a set in its select. */
const labelOf = (choice: ImageAction, t: Translator, n?: number): string =>
  t.t(`imageActions.${choice.kind}`, {
    ...fieldsOf(choice),
    which: n === undefined ? 'button' : 'image',
    n: n ?? 0,
  });

/** The button of `choice` on the single image of job `jobId`. */
const buttonOf = (choice: ImageAction, jobId: string, t: Translator): ButtonBuilder =>
  new ButtonBuilder()
    .setCustomId(IMAGE_IN_IDS[choice.kind].build({ jobId, ...fieldsOf(choice) }))
    .setLabel(labelOf(choice, t))
    .setStyle(ButtonStyle.Secondary);

/** Discord's limits: five buttons a row, 25 options a select. */
const ROW_BUTTONS = 5;
const SELECT_OPTIONS = 25;

/**
 * Under a single image (of `size` where its header told it): its images-in buttons, five a row
 * (none when nothing is offered).
 */
export function imageInRows(
  offer: ImageOffer | undefined,
  jobId: string,
  t: Translator,
  size?: PixelSize,
) {
  const choices = offeredChoices(offer, size);
  const buttons = choices.map((choice) => buttonOf(choice, jobId, t));
  const rows: ActionRowBuilder<ButtonBuilder>[] = [];
  for (let at = 0; at < buttons.length; at += ROW_BUTTONS)
    rows.push(
      new ActionRowBuilder<ButtonBuilder>().addComponents(buttons.slice(at, at + ROW_BUTTONS)),
    );
  return rows;
}

/** An image of a set as its select sees it: on the card (of `size` where known), or not. */
export type ShownImage = { readonly size?: PixelSize } | undefined;

/**
 * Under a set: a select of each shown image's images-in actions (`shown[i]`: image i+1 is on the
 * card, with its size), or none when nothing is offered or no image is shown.
 */
export function imageInSelect(
  offer: ImageOffer | undefined,
  shown: readonly ShownImage[],
  replyId: string,
  t: Translator,
) {
  const options = shown
    .flatMap((image, index) =>
      image && offer
        ? offeredChoices(offer, image.size)
            .filter((choice) => declarationOf(choice).inSet !== false)
            .map((choice) =>
              new StringSelectMenuOptionBuilder()
                .setValue(`${tokenOf(choice)}:${index + 1}`)
                .setLabel(labelOf(choice, t, index + 1)),
            )
        : [],
    )
    .slice(0, SELECT_OPTIONS);
  if (options.length === 0) return [];
  return [
    new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(
      new StringSelectMenuBuilder()
        .setCustomId(IMAGE_IN_IDS.image.build({ replyId }))
        .setPlaceholder(t.t('imageActions.placeholder'))
        .addOptions(options),
    ),
  ];
}
