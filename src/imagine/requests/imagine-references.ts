import type { MemberFile } from '../../discord/member-file.js';
import { bytesText } from '../../i18n/localized-text.js';
import type { ImagesInCapabilities, InputImage } from '../../image-backend/images-in.js';
import { InputImageError } from '../../image-intake/intake-errors.js';
import {
  type InputSource,
  type IntakeContext,
  type IntakeOptions,
  intakeInput,
} from '../../image-intake/intake-input.js';
import type { SafetyAsker } from '../../preferences/prompt-safety.js';

/** `/imagine`'s image and references once placed: what is changed, and what it follows. */
export interface PlacedReferences<F> {
  /** The image changed: `image:`, else the first reference; undefined when neither was given. */
  readonly image: F | undefined;
  /** The references it follows beside it, in order. */
  readonly references: readonly F[];
}

/**
 * Places `/imagine`'s `reference` files and refuses them before anything is answered: on a backend
 * that does not edit by words or takes no reference (`referencesNotOffered`), with a mask
 * (`referencesWithMask`), more than `edit.references` beside the image (`tooManyReferences`), or
 * one declared larger than the bot takes. Without `image:`, the first reference is the image the
 * words change and the others its references.
 * @throws {InputImageError} answered privately, nothing charged.
 */
export function checkReferenceOptions<F extends MemberFile>(
  given: readonly F[],
  image: F | undefined,
  mask: MemberFile | undefined,
  edit: Pick<NonNullable<ImagesInCapabilities['edit']>, 'byWords' | 'references'> | undefined,
  maxBytes: number,
): PlacedReferences<F> {
  if (given.length === 0) return { image, references: [] };
  const [changed, ...references] = image ? [image, ...given] : given;
  if (edit?.byWords !== true || (references.length > 0 && !edit.references)) {
    throw new InputImageError('referencesNotOffered');
  }
  if (mask) throw new InputImageError('referencesWithMask');
  const max = edit.references ?? 0;
  if (references.length > max) throw new InputImageError('tooManyReferences', { max });
  for (const [index, file] of given.entries()) {
    if (file.size !== undefined && file.size > maxBytes) {
      const sizes = { size: bytesText(file.size), max: bytesText(maxBytes) };
      throw new InputImageError('tooLarge', sizes).ofReference(index + 1);
    }
  }
  return { image: changed, references };
}

/** Runs `work` so that {@link asReference} lets what it throws through as it is. */
export type PassThrough = <U>(work: () => Promise<U>) => Promise<U>;

/**
 * Runs an intake (`intake`, whose `use` runs inside the {@link PassThrough} it is given) so that
 * its own refusal says it is reference `number` (1-based; undefined: said as it is), while what
 * its `use` throws goes through untouched.
 * @throws what `intake` throws, an {@link InputImageError} of the intake's own said of `number`.
 */
export async function asReference<T>(
  number: number | undefined,
  intake: (passThrough: PassThrough) => Promise<T>,
): Promise<T> {
  const fromUse = new WeakSet<object>();
  const passThrough: PassThrough = async (work) => {
    try {
      return await work();
    } catch (error) {
      if (error !== null && typeof error === 'object') fromUse.add(error);
      throw error;
    }
  };
  return intake(passThrough).catch((error: unknown) => {
    const own = error instanceof InputImageError && !fromUse.has(error);
    if (own && number !== undefined && error.reference === undefined) {
      throw error.ofReference(number);
    }
    throw error;
  });
}

/**
 * Takes in `sources` one after the other as `intakeInput` takes an image (Discord's hosts only,
 * bounded before decoding, checked against `imagesIn`, cleaned, screened), each held until `use`
 * settled; a refusal of one says which reference it is (`first` + its index, 1-based).
 * @throws {InputImageError} of the reference refused, answered privately.
 */
export async function intakeReferences<T>(
  context: IntakeContext,
  sources: readonly InputSource[],
  asker: SafetyAsker,
  imagesIn: ImagesInCapabilities,
  options: IntakeOptions & { readonly first: number },
  use: (images: InputImage[]) => Promise<T>,
  taken: InputImage[] = [],
): Promise<T> {
  const [next, ...rest] = sources;
  if (!next) return use(taken);
  return asReference(options.first + taken.length, (passThrough) =>
    intakeInput(context, next, asker, imagesIn, options, (image) =>
      passThrough(() =>
        intakeReferences(context, rest, asker, imagesIn, options, use, [...taken, image]),
      ),
    ),
  );
}
