import { MOTION_LEVELS, type MotionLevel } from './animation.js';
import type {
  ImagesInCapabilities,
  InputImage,
  PixelSize,
  UpscaleCapabilities,
} from './images-in.js';

/** Vary's two strengths: close to the image, or freer. */
export type VaryStrength = 'subtle' | 'strong';

/** Pan's directions: the side the image is extended on, by half its size. */
export type PanDirection = 'left' | 'right' | 'up' | 'down';

/** Pan's directions in a card's order. */
export const PAN_DIRECTIONS: readonly PanDirection[] = ['left', 'right', 'up', 'down'];

/** Zoom out's offered factors (Midjourney's 1.5× and 2×); a custom one is asked in a form. */
export const ZOOM_FACTORS = [1.5, 2] as const;

/** Zoom out's choice whose factor the member types in a form (within {@link ZOOM_BOUNDS}). */
export const CUSTOM_ZOOM = 0;

/** A custom zoom factor's bounds: more than nothing, at most 2 (Midjourney's Custom Zoom). */
export const ZOOM_BOUNDS = { min: 1.1, max: 2 } as const;

/** What a generation does with its source image, as a job keeps it (each declared in {@link IMAGE_ACTIONS}). */
export type ImageAction =
  /** The image's own prompt on it with a new seed, close to it or freer. */
  | { readonly kind: 'vary'; readonly strength: VaryStrength }
  /** The image made larger by `factor`. */
  | { readonly kind: 'upscale'; readonly factor: number }
  /** The prompt edits or transforms the image; `strength` where the backend takes one. */
  | { readonly kind: 'edit'; readonly strength?: number }
  /** Only the part its mask marks is drawn again (Vary (Region)), from the prompt, with a new seed. */
  | { readonly kind: 'region' }
  /**
   * The image on a canvas `factor` times its size, the border drawn to match (Zoom out);
   * {@link CUSTOM_ZOOM} names the choice whose factor a form asks.
   */
  | { readonly kind: 'zoom'; readonly factor: number }
  /** The image extended by half its size on one side, the new part drawn to match (Pan). */
  | { readonly kind: 'pan'; readonly direction: PanDirection }
  /** The image made a short video (Animate), moving as much as `motion` says, to the prompt. */
  | { readonly kind: 'animate'; readonly motion: MotionLevel };

/** The kinds of {@link ImageAction}, with `describe` (which makes words, not an image). */
export type ImageActionKind = ImageAction['kind'] | 'describe';

/** A submission's source image and what to do with it (`SubmitOptions.input`). */
export interface SubmitInput {
  readonly action: ImageAction;
  readonly image: InputImage;
  /**
   * Where the backend may change `image` (a region edit; absent: all of it): a PNG of the image's
   * size, alpha 0 where it may change and 255 where it keeps, feathered between (OpenAI's and the
   * Horde's convention; each backend converts it to its own). Sent only where `edit.mask` is true.
   */
  readonly mask?: InputImage;
  /**
   * Further images an edit by words follows beside `image` (a subject, a style: "put this cat on
   * that sofa"), in the member's order; sent only where `edit.references` takes as many.
   */
  readonly references?: readonly InputImage[];
}

/**
 * The strength Vary sends where a backend takes one (`edit.strength`): subtle keeps the image's
 * composition, strong lets the prompt move it (Midjourney's Vary (Subtle) / (Strong)).
 */
export const VARY_STRENGTH: Readonly<Record<VaryStrength, number>> = { subtle: 0.35, strong: 0.7 };

/**
 * The strength a masked action sends where a backend takes one: the part its mask frees is drawn
 * anew (an outpainted border starts from nothing), the rest kept by the mask.
 */
export const MASKED_STRENGTH = 1;

/** The most an input of an action may be, within the backend's `maxInput`. */
type InputLimits = { readonly pixels: number; readonly tiles?: UpscaleCapabilities['tiles'] };

/**
 * An image action, declared once: what the rest derives from it. A card's button of each choice
 * (its custom id `imagine:<kind>:<jobId>:<fields…>`, its label `imageActions.<kind>`) and of a set's
 * select (`<kind>-<fields…>:<n>`), the card's source line and `/history`'s label (`card.source`,
 * `imagesIn.kind`, by kind), the checks before anything is sent (here and in `input-fit.ts`).
 * Every action counts as one image in limits and budgets, priced by its backend's estimate; one
 * declared `video` (Animate) as many as the owner's `ANIMATION_COUNTS_AS`.
 */
export interface ImageActionDeclaration<A extends ImageAction> {
  /** What a choice of it carries, in order: in its custom id, its select value and its texts. */
  readonly fields: readonly Exclude<keyof A, 'kind'>[];
  /** The choices a backend's `imagesIn` offers (the capability it needs), in a card's order. */
  readonly choices: (imagesIn: ImagesInCapabilities) => readonly A[];
  /** The most its input may be within `maxInput`: pixels (an upscale's result's), tiles of `side`. */
  readonly limits?: (imagesIn: ImagesInCapabilities, action: A) => InputLimits;
  /**
   * Whether it draws the picture again from its prompt with a new seed (an edit, a vary); else the
   * request is kept as it was and its card shows only its size (an upscale).
   */
  readonly redraws: boolean;
  /** How far from its input it may move where it sets that (img2img's denoising strength). */
  readonly strength?: (action: A) => number | undefined;
  /**
   * The action of the form asking what it needs before it runs (Edit's `edited`: what to change;
   * Zoom out's `zoomed`: a custom factor); none: it runs.
   */
  readonly form?: string;
  /** Which of its choices ask {@link form} first. @default all of them */
  readonly asksForm?: (action: A) => boolean;
  /**
   * Where it changes the image, sent as the submission's mask (`SubmitInput.mask`); offered only
   * where the backend takes one (`edit.mask`). `region`: the part the member chooses (the picker,
   * an attached mask, the painter); `canvas`: a border around the image on a larger canvas (Zoom
   * out, Pan), drawn above the port, so a backend sees an image and its mask either way.
   * Absent: the whole image, no mask.
   */
  readonly masked?: 'region' | 'canvas';
  /**
   * A value of its fields taken besides its choices, from a form (Zoom out's custom factor within
   * {@link ZOOM_BOUNDS}); a custom id names only the choices.
   */
  readonly custom?: (action: A) => boolean;
  /**
   * Whether a set's select offers it on each image (Discord's 25 options: four images of six
   * choices). Zoom out and Pan are on a single image's card (Upscale or Vary an image of a set).
   * @default true
   */
  readonly inSet?: boolean;
  /**
   * Where the server's own backend does not offer it, the part of another backend's `imagesIn`
   * that does: it runs there (the first configured that offers it: Animate on ComfyUI from a Horde
   * card; `elsewhere-actions.ts`). Absent: only on the server's own backend.
   */
  readonly elsewhere?: (imagesIn: ImagesInCapabilities) => Partial<ImagesInCapabilities>;
  /** Whether its result is a video (`TaskStatus`'s `video`) rather than an image. @default false */
  readonly video?: boolean;
}

/** Whether `imagesIn` takes a mask (`edit.mask`): where the masked actions are offered. */
const takesMask = (imagesIn: ImagesInCapabilities): boolean => imagesIn.edit?.mask === true;

/** Whether `factor` is a custom zoom factor a form may ask ({@link ZOOM_BOUNDS}). */
export const isZoomFactor = (factor: number): boolean =>
  factor >= ZOOM_BOUNDS.min && factor <= ZOOM_BOUNDS.max;

/** Every image action, in the order a card offers them. */
export const IMAGE_ACTIONS: {
  readonly [K in ImageAction['kind']]: ImageActionDeclaration<Extract<ImageAction, { kind: K }>>;
} = {
  vary: {
    fields: ['strength'],
    choices: (imagesIn) =>
      imagesIn.edit
        ? (['subtle', 'strong'] as const).map((strength) => ({ kind: 'vary', strength }))
        : [],
    redraws: true,
    strength: ({ strength }) => VARY_STRENGTH[strength],
  },
  upscale: {
    fields: ['factor'],
    choices: (imagesIn) =>
      (imagesIn.upscale?.factors ?? []).map((factor) => ({ kind: 'upscale', factor })),
    limits: ({ upscale }, { factor }) => ({
      pixels: Math.floor((upscale?.maxResultPixels ?? 0) / factor ** 2),
      tiles: upscale?.tiles,
    }),
    redraws: false,
  },
  edit: {
    fields: [],
    choices: (imagesIn) => (imagesIn.edit ? [{ kind: 'edit' }] : []),
    redraws: true,
    strength: ({ strength }) => strength,
    form: 'edited',
  },
  region: {
    fields: [],
    choices: (imagesIn) => (takesMask(imagesIn) ? [{ kind: 'region' }] : []),
    redraws: true,
    strength: () => MASKED_STRENGTH,
    masked: 'region',
  },
  zoom: {
    fields: ['factor'],
    choices: (imagesIn) =>
      takesMask(imagesIn)
        ? [...ZOOM_FACTORS, CUSTOM_ZOOM].map((factor) => ({ kind: 'zoom', factor }))
        : [],
    redraws: true,
    strength: () => MASKED_STRENGTH,
    form: 'zoomed',
    asksForm: ({ factor }) => factor === CUSTOM_ZOOM,
    masked: 'canvas',
    custom: ({ factor }) => isZoomFactor(factor),
    inSet: false,
  },
  pan: {
    fields: ['direction'],
    choices: (imagesIn) =>
      takesMask(imagesIn) ? PAN_DIRECTIONS.map((direction) => ({ kind: 'pan', direction })) : [],
    redraws: true,
    strength: () => MASKED_STRENGTH,
    masked: 'canvas',
    inSet: false,
  },
  animate: {
    fields: ['motion'],
    choices: (imagesIn) =>
      imagesIn.animate ? MOTION_LEVELS.map((motion) => ({ kind: 'animate', motion })) : [],
    redraws: true,
    form: 'animated',
    inSet: false,
    elsewhere: ({ animate }) => ({ animate }),
    video: true,
  },
};

/** The kinds of {@link IMAGE_ACTIONS}, in a card's order. */
export const IMAGE_ACTION_KINDS = Object.keys(IMAGE_ACTIONS) as ImageAction['kind'][];

/** The declaration of `action`'s kind. */
export const declarationOf = (action: Pick<ImageAction, 'kind'>) =>
  IMAGE_ACTIONS[action.kind] as ImageActionDeclaration<ImageAction>;

/** The strength `action` sets (Vary's `VARY_STRENGTH`, an edit's own), where it sets one. */
export const strengthOf = (action: ImageAction): number | undefined =>
  declarationOf(action).strength?.(action);

/** The declared fields of `action` (Vary's strength, Upscale's factor), as its texts read them. */
export const fieldsOf = (action: ImageAction): Record<string, string | number> =>
  Object.fromEntries(declarationOf(action).fields.map((field) => [field, action[field]]));

/** Whether `kind` (user input) names a declared action. */
export const isActionKind = (kind: string): kind is ImageAction['kind'] =>
  Object.hasOwn(IMAGE_ACTIONS, kind);

/**
 * An action's token: its kind and declared fields, as a select value and a button's fields name it
 * (`vary-subtle`, `upscale-4`, `edit`). `action` may be user input (a custom id's fields).
 */
export const tokenOf = (action: { readonly kind: string } & Record<string, unknown>): string => {
  const fields = isActionKind(action.kind) ? IMAGE_ACTIONS[action.kind].fields : [];
  return [action.kind, ...fields.map((field) => action[field])].join('-');
};

/** Square tiles of `side` pixels an image of `size` is cut into (the Horde's `calculate_image_tiles`). */
export const imageTiles = (size: PixelSize, side: number): number =>
  Math.ceil(size.width / side) * Math.ceil(size.height / side);

/** The most an input of `action` may be on a backend that takes `imagesIn`. */
export const inputLimits = (imagesIn: ImagesInCapabilities, action: ImageAction): InputLimits =>
  declarationOf(action).limits?.(imagesIn, action) ?? { pixels: imagesIn.maxInput.pixels };

/**
 * Whether the backend can do `action` on an image of `size`, where the action limits its input
 * (an upscale: its source's pixels and tiles, its result's pixels); the rest is the intake's check.
 */
export function fitsSize(imagesIn: ImagesInCapabilities, action: ImageAction, size: PixelSize) {
  if (!declarationOf(action).limits) return true;
  const { pixels, tiles } = inputLimits(imagesIn, action);
  const within = size.width * size.height <= Math.min(pixels, imagesIn.maxInput.pixels);
  return within && (!tiles || imageTiles(size, tiles.side) <= tiles.count);
}

/**
 * The choices a backend offers, in a card's order (none: it takes no image); for an image of
 * `size`, only those it can do on that size.
 */
export function offeredChoices(
  imagesIn: ImagesInCapabilities | undefined,
  size?: PixelSize,
): ImageAction[] {
  if (!imagesIn) return [];
  const all = IMAGE_ACTION_KINDS.flatMap((kind) => declarationOf({ kind }).choices(imagesIn));
  return size ? all.filter((action) => fitsSize(imagesIn, action, size)) : all;
}

/** Which image actions a backend's capabilities offer, with `describe` (an empty list: none). */
export const offeredActions = (imagesIn: ImagesInCapabilities | undefined): ImageActionKind[] => [
  ...new Set(offeredChoices(imagesIn).map((choice) => choice.kind)),
  ...(imagesIn?.describe ? (['describe'] as const) : []),
];

/**
 * Whether the backend offers `action`: one of its choices, or a custom value of an offered kind
 * (Zoom out's factor from its form, `custom`).
 */
export function isOffered(imagesIn: ImagesInCapabilities | undefined, action: ImageAction) {
  const choices = offeredChoices(imagesIn).filter((choice) => choice.kind === action.kind);
  if (choices.some((choice) => tokenOf(choice) === tokenOf(action))) return true;
  return choices.length > 0 && declarationOf(action).custom?.(action) === true;
}

/** Whether a press of `action` asks its form first (Edit; Zoom out's custom factor). */
export const asksForm = (action: ImageAction): boolean => {
  const { form, asksForm: asks } = declarationOf(action);
  return form !== undefined && (asks?.(action) ?? true);
};

/** The offered choice `token` names (user input: a select value, a button's fields), if any. */
export const offeredChoice = (
  imagesIn: ImagesInCapabilities | undefined,
  token: string,
): ImageAction | undefined => offeredChoices(imagesIn).find((choice) => tokenOf(choice) === token);
