export type { ComfyEmulator, ComfyQueueSnapshot } from './comfyui.js';
export { type ComfyFaults, NO_COMFY_FAULTS, NODE_ERROR } from './comfyui-faults.js';
export {
  type ComfyAuth,
  type ComfyEmulatorOptions,
  DEFAULT_CHECKPOINTS,
  DEFAULT_COMFY_OPTIONS,
  DEFAULT_LORAS,
  DEFAULT_MODEL_FILES,
} from './comfyui-options.js';
export type { ComfyFault, ComfyStats, SpecViolation } from './comfyui-stats.js';
export type { ModelFiles } from './engine/model-loader-classes.js';
export { SAMPLERS, SCHEDULERS } from './engine/node-classes.js';
export type { HistoryEntry, QueueItem } from './engine/prompt-queue.js';
export type { Workflow } from './engine/prompt-validation.js';
export { VIDEO_FILE_NODES } from './engine/video-node-classes.js';
export { SERVER_FEATURES } from './socket-hub.js';
export { COMFY_ROUTES, type ComfyRoute } from './spec/comfyui-spec.js';
export { SPEC_CORRECTIONS } from './spec/http-schemas.js';
export { ComfySpecValidator, type SpecProblem } from './spec/spec-validator.js';
export { startComfyEmulator } from './start-comfyui.js';
