import type {
  ImagesInCapabilities,
  InputImage,
  PixelSize,
  UpscaleCapabilities,
} from './images-in.js';

/** Vary's two strengths: close to the image, or freer. */
export type VaryStrength = 'subtle' | 'strong';

/** What a generation does with its source image, as a job keeps it (each declared in {@link IMAGE_ACTIONS}). */
export type ImageAction =
  /** The image's own prompt on it with a new seed, close to it or freer. */
  | { readonly kind: 'vary'; readonly strength: VaryStrength }
  /** The image made larger by `factor`. */
  | { readonly kind: 'upscale'; readonly factor: number }
  /** The prompt edits or transforms the image; `strength` where the backend takes one. */
  | { readonly kind: 'edit'; readonly strength?: number };

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
}

/**
 * The strength Vary sends where a backend takes one (`edit.strength`): subtle keeps the image's
 * composition, strong lets the prompt move it (Midjourney's Vary (Subtle) / (Strong)).
 */
export const VARY_STRENGTH: Readonly<Record<VaryStrength, number>> = { subtle: 0.35, strong: 0.7 };

/** The most an input of an action may be, within the backend's `maxInput`. */
type InputLimits = { readonly pixels: number; readonly tiles?: UpscaleCapabilities['tiles'] };

/**
 * An image action, declared once: what the rest derives from it. A card's button of each choice
 * (its custom id `imagine:<kind>:<jobId>:<fields…>`, its label `imageActions.<kind>`) and of a set's
 * select (`<kind>-<fields…>:<n>`), the card's source line and `/history`'s label (`card.source`,
 * `imagesIn.kind`, by kind), the checks before anything is sent (here and in `input-fit.ts`).
 * Every action counts as one image in limits and budgets, priced by its backend's estimate.
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
  /** The action of the form asking what to change before it runs (Edit's `edited`); none: it runs. */
  readonly form?: string;
}

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

/** The offered choice `token` names (user input: a select value, a button's fields), if any. */
export const offeredChoice = (
  imagesIn: ImagesInCapabilities | undefined,
  token: string,
): ImageAction | undefined => offeredChoices(imagesIn).find((choice) => tokenOf(choice) === token);
