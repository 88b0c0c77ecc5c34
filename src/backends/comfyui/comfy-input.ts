import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { text } from '../../i18n/localized-text.js';
import { InvalidParameterError } from '../../image-backend/backend-errors.js';
import type { GenerationRequest } from '../../image-backend/generation-parameters.js';
import { type SubmitInput, strengthOf } from '../../image-backend/image-actions.js';
import type {
  ImagesInCapabilities,
  InputImage,
  InputImageType,
} from '../../image-backend/images-in.js';
import { checkInputFits, sizeFromInput } from '../../image-backend/input-fit.js';
import { checkTakenValue } from '../../image-backend/validate-generation-request.js';
import { animateValues } from './comfy-animate-input.js';
import { defaultEdit } from './comfy-capabilities.js';
import type { ComfyCall } from './comfy-http.js';
import type { RegisteredWorkflow, WorkflowValues } from './comfy-workflow.js';

/**
 * Where the bot's uploads go: ComfyUI's `temp/` (emptied when the server starts and on Ctrl-C,
 * not on SIGTERM, so a member's image does not stay on the operator's disk as it would in
 * `input/`; readable by any client through `/view` meanwhile: docs/privacy.md), in a subfolder of
 * its own, under a random name that says nothing of the member.
 */
const UPLOAD = { type: 'temp', subfolder: 'imagine-bot' } as const;

const EXTENSIONS: Readonly<Record<InputImageType, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** `POST /upload/image`'s answer: where the server put the file (use its `name`, not the one sent). */
const uploadAnswerSchema = z.object({ name: z.string(), subfolder: z.string(), type: z.string() });

type UploadAnswer = z.infer<typeof uploadAnswerSchema>;

const refuse = (name: string, allowed: string, got: string) =>
  new InvalidParameterError(text('parameter.oneOf', { name, allowed, got }), {
    parameter: name,
    limit: allowed,
  });

/**
 * The workflow that does `input`'s action: an upscale workflow of its factor; for an input with a
 * mask (a region edit, Zoom out, Pan), the inpaint workflow the request names, else the first of
 * the family of the workflow it names (the card's, else the default text to image's: an SDXL card's
 * region on SDXL's inpaint), else
 * the first; for an edit or a vary, the edit workflow the request names, else the default one
 * (`defaultEdit`: an edit model's first, else the named workflow's family's first), among those
 * with room for its references.
 * @throws {InvalidParameterError} when none is registered (a factor not offered).
 */
export function workflowForInput(
  workflows: readonly RegisteredWorkflow[],
  input: Pick<SubmitInput, 'action'> & {
    readonly mask?: unknown;
    readonly references?: ArrayLike<unknown>;
  },
  asked: string | undefined,
  serves?: (workflow: RegisteredWorkflow) => boolean,
): RegisteredWorkflow {
  const { action } = input;
  if (action.kind === 'animate') {
    const found = workflows.find(({ role }) => role === 'animate');
    if (found) return found;
    throw refuse('action', 'none', action.kind);
  }
  if (action.kind === 'upscale') {
    const upscales = workflows.filter(({ role }) => role === 'upscale');
    const found = upscales.find(({ factor }) => factor === action.factor);
    if (found) return found;
    const allowed = upscales.map(({ factor }) => `×${factor}`).join(', ') || 'none';
    throw refuse('factor', allowed, `×${action.factor}`);
  }
  const referred = input.references?.length ?? 0;
  const edits = workflows.filter(
    ({ role, references = [] }) =>
      role === (input.mask ? 'inpaint' : 'edit') && references.length >= referred,
  );
  const { family } =
    workflows.find(({ name, role }) =>
      asked === undefined ? role === 'generate' : name === asked,
    ) ?? {};
  const familyFirst = [
    ...edits.filter((workflow) => family !== undefined && workflow.family === family),
    ...edits.filter((workflow) => family === undefined || workflow.family !== family),
  ];
  const found =
    edits.find(({ name }) => name === asked) ??
    (input.mask ? familyFirst[0] : defaultEdit(familyFirst, serves));
  if (found) return found;
  throw refuse(
    'action',
    workflows.some(({ role }) => role === 'upscale') ? 'upscale' : 'none',
    action.kind,
  );
}

/**
 * Checks `input` against what the workflows take (`imagesIn`, the port's `checkInputFits`): its
 * type, bytes and pixels (an upscale's: its result's, so a ×4 takes at most a sixteenth), an
 * edit's strength.
 * @throws {InvalidParameterError} naming the limit.
 */
export function checkInputImage(imagesIn: ImagesInCapabilities | undefined, input: SubmitInput) {
  const { edit } = checkInputFits(imagesIn, input);
  if (input.action.kind === 'edit')
    checkTakenValue('strength', edit?.strength, input.action.strength);
}

/** An edit's size where the request names none: the input's, in multiples of 8 up to 2048. */
const INPUT_SIZES = { step: 8, min: 64, max: 2048 } as const;

/**
 * What an input's action writes into its workflow besides the prompt: the image, strength, size
 * (an inpaint's: none, it draws at the image's own size, as its mask is).
 */
export function inputValues(
  workflow: RegisteredWorkflow,
  input: SubmitInput,
  uploaded: string,
  request: GenerationRequest,
  defaultStrength: number,
): WorkflowValues {
  const { action, image } = input;
  if (action.kind === 'upscale') return { image: uploaded };
  if (action.kind === 'animate') return animateValues(workflow, action, image, uploaded, request);
  const strength = strengthOf(action) ?? workflow.strength ?? defaultStrength;
  if (workflow.role === 'inpaint') return { image: uploaded, strength };
  return { image: uploaded, strength, ...sizeFromInput(image, request, INPUT_SIZES) };
}

/** A multipart form of `image` under a random name, into `temp/imagine-bot/`. */
function uploadForm(image: InputImage): FormData {
  const form = new FormData();
  const file = `${randomUUID()}.${EXTENSIONS[image.type]}`;
  // A view of the job's buffer: the Blob's own copy is the only one.
  const { buffer, byteOffset, byteLength } = image.bytes;
  const bytes = new Uint8Array(buffer as ArrayBuffer, byteOffset, byteLength);
  form.append('image', new Blob([bytes], { type: image.type }), file);
  form.append('type', UPLOAD.type);
  form.append('subfolder', UPLOAD.subfolder);
  return form;
}

/** `POST /upload/image` of `image`, multipart, into `temp/imagine-bot/` under a random name. */
export function uploadCall(image: InputImage): ComfyCall<UploadAnswer> {
  return {
    what: 'POST /upload/image',
    method: 'POST',
    path: '/upload/image',
    form: uploadForm(image),
    schema: uploadAnswerSchema,
  };
}

/**
 * `POST /upload/mask` of `mask` (a PNG of the image's size, transparent where it may change):
 * the server writes the uploaded `original` with the mask's alpha as its own under the mask's
 * random name (ComfyUI's mask editor's own upload), so the workflow's `LoadImage` gives the
 * image's colour as `IMAGE` and `1 − alpha` (1: may change) as `MASK`.
 */
export function maskUploadCall(mask: InputImage, original: UploadAnswer): ComfyCall<UploadAnswer> {
  const form = uploadForm(mask);
  const { name: filename, subfolder, type } = original;
  form.append('original_ref', JSON.stringify({ filename, subfolder, type }));
  return {
    what: 'POST /upload/mask',
    method: 'POST',
    path: '/upload/mask',
    form,
    schema: uploadAnswerSchema,
  };
}

/**
 * Uploads `input`'s image (with its mask as its alpha, where it has one: {@link maskUploadCall})
 * through `call`; the name a `LoadImage` reads it by.
 */
export async function uploadInput(
  input: SubmitInput,
  call: <T>(call: ComfyCall<T>) => Promise<T>,
): Promise<string> {
  const image = await call(uploadCall(input.image));
  return loadedName(input.mask ? await call(maskUploadCall(input.mask, image)) : image);
}

/** Uploads `input`'s references through `call`, in order; the names their `LoadImage`s read. */
export async function uploadReferences(
  input: SubmitInput,
  call: <T>(call: ComfyCall<T>) => Promise<T>,
): Promise<string[]> {
  const names: string[] = [];
  for (const reference of input.references ?? []) {
    names.push(loadedName(await call(uploadCall(reference))));
  }
  return names;
}

/** The name a `LoadImage` reads an upload by: `imagine-bot/<name> [temp]`. */
export function loadedName(answer: UploadAnswer): string {
  const folder = answer.subfolder === '' ? '' : `${answer.subfolder}/`;
  return `${folder}${answer.name} [${answer.type}]`;
}
