import { toStreamingFile } from 'openai';
import type { ImageEditParamsStreaming } from 'openai/resources/images';
import type { GenerationRequest } from '../../image-backend/generation-parameters.js';
import type { SubmitInput } from '../../image-backend/image-actions.js';
import type { ImagesInCapabilities, InputImage } from '../../image-backend/images-in.js';
import { checkInputFits } from '../../image-backend/input-fit.js';
import { type OpenAiImageSettings, sizeFor, toImagesBody } from './openai-images-request.js';

/** The file name each input type is sent under (the part's `Content-Type` is what OpenAI reads). */
const EXTENSION = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;

/**
 * The `input_fidelity` values `model` takes (ON 7.57.0 `ImageEditParamsBase`): `high` and `low`
 * on gpt-image-1 and gpt-image-1.5 (and their snapshots); none elsewhere (gpt-image-1-mini takes
 * only its default `low`, gpt-image-2 wants it left out, a compatible provider may refuse it).
 */
export const takesInputFidelity = (model: string): boolean =>
  /^gpt-image-1(\.5)?(-\d{4}-\d{2}-\d{2})?$/.test(model);

/**
 * How close to its input an action keeps the image: Vary subtle `high` (the input's features and
 * style kept), strong `low` (the model's default, freer); an edit the model's default. Undefined
 * where the model takes no `input_fidelity`: subtle and strong then send the same call.
 */
function fidelityOf(action: SubmitInput['action'], model: string): 'high' | 'low' | undefined {
  if (action.kind !== 'vary' || !takesInputFidelity(model)) return undefined;
  return action.strength === 'subtle' ? 'high' : 'low';
}

/**
 * The size of an edit: the request's, else the configured default when it is `auto` (the model
 * sizes from its input), else the configured size nearest the input's aspect.
 */
function editSize(request: GenerationRequest, input: SubmitInput, sizes: readonly string[]) {
  if (request.width !== undefined || request.height !== undefined) return sizeFor(request, sizes);
  if (sizes[0] === 'auto') return 'auto';
  return sizeFor({ ...request, width: input.image.width, height: input.image.height }, sizes);
}

/** How much of an input the SDK is handed at a time as it streams a file part: 256 KiB. */
const PIECE_BYTES = 262_144;

/**
 * `bytes` as the SDK streams a file part: copied a piece at a time as it is sent (the SDK's stream
 * asks for the next once the one before was taken), again on each reading; no `File` of it, which
 * `toFile` makes. The pieces are copies, never views (a `Buffer`'s `slice` is one): the job's own
 * buffer never reaches the socket, so it can be freed the moment the submission returned, whatever
 * the socket still has to write.
 */
export const pieceCopies = (bytes: Uint8Array): AsyncIterable<Uint8Array> => ({
  async *[Symbol.asyncIterator]() {
    for (let at = 0; at < bytes.byteLength; at += PIECE_BYTES) {
      yield Buffer.copyBytesFrom(bytes, at, Math.min(PIECE_BYTES, bytes.byteLength - at));
    }
  },
});

/** An input as a streamed file part, named `input` (or `image-<n>` among several) by its type. */
const fileOf = (image: InputImage, name: string | number) =>
  toStreamingFile(
    pieceCopies(image.bytes),
    `${typeof name === 'number' ? `image-${name + 1}` : name}.${EXTENSION[image.type]}`,
    { type: image.type },
  );

/**
 * The streamed multipart body of `POST /images/edits` for `input` (an edit, or a vary with the
 * image's own prompt), checked first against what the model takes in (the port's `checkInputFits`: its type,
 * bytes and pixels) so nothing is sent the bot could refuse itself: the image as a file of its
 * type, streamed from the job's buffer (with its references, the array `image[]`, the image first), the settings of a generation but `moderation` (edits take none), and `input_fidelity`
 * where a vary sets it; a masked action's mask (Vary (Region), Zoom out, Pan) as `mask`, a PNG of
 * the image's size transparent where it may change, as OpenAI reads it. Upscale is not offered here.
 */
export async function toEditBody(
  request: GenerationRequest,
  settings: OpenAiImageSettings,
  input: SubmitInput,
  imagesIn: ImagesInCapabilities | undefined,
): Promise<ImageEditParamsStreaming> {
  const { image, action, references = [] } = input;
  checkInputFits(imagesIn, input);
  const { prompt } = toImagesBody(request, settings);
  const fidelity = fidelityOf(action, settings.model);
  return {
    model: settings.model,
    prompt,
    image: references.length === 0 ? fileOf(image, 'input') : [image, ...references].map(fileOf),
    n: 1,
    size: editSize(request, input, settings.sizes) as ImageEditParamsStreaming['size'],
    quality: settings.quality,
    output_format: settings.outputFormat,
    background: settings.background,
    stream: true,
    partial_images: settings.partialImages,
    ...(fidelity && { input_fidelity: fidelity }),
    ...(input.mask && {
      mask: toStreamingFile(pieceCopies(input.mask.bytes), 'mask.png', { type: 'image/png' }),
    }),
  };
}
