import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  StringSelectMenuBuilder,
  StringSelectMenuOptionBuilder,
} from 'discord.js';
import { componentId } from '../../bot/component-id.js';
import type { Translator } from '../../i18n/translator.js';
import {
  type ImagesInCapabilities,
  offeredActions,
  type PixelSize,
  upscaleFactorsFor,
  type VaryStrength,
} from '../../image-backend/images-in.js';

/**
 * What a card offers to do with each of its images, from its backend's capabilities:
 * Vary (subtle, strong) and Edit where it takes an input image with a prompt, Upscale ×N per factor
 * the image's size allows (`upscaleFactorsFor`).
 */
export interface ImageOffer {
  /** Vary and Edit. */
  readonly edit: boolean;
  /** What the backend takes in: its upscale factors and the sizes each can take. */
  readonly imagesIn: ImagesInCapabilities;
}

/** The {@link ImageOffer} of a backend's `imagesIn`; undefined when it offers nothing on an image. */
export function imageOfferOf(imagesIn: ImagesInCapabilities | undefined): ImageOffer | undefined {
  const kinds = offeredActions(imagesIn);
  const edit = kinds.includes('edit');
  return imagesIn && (edit || kinds.includes('upscale')) ? { edit, imagesIn } : undefined;
}

/**
 * The upscale factors `offer` gives an image of `size` (all its factors where the size is not
 * known: the press is checked against the image then).
 */
const upscalesOf = (offer: ImageOffer, size: PixelSize | undefined): readonly number[] =>
  size ? upscaleFactorsFor(offer.imagesIn, size) : (offer.imagesIn.upscale?.factors ?? []);

/**
 * The custom ids of the images-in actions on a card's image. Each names a job (the image's); who may
 * use it and on which image is decided from that stored job, and what it does is checked against
 * what its backend offers now.
 */
export const IMAGE_IN_IDS = {
  /** Vary (subtle or strong): the image's own prompt on it, with a new seed. */
  vary: componentId('imagine', 'vary', ['jobId', 'strength']),
  /** Upscale ×factor. */
  upscale: componentId('imagine', 'upscale', ['jobId', 'factor']),
  /** Edit: opens the form asking what to change. */
  edit: componentId('imagine', 'edit', ['jobId']),
  /** Edit's form, submitted. */
  edited: componentId('imagine', 'edited', ['jobId']),
  /** The select under a set: its values name an action and an image's place. */
  image: componentId('imagine', 'imagein', ['replyId']),
};

/** An action a member picks on an image: an `ImageAction` (Edit's text comes from its form). */
export type ImageInChoice =
  | { readonly kind: 'vary'; readonly strength: VaryStrength }
  | { readonly kind: 'upscale'; readonly factor: number }
  | { readonly kind: 'edit' };

/** The choices `offer` gives an image of `size`, in the order they are shown. */
export function imageInChoices(offer: ImageOffer, size?: PixelSize): ImageInChoice[] {
  return [
    ...(offer.edit
      ? [
          { kind: 'vary', strength: 'subtle' } as const,
          { kind: 'vary', strength: 'strong' } as const,
        ]
      : []),
    ...upscalesOf(offer, size).map((factor) => ({ kind: 'upscale', factor }) as const),
    ...(offer.edit ? [{ kind: 'edit' } as const] : []),
  ];
}

/** Whether `offer` (what the backend offers now) includes `choice`, whatever the image's size. */
export const isOffered = (offer: ImageOffer | undefined, choice: ImageInChoice): boolean =>
  offer !== undefined &&
  (choice.kind === 'upscale'
    ? offer.imagesIn.upscale?.factors.includes(choice.factor) === true
    : offer.edit);

/** A choice as a select value's action (`vary-subtle`, `upscale-4`, `edit`). */
const tokenOf = (choice: ImageInChoice): string =>
  choice.kind === 'vary'
    ? `vary-${choice.strength}`
    : choice.kind === 'upscale'
      ? `upscale-${choice.factor}`
      : 'edit';

/** Reads a choice from a button's fields or a select value's action (user input); undefined if not one. */
export function readChoice(token: string): ImageInChoice | undefined {
  const match = /^(?:vary-(subtle|strong)|upscale-([1-9]\d?)|(edit))$/.exec(token);
  if (!match) return undefined;
  if (match[1]) return { kind: 'vary', strength: match[1] as VaryStrength };
  if (match[2]) return { kind: 'upscale', factor: Number(match[2]) };
  return { kind: 'edit' };
}

/** Reads a select value (`action:n`, n an image's 1-based place); undefined when not one. */
export function parseImageInValue(value: string): { choice: ImageInChoice; n: number } | undefined {
  const match = /^([a-z0-9-]{1,20}):([1-9]\d?)$/.exec(value);
  const choice = match && readChoice(match[1] as string);
  return choice ? { choice, n: Number(match?.[2]) } : undefined;
}

/** A choice's label on a button, or for image `n` of a set in its select. */
function labelOf(choice: ImageInChoice, t: Translator, n?: number): string {
  const image = { n: n ?? 0 };
  const which = n === undefined ? 'button' : 'image';
  switch (choice.kind) {
    case 'vary':
      return t.t('imageActions.vary', { strength: choice.strength, which, ...image });
    case 'upscale':
      return t.t('imageActions.upscale', { factor: choice.factor, which, ...image });
    case 'edit':
      return t.t('imageActions.edit', { which, ...image });
  }
}

/** The button of `choice` on the single image of job `jobId`. */
function buttonOf(choice: ImageInChoice, jobId: string, t: Translator): ButtonBuilder {
  const customId =
    choice.kind === 'vary'
      ? IMAGE_IN_IDS.vary.build({ jobId, strength: choice.strength })
      : choice.kind === 'upscale'
        ? IMAGE_IN_IDS.upscale.build({ jobId, factor: choice.factor })
        : IMAGE_IN_IDS.edit.build({ jobId });
  return new ButtonBuilder()
    .setCustomId(customId)
    .setLabel(labelOf(choice, t))
    .setStyle(ButtonStyle.Secondary);
}

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
  const choices = offer ? imageInChoices(offer, size) : [];
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
        ? imageInChoices(offer, image.size).map((choice) =>
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
