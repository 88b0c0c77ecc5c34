import { readEditForm } from '../edit-form.js';
import { EDIT_DEFAULT_MODEL, readEditRequest } from '../edit-request.js';
import { DELIVERED_KEPT, type EmulatorContext } from '../emulator-context.js';
import type { KeyAccount } from '../key-registry.js';
import { type JsonAnswer, modelNotFound, OpenAiError, specRefusal } from '../openai-response.js';
import { NOT_FORM, type RequestContext } from '../request-context.js';
import type { StreamAnswer } from '../stream-answer.js';
import { serveGeneration } from './generations.js';

/** 400 for a body that is not a readable `multipart/form-data` (or is over the emulator's cap). */
function notAForm(): OpenAiError {
  return new OpenAiError(
    400,
    "Invalid request: expected a multipart/form-data body with the fields 'image' and 'prompt'.",
    'invalid_request_error',
    null,
    null,
    {},
    [{ param: null, message: 'the body is not a readable multipart form', code: 'invalid_form' }],
  );
}

/**
 * `POST /v1/images/edits` (multipart): the parts checked against `CreateImageEditRequest`, a
 * text where a file is expected refused as OpenAI words it, a retired model refused before its
 * inputs are read, then the inputs and edit rules (`edit-request.ts`); recorded for tests, then
 * served as a generation drawn over the first input, its events `image_edit.*`.
 */
export async function createImageEdit(
  emu: EmulatorContext,
  ctx: RequestContext,
  account: KeyAccount,
): Promise<JsonAnswer | StreamAnswer | 'drop'> {
  if (ctx.form === undefined || ctx.form === NOT_FORM) throw notAForm();
  const form = await readEditForm(ctx.form);
  if (typeof form.fields.image === 'string') {
    throw new OpenAiError(
      400,
      "Invalid type for 'image': expected one of an array of files or file, but got a string instead.",
      'invalid_request_error',
      'image',
      'invalid_type',
    );
  }
  const problems = emu.spec.problems('CreateImageEditRequest', form.fields);
  if (problems.length) throw specRefusal(problems);
  const model = (form.fields.model as string | null | undefined) ?? EDIT_DEFAULT_MODEL;
  if (emu.options.retiredModels.includes(model)) throw modelNotFound(model, 'model');
  const request = await readEditRequest(form);
  emu.stats.edits++;
  emu.edits.push({
    requestId: ctx.requestId,
    model: request.model,
    prompt: request.prompt,
    inputs: request.inputs.map(({ type, bytes, sha256, width, height }) => ({
      type,
      bytes,
      sha256,
      width,
      height,
    })),
    mask: request.mask,
    inputFidelity: request.inputFidelity,
    size: request.size,
    stream: request.stream,
    partialImages: request.partialImages,
    fields: Object.keys(form.fields).sort(),
  });
  emu.edits.splice(0, Math.max(0, emu.edits.length - DELIVERED_KEPT));
  return serveGeneration(emu, ctx, account, request, 'images_edits');
}
