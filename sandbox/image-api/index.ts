export { ApiError } from './api-error.js';
export { crc32 } from './crc32.js';
export type { EmulatedTask, ServedImage, TaskFate, TaskState } from './emulated-task.js';
export {
  GENERATION_DEFAULTS,
  type GenerationParams,
  parseGenerationParams,
} from './generation-params.js';
export type { ImageApi } from './image-api.js';
export {
  ENDPOINT_KINDS,
  type EndpointKind,
  type FailedTaskField,
  type ImageApiFaults,
  NO_FAULTS,
} from './image-api-faults.js';
export {
  DEFAULT_IMAGE_API_OPTIONS,
  type ImageApiOptions,
  type SeedUser,
  type TaskDurations,
  type TemporaryCredits,
} from './image-api-options.js';
export type { ImageApiStats, InjectedFault } from './image-api-stats.js';
export { renderImage } from './image-renderer.js';
export { startImageApi } from './start-image-api.js';
export { API_KEY_FORMAT } from './user-registry.js';
export { TASK_FAILED_ERROR, WEBHOOK_MESSAGE } from './v1-routes.js';
export { familyOfTaskId, type TaskFamily, WORKFLOWS, type Workflow } from './workflow.js';
