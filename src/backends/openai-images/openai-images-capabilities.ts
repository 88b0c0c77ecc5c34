import { text } from '../../i18n/localized-text.js';
import { type BackendCapabilities, NO_KEYS } from '../../image-backend/capabilities.js';
import type { ImagesInCapabilities } from '../../image-backend/images-in.js';

/**
 * A key as OpenAI-compatible providers issue them (`sk-…`, `sk-proj-…`, or a provider's own): 8 to
 * 256 visible ASCII characters; `GET /models` with it says whether it works.
 */
const OPENAI_KEY_PATTERN = /^[\x21-\x7e]{8,256}$/;

/**
 * What OpenAI's Images API and its imitators offer (docs/backends.md): members' and server keys
 * made at the provider, no balance (the bot keeps its own record of images and tokens per key),
 * one long streamed call per image whose partial images are its progress and its previews, cancelled by leaving
 * it, the prompt and a size chosen from width and height, images as bytes in the answer, and the
 * tokens an image cost (`usage.total_tokens`).
 */
export const OPENAI_IMAGES_CAPABILITIES: BackendCapabilities = {
  keys: {
    member: true,
    server: true,
    pattern: OPENAI_KEY_PATTERN,
    shape: text('apikey.keyShapeProvider'),
    creation: 'none',
    revocation: false,
  },
  balance: undefined,
  tasks: 'long-call',
  progress: 'partial-images',
  previews: true,
  cancel: true,
  parameters: {
    prompt: {},
    width: { min: 64, max: 3840 },
    height: { min: 64, max: 3840 },
  },
  choices: { option: 'model', source: 'static' },
  images: 'bytes',
  contentFlags: false,
  reportsCost: true,
};

/** The most images an edit takes (`CreateImageEditRequest.image`: "up to 16 images"). */
const MAX_IMAGES = 16;

/**
 * What the Images API takes in for `model` (image-backends.md §5.3, `POST /images/edits`): the GPT
 * image models (and a compatible provider's) edit an image by an instruction (`byWords`), PNG,
 * JPEG or WebP under 50 MB, no strength (Vary's subtle or strong is `input_fidelity` where the model takes it,
 * `openai-images-edit.ts`), and a region of it with a `mask` (Vary (Region), Zoom out, Pan: the
 * models take it as guidance only and answer at their own size, so the kept pixels are put back
 * at the input's size, `restoresKept`); pixels bounded by the bot at 4096×4096 (the
 * API states no limit); up to 16 images an edit follows (`image[]`: the image, then 15 references).
 * dall-e-2 (one square PNG under 4 MB) and dall-e-3 (no edits) are retired: nothing.
 * It neither upscales nor describes.
 */
export function openAiImagesIn(model: string): ImagesInCapabilities | undefined {
  if (/^dall-e-/i.test(model)) return undefined;
  return {
    edit: { byWords: true, mask: true, restoresKept: true, references: MAX_IMAGES - 1 },
    maxInput: { bytes: 50_000_000 - 1, pixels: 4096 * 4096 },
    types: ['image/png', 'image/jpeg', 'image/webp'],
  };
}

/**
 * {@link OPENAI_IMAGES_CAPABILITIES} with what `model` takes in ({@link openAiImagesIn}); with
 * `operatorKeys` (the operator gave each endpoint's key, `OPENAI_IMAGES_API_KEY`), no keys of
 * members or servers: the operator pays, as for a self-hosted server.
 */
export function openAiImagesCapabilities(
  model: string,
  { operatorKeys = false }: { operatorKeys?: boolean } = {},
): BackendCapabilities {
  const imagesIn = openAiImagesIn(model);
  return {
    ...OPENAI_IMAGES_CAPABILITIES,
    ...(operatorKeys && { keys: NO_KEYS }),
    ...(imagesIn && { imagesIn }),
  };
}
