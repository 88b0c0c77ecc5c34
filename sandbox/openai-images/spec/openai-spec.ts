import { ANSWER_DEFINITIONS } from './answer-schemas.js';
import { REQUEST_DEFINITIONS } from './request-schemas.js';

/** A definition name of the transcribed description. */
export type DefinitionName = keyof typeof REQUEST_DEFINITIONS | keyof typeof ANSWER_DEFINITIONS;

/** The whole transcription as one schema document; definitions are reached by `$ref`. */
export const OPENAI_SCHEMA_DOCUMENT = {
  $id: 'openai-images-v1',
  definitions: { ...REQUEST_DEFINITIONS, ...ANSWER_DEFINITIONS },
} as const;

/** The routes the emulator serves, named for stats and faults. */
export type OpenAiRoute =
  | 'images_generations'
  | 'images_edits'
  | 'models_list'
  | 'models_retrieve'
  | 'other';

/** Every route, in a stable order. */
export const OPENAI_ROUTES: readonly OpenAiRoute[] = [
  'images_generations',
  'images_edits',
  'models_list',
  'models_retrieve',
  'other',
];

/** What the description says of one operation: its body and its answers by status. */
export interface OperationSpec {
  readonly body?: DefinitionName;
  /** Per status, the schema of a JSON answer; every status other than 200 is an `ErrorResponse`. */
  readonly ok: DefinitionName;
  /** The schema of each server-sent event of a streamed 200, when the operation streams. */
  readonly event?: DefinitionName;
}

/**
 * The operations of `paths` (`/images/generations` post `createImage`, `/images/edits` post
 * `createImageEdit` as `multipart/form-data`, `/models` get
 * `listModels`, `/models/{model}` get `retrieveModel`, under the server `https://api.openai.com/v1`).
 * The description declares only their 200s; the error answers are typed `ErrorResponse`, the
 * body its `components.responses.TooManyRequests` gives a 429.
 */
export const OPERATIONS: Readonly<Record<Exclude<OpenAiRoute, 'other'>, OperationSpec>> = {
  images_generations: {
    body: 'CreateImageRequest',
    ok: 'ImagesResponse',
    event: 'ImageGenStreamEvent',
  },
  images_edits: {
    body: 'CreateImageEditRequest',
    ok: 'ImagesResponse',
    event: 'ImageEditStreamEvent',
  },
  models_list: { ok: 'ListModelsResponse' },
  models_retrieve: { ok: 'Model' },
};
