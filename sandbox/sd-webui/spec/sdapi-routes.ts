/**
 * The WebUI's routes the emulator answers, as `modules/api/api.py`'s `add_api_route` calls register
 * them (and the app's own `/internal/*`), each with its body and answers' definitions in
 * `sdapi-spec.ts`.
 */

import { LORA_OPERATIONS, LORA_ROUTES } from './lora-spec.js';
import type { DefinitionName } from './sdapi-spec.js';

/** Every route the emulator answers, and `other` for any other path or method. */
export const SDAPI_ROUTES = [
  'txt2img',
  'img2img',
  'progress',
  'internal_progress',
  'ping',
  'interrupt',
  'skip',
  'sd_models',
  'samplers',
  'schedulers',
  'upscalers',
  'options_get',
  'options_post',
  'extra_single_image',
  'interrogate',
  'caption',
  'pending_tasks',
  ...LORA_ROUTES,
  'other',
] as const;

/** A route of the emulator. */
export type SdRoute = (typeof SDAPI_ROUTES)[number];

/** What a route takes and answers: its method, path, body definition and answers by status. */
export interface Operation {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly body?: DefinitionName;
  /** Status → definition of its body. */
  readonly answers: Readonly<Record<number, DefinitionName>>;
  /** Registered on the app, outside `/sdapi/v1`: `--api-auth` does not cover it [progress.py]. */
  readonly open?: boolean;
}

const FAILS = {
  401: 'ApiError',
  404: 'ApiError',
  422: 'HTTPValidationError',
  500: 'ApiError',
} as const;

/** The routes, as `api.py`'s `add_api_route` calls register them [api.py l.211-250]. */
export const OPERATIONS: Readonly<Record<Exclude<SdRoute, 'other'>, Operation>> = {
  txt2img: {
    method: 'POST',
    path: '/sdapi/v1/txt2img',
    body: 'StableDiffusionProcessingTxt2Img',
    answers: { 200: 'TextToImageResponse', ...FAILS },
  },
  img2img: {
    method: 'POST',
    path: '/sdapi/v1/img2img',
    body: 'StableDiffusionProcessingImg2Img',
    answers: { 200: 'ImageToImageResponse', ...FAILS },
  },
  progress: {
    method: 'GET',
    path: '/sdapi/v1/progress',
    answers: { 200: 'ProgressResponse', ...FAILS },
  },
  internal_progress: {
    method: 'POST',
    path: '/internal/progress',
    body: 'ProgressRequest',
    answers: { 200: 'InternalProgressResponse', ...FAILS },
    open: true,
  },
  ping: { method: 'GET', path: '/internal/ping', answers: { 200: 'Empty' }, open: true },
  interrupt: { method: 'POST', path: '/sdapi/v1/interrupt', answers: { 200: 'Empty', ...FAILS } },
  skip: { method: 'POST', path: '/sdapi/v1/skip', answers: { 200: 'Null', ...FAILS } },
  sd_models: {
    method: 'GET',
    path: '/sdapi/v1/sd-models',
    answers: { 200: 'SDModelItemList', ...FAILS },
  },
  samplers: {
    method: 'GET',
    path: '/sdapi/v1/samplers',
    answers: { 200: 'SamplerItemList', ...FAILS },
  },
  schedulers: {
    method: 'GET',
    path: '/sdapi/v1/schedulers',
    answers: { 200: 'SchedulerItemList', ...FAILS },
  },
  upscalers: {
    method: 'GET',
    path: '/sdapi/v1/upscalers',
    answers: { 200: 'UpscalerItemList', ...FAILS },
  },
  options_get: { method: 'GET', path: '/sdapi/v1/options', answers: { 200: 'Options', ...FAILS } },
  options_post: {
    method: 'POST',
    path: '/sdapi/v1/options',
    body: 'Options',
    answers: { 200: 'Null', ...FAILS },
  },
  extra_single_image: {
    method: 'POST',
    path: '/sdapi/v1/extra-single-image',
    body: 'ExtrasSingleImageRequest',
    answers: { 200: 'ExtrasSingleImageResponse', ...FAILS },
  },
  interrogate: {
    method: 'POST',
    path: '/sdapi/v1/interrogate',
    body: 'InterrogateRequest',
    answers: { 200: 'InterrogateResponse', ...FAILS },
  },
  caption: {
    method: 'POST',
    path: '/sdapi/v1/caption',
    body: 'CaptionRequest',
    answers: { 200: 'CaptionResponse', 400: 'ApiError', ...FAILS },
  },
  pending_tasks: {
    method: 'GET',
    path: '/internal/pending-tasks',
    answers: { 200: 'PendingTasksResponse', ...FAILS },
    open: true,
  },
  ...LORA_OPERATIONS,
};
