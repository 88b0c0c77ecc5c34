import type { AppErrorOptions } from '../../core/app-error.js';
import type { ByteBudget, ByteLease } from '../../core/byte-budget.js';
import { freeBytes } from '../../core/free-bytes.js';
import { type DiscordHosts, fetchMemberFile, type MemberFile } from '../../discord/member-file.js';
import { bytesText } from '../../i18n/localized-text.js';
import type { ImagesInCapabilities, InputImage } from '../../image-backend/images-in.js';
import { InputImageError } from '../../image-intake/intake-errors.js';
import { declaredPixelBytes } from '../../image-intake/intake-input.js';
import { checkAttachedMask } from '../../region-edits/attached-mask.js';

/** What {@link takeAttachedMask} needs of the app (`AppContext` has it). */
export interface MaskContext {
  readonly config: DiscordHosts & { readonly IMAGE_INPUT_MAX_BYTES: number };
  /** The bytes of members' files held at once (`AppContext.inputBudget`). */
  readonly inputBudget: Pick<ByteBudget, 'acquire'>;
}

/**
 * Refuses `/imagine mask:` before anything is answered: without `image:` (`maskAlone`), on a
 * backend that takes no mask (`maskNotOffered`), or declared larger than the bot takes.
 * @throws {InputImageError} answered privately, nothing charged.
 */
export function checkMaskOption(
  mask: MemberFile | undefined,
  image: MemberFile | undefined,
  imagesIn: ImagesInCapabilities | undefined,
  maxBytes: number,
): void {
  if (!mask) return;
  if (!image) throw new InputImageError('maskAlone');
  if (imagesIn?.edit?.mask !== true) throw new InputImageError('maskNotOffered');
  if (mask.size !== undefined && mask.size > maxBytes) {
    throw new InputImageError('tooLarge', { size: bytesText(mask.size), max: bytesText(maxBytes) });
  }
}

/**
 * A member's attached mask for `image` (checked): fetched from Discord's own hosts only, at most
 * `IMAGE_INPUT_MAX_BYTES`, its header read before anything is decoded and checked against the
 * image (`checkAttachedMask`: a still PNG of its size or proportions, transparent where it may
 * change, opaque elsewhere), as the port's mask (`SubmitInput.mask`) at the image's size, within
 * the input budget (taken while the image holds its own share).
 * @throws {InputImageError} saying what is wrong, answered privately.
 */
export function takeAttachedMask(
  context: MaskContext,
  file: MemberFile,
  image: InputImage,
  timeoutMs: number,
): Promise<InputImage> {
  const maxBytes = context.config.IMAGE_INPUT_MAX_BYTES;
  const max = bytesText(maxBytes);
  const download = {
    maxBytes,
    hosts: context.config,
    budget: context.inputBudget,
    accept: 'image/png',
    timeoutMs,
    tooLarge: (size?: number) =>
      size === undefined
        ? new InputImageError('overMax', { max })
        : new InputImageError('tooLarge', { max, size: bytesText(size) }),
    failed: (cause: AppErrorOptions) => new InputImageError('downloadFailed', {}, cause),
  };
  return fetchMemberFile(file, download, async (bytes) => {
    const { width, height } = image;
    const encoded = await checkAttachedMask(bytes, image).finally(() => freeBytes(bytes));
    return { bytes: encoded, type: 'image/png' as const, width, height };
  });
}

/** A lease of nothing: the bytes are held by the pair's one reservation ({@link pairedBudgets}). */
const HELD_BY_THE_PAIR: ByteLease = {
  bytes: 0,
  resize: async () => {},
  shrinkTo: () => {},
  release: () => {},
};

/** `lease` as its image sees it: `share` (the mask's) always held on top of what it holds. */
const beside = (lease: ByteLease, share: number): ByteLease => ({
  get bytes() {
    return Math.max(0, lease.bytes - share);
  },
  resize: (bytes, options) => lease.resize(bytes + share, options),
  shrinkTo: (bytes) => lease.shrinkTo(bytes + share),
  release: () => lease.release(),
});

/** A member's file taken in beside an image, with its size in pixels where Discord says it. */
type Companion = MemberFile & { readonly width?: number | null; readonly height?: number | null };

/**
 * The input budget as an image and the files taken in beside it (its attached mask, its
 * references) take it: one reservation for all, taken when the image's download takes its share
 * (its bytes and each companion's declared size, else `maxBytes`, with their pixels decoded) and
 * given back with it, the companions' share kept whatever the image's steps resize it to; their
 * downloads then take nothing more. Taken apart, each request would hold its image's share while
 * its companion waited behind the next request's image, which waits for the first's release: with
 * the budget full of images, none would ever go on. Without a companion, the budget as it is for
 * all.
 */
export function pairedBudgets(
  budget: MaskContext['inputBudget'],
  companions: Companion | undefined | readonly Companion[],
  maxBytes: number,
): { readonly image: MaskContext['inputBudget']; readonly mask: MaskContext['inputBudget'] } {
  const files = [companions ?? []].flat();
  if (files.length === 0) return { image: budget, mask: budget };
  const share = files.reduce(
    (sum, file) => sum + Math.min(file.size ?? maxBytes, maxBytes) + declaredPixelBytes(file),
    0,
  );
  return {
    image: {
      acquire: async (bytes, options) =>
        beside(await budget.acquire(bytes + share, options), share),
    },
    mask: { acquire: async () => HELD_BY_THE_PAIR },
  };
}
