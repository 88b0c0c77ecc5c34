export type { DeliveredImage, ReceivedCall } from './emulator-context.js';
export { infotext, WEBUI_VERSION } from './engine/infotext.js';
export { LORA_DIR, type LoraFile } from './engine/lora-networks.js';
export type { JobOutcome, StateDict } from './engine/webui-queue.js';
export type { SdQueueSnapshot, SdWebuiEmulator } from './sd-webui.js';
export { NO_SD_WEBUI_FAULTS, type SdWebuiFaults } from './sd-webui-faults.js';
export {
  type Checkpoint,
  DEFAULT_CHECKPOINTS,
  DEFAULT_LORAS,
  SAMPLERS,
  SCHEDULERS,
  type SdWebuiEmulatorOptions,
  titleOf,
} from './sd-webui-options.js';
export type { SdWebuiStats, SpecViolation } from './sd-webui-stats.js';
export { OPERATIONS, SDAPI_ROUTES, type SdRoute } from './spec/sdapi-routes.js';
export { startSdWebuiEmulator } from './start-sd-webui.js';
export { SDNEXT_UPSCALERS, UPSCALERS } from './upscaler-lists.js';
