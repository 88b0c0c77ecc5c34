import type { EmulatorContext } from '../emulator-context.js';
import { type JsonAnswer, jsonAnswer, modelNotFound } from '../openai-response.js';
import type { RequestContext } from '../request-context.js';

/** Path of one model under the base path: `/models/{model}`. */
export const MODEL_PATH = /^\/models\/([^/]+)$/;

/** When the listed models were "created" (unix seconds; a fixed instant, 2025-04-23). */
const CREATED = 1_745_366_400;

function modelObject(id: string) {
  return { id, object: 'model', created: CREATED, owned_by: 'system' };
}

/** `GET /v1/models`: the listed models (`ListModelsResponse`), the cheap key check. */
export function listModels(emu: EmulatorContext): JsonAnswer {
  return jsonAnswer(200, { object: 'list', data: emu.options.models.map(modelObject) });
}

/** `GET /v1/models/{model}`: a listed model (`Model`), or 404 `model_not_found`. */
export function retrieveModel(emu: EmulatorContext, ctx: RequestContext): JsonAnswer {
  const path = ctx.url.pathname.slice(emu.options.basePath.length);
  const id = decodeURIComponent(MODEL_PATH.exec(path)?.[1] ?? '');
  if (!emu.options.models.includes(id)) throw modelNotFound(id, 'model');
  return jsonAnswer(200, modelObject(id));
}
