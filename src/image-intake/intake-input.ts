import type { AppErrorOptions } from '../core/app-error.js';
import type { ByteBudget } from '../core/byte-budget.js';
import { freeBytes } from '../core/free-bytes.js';
import { type DiscordHosts, fetchMemberFile, type MemberFile } from '../discord/member-file.js';
import { bytesText } from '../i18n/localized-text.js';
import type { ImagesInCapabilities, InputImage } from '../image-backend/images-in.js';
import type { SafetyAsker } from '../preferences/prompt-safety.js';
import type { InputCodec } from './input-codec.js';
import { checkInputImage } from './input-image.js';
import { checkInputSafety, type InputLogAs, type InputSafetyContext } from './input-safety.js';
import { InputImageError } from './intake-errors.js';

/** An image a member points at: an attachment of a command or of a message, as Discord gives it. */
export interface InputSource extends MemberFile {
  /** Its name, as shown on the card ("Edited from …"). */
  readonly name: string;
  /** Its content type, as Discord reports it, when it does. */
  readonly contentType?: string | null;
  /** Its size in pixels, as Discord reports it, when it does (read again from its header). */
  readonly width?: number | null;
  readonly height?: number | null;
}

/** The bytes a pixel takes decoded at most, as reserved before the header says (RGBA). */
const RESERVED_PIXEL_BYTES = 4;

/**
 * What an image's decoded pixels will take, as Discord declares its size (4 bytes a pixel), taken
 * with its file before the download so that most inputs never wait again once downloaded; 0 when
 * Discord does not say (the lease then grows once its header is read).
 */
export const declaredPixelBytes = (source: Pick<InputSource, 'width' | 'height'>): number =>
  (source.width ?? 0) * (source.height ?? 0) * RESERVED_PIXEL_BYTES;

/** What {@link intakeInput} needs of the app (`AppContext` has it). */
export interface IntakeContext extends InputSafetyContext {
  readonly config: DiscordHosts & {
    /** `IMAGE_INPUT_MAX_BYTES`: the most the bot downloads of an input, whatever the backend. */
    readonly IMAGE_INPUT_MAX_BYTES: number;
  };
  /** Turns an input upright, without its metadata, in a type the backend takes (`AppContext.inputCodec`). */
  readonly inputCodec: Pick<InputCodec, 'normalize'>;
  /** The bytes of inputs held at once (`AppContext.inputBudget`). */
  readonly inputBudget: Pick<ByteBudget, 'acquire'>;
}

/** Options of {@link intakeInput}. */
export interface IntakeOptions {
  /** How long the download may take. @default 10_000 */
  readonly timeoutMs?: number;
  /** What a refusal by the place's rules tells the server's moderation log (`checkInputSafety`). */
  readonly logAs?: InputLogAs;
  /**
   * Tells the member their image waits its turn (the input budget is full), before it waits; the
   * intake goes on once it is told (so nothing later is overwritten by it).
   */
  readonly onWait?: () => Promise<void>;
}

/**
 * From an image a member points at (an attachment of a command or of a message) to a checked
 * {@link InputImage}, handed to `use` (which keeps it in `JobInputs` for `GenerationJob.input`, or
 * sends it), all of it within the input budget, on one lease: its declared size (else
 * `IMAGE_INPUT_MAX_BYTES`) and its pixels decoded ({@link declaredPixelBytes}) taken before the
 * download, in turn (`onWait` first when it must wait); then, once its header is read, what each
 * step holds (`checkInputImage`: the file, its copy or its encoding and its decoded pixels; then
 * the image and its decoded pixels, which the check and the card's thumbnail read), until `use`
 * settled; the image's bytes are then given back at once (`freeBytes`): `use` keeps none of them
 * past its end (it stores them, or sends copies or an encoding of them), never handing them
 * themselves to a socket.
 * 1. downloaded from Discord's CDN only, bounded by `IMAGE_INPUT_MAX_BYTES` (refused before the
 *    request when Discord declared more, cut while reading);
 * 2. its type and pixels read from its header before anything is decoded, checked against the
 *    backend's `imagesIn` (another type converted to PNG; its bytes then within `maxInput.bytes`);
 * 3. the place's rules: where explicit content is kept out, the on-device classifier, an explicit
 *    (or unchecked) image refused (`checkInputSafety`).
 * Nothing is sent, saved or charged here; the edit's text goes through admission's checks (the
 * server policy, explicit terms, AutoMod) with the rest of the request. The bytes are never logged.
 * @throws {InputImageError} saying what is wrong, answered privately.
 */
export async function intakeInput<T>(
  context: IntakeContext,
  source: InputSource,
  asker: SafetyAsker,
  imagesIn: ImagesInCapabilities,
  options: IntakeOptions,
  use: (image: InputImage) => Promise<T>,
): Promise<T> {
  const maxBytes = context.config.IMAGE_INPUT_MAX_BYTES;
  const max = bytesText(maxBytes);
  const download = {
    maxBytes,
    hosts: context.config,
    accept: 'image/*',
    timeoutMs: options.timeoutMs,
    budget: context.inputBudget,
    beside: declaredPixelBytes(source),
    onWait: options.onWait,
    tooLarge: (size?: number) =>
      size === undefined
        ? new InputImageError('overMax', { max })
        : new InputImageError('tooLarge', { max, size: bytesText(size) }),
    failed: (cause: AppErrorOptions) => new InputImageError('downloadFailed', {}, cause),
  };
  return fetchMemberFile(source, download, async (bytes, held) => {
    const { decodedBytes, ...image } = await checkInputImage(
      bytes,
      imagesIn,
      context.inputCodec,
      held,
    );
    try {
      await checkInputSafety(context, asker, image.bytes, options.logAs);
      return await use(image);
    } finally {
      freeBytes(image.bytes);
    }
  });
}
