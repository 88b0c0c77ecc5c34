import { ALCHEMY_DEFINITIONS } from './alchemy-schemas.js';
import { ANSWER_DEFINITIONS } from './answer-schemas.js';
import { GENERATION_DEFINITIONS } from './generation-schemas.js';

/** A definition name of the transcribed description. */
export type DefinitionName =
  | keyof typeof GENERATION_DEFINITIONS
  | keyof typeof ANSWER_DEFINITIONS
  | keyof typeof ALCHEMY_DEFINITIONS;

/** The whole transcription as one schema document; definitions are reached by `$ref`. */
export const HORDE_SCHEMA_DOCUMENT = {
  $id: 'ai-horde-v2',
  definitions: { ...GENERATION_DEFINITIONS, ...ANSWER_DEFINITIONS, ...ALCHEMY_DEFINITIONS },
} as const;

/** The routes the emulator serves, named for stats, faults and rate limits. */
export type HordeRoute =
  | 'generate_async'
  | 'generate_check'
  | 'generate_status'
  | 'generate_cancel'
  | 'interrogate_async'
  | 'interrogate_status'
  | 'interrogate_cancel'
  | 'find_user'
  | 'status_models'
  | 'image'
  | 'model_reference'
  | 'other';

/** Every route, in a stable order. */
export const HORDE_ROUTES: readonly HordeRoute[] = [
  'generate_async',
  'generate_check',
  'generate_status',
  'generate_cancel',
  'interrogate_async',
  'interrogate_status',
  'interrogate_cancel',
  'find_user',
  'status_models',
  'image',
  'model_reference',
  'other',
];

/** What the description says of one operation: its body, its headers, its answers by status. */
export interface OperationSpec {
  readonly body?: DefinitionName;
  /** Headers the description marks `required: true`. */
  readonly requiredHeaders: readonly string[];
  /** Per status, the schemas an answer may match (any one). */
  readonly answers: Readonly<Record<number, readonly DefinitionName[]>>;
}

const interrogationStatus: OperationSpec['answers'] = {
  200: ['InterrogationStatus'],
  404: ['RequestError'],
  429: ['MessageBody'],
};

const status: OperationSpec['answers'] = {
  200: ['RequestStatusStable'],
  404: ['RequestError'],
  429: ['MessageBody'],
};

/**
 * The operations of `paths` in the swagger (`/v2/generate/async` post, `/v2/generate/check/{id}`
 * get, `/v2/generate/status/{id}` get and delete, `/v2/interrogate/async` post,
 * `/v2/interrogate/status/{id}` get and delete, `/v2/find_user` get, `/v2/status/models` get),
 * with the corrected error bodies (`answer-schemas.ts`). The 403 and 429 `rc` answers the
 * server raises but the description does not declare are typed `RequestError`.
 */
export const OPERATIONS: Readonly<
  Record<Exclude<HordeRoute, 'image' | 'model_reference' | 'other'>, OperationSpec>
> = {
  generate_async: {
    body: 'GenerationInputStable',
    requiredHeaders: ['apikey'],
    answers: {
      200: ['RequestAsync'],
      202: ['RequestAsync'],
      400: ['ValidationErrorBody', 'RequestError', 'MessageBody'],
      401: ['RequestError'],
      403: ['RequestError'],
      429: ['RequestError', 'MessageBody'],
    },
  },
  generate_check: {
    requiredHeaders: [],
    answers: { 200: ['RequestStatusCheck'], 404: ['RequestError'], 429: ['MessageBody'] },
  },
  generate_status: { requiredHeaders: [], answers: status },
  generate_cancel: { requiredHeaders: [], answers: status },
  interrogate_async: {
    body: 'ModelInterrogationInputStable',
    requiredHeaders: ['apikey'],
    answers: {
      202: ['RequestInterrogationResponse'],
      400: ['ValidationErrorBody', 'RequestError', 'MessageBody'],
      401: ['RequestError'],
      429: ['RequestError', 'MessageBody'],
    },
  },
  interrogate_status: { requiredHeaders: [], answers: interrogationStatus },
  interrogate_cancel: { requiredHeaders: [], answers: interrogationStatus },
  find_user: {
    requiredHeaders: [],
    answers: {
      200: ['UserDetails'],
      401: ['RequestError'],
      404: ['RequestError'],
      429: ['MessageBody'],
    },
  },
  status_models: {
    requiredHeaders: [],
    answers: { 200: ['ActiveModelList'], 400: ['RequestError'], 429: ['MessageBody'] },
  },
};
