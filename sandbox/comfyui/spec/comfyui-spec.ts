import { HTTP_DEFINITIONS } from './http-schemas.js';
import { WS_DEFINITIONS } from './ws-schemas.js';

/** A definition name of the transcription. */
export type DefinitionName = keyof typeof HTTP_DEFINITIONS | keyof typeof WS_DEFINITIONS;

/** The whole transcription as one schema document; definitions are reached by `$ref`. */
export const COMFY_SCHEMA_DOCUMENT = {
  $id: 'comfyui-api',
  definitions: { ...HTTP_DEFINITIONS, ...WS_DEFINITIONS },
} as const;

/** Every route the emulator serves, named for stats and faults, in a stable order. */
export const COMFY_ROUTES = [
  'prompt_post',
  'prompt_get',
  'queue_get',
  'queue_post',
  'interrupt',
  'history_get',
  'history_list',
  'history_post',
  'view',
  'upload_image',
  'upload_mask',
  'object_info',
  'view_metadata',
  'ws',
  'other',
] as const;

/** A route of the emulator. */
export type ComfyRoute = (typeof COMFY_ROUTES)[number];

/** What the transcription says of one route: its JSON body, its answers by status. */
export interface OperationSpec {
  readonly body?: DefinitionName;
  /**
   * Per status, the schema of a JSON answer; `empty` for an empty body; `text` for aiohttp's
   * plain-text answer to an exception (not in the description: see `SPEC_CORRECTIONS`).
   */
  readonly answers: Readonly<Record<number, DefinitionName | 'empty' | 'text'>>;
}

const UNAUTHORIZED = { 401: 'ErrorResponse' } as const;

/** The operations, from the description's `/api/...` paths (with the corrections of `http-schemas.ts`). */
export const OPERATIONS: Readonly<
  Record<Exclude<ComfyRoute, 'view' | 'view_metadata' | 'ws' | 'other'>, OperationSpec>
> = {
  prompt_post: {
    body: 'PromptRequest',
    answers: { 200: 'PromptResponse', 400: 'PromptValidationError', ...UNAUTHORIZED },
  },
  prompt_get: { answers: { 200: 'PromptInfo', ...UNAUTHORIZED } },
  queue_get: { answers: { 200: 'QueueInfo', ...UNAUTHORIZED } },
  queue_post: { body: 'QueueManageRequest', answers: { 200: 'empty', ...UNAUTHORIZED } },
  interrupt: { body: 'InterruptRequest', answers: { 200: 'empty', ...UNAUTHORIZED } },
  history_get: { answers: { 200: 'HistoryDetailResponse', ...UNAUTHORIZED } },
  history_list: { answers: { 200: 'HistoryDetailResponse', ...UNAUTHORIZED } },
  history_post: { body: 'HistoryManageRequest', answers: { 200: 'empty', ...UNAUTHORIZED } },
  object_info: { answers: { 200: 'ObjectInfo', ...UNAUTHORIZED } },
  upload_image: {
    body: 'UploadImageRequest',
    answers: {
      200: 'UploadImageResponse',
      400: 'empty',
      413: 'text',
      500: 'text',
      ...UNAUTHORIZED,
    },
  },
  upload_mask: {
    answers: {
      200: 'UploadImageResponse',
      400: 'empty',
      413: 'text',
      500: 'text',
      ...UNAUTHORIZED,
    },
  },
};
