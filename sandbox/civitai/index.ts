export type { CivitaiEmulator } from './civitai.js';
export {
  type CivitaiFile,
  type CivitaiModel,
  type CivitaiVersion,
  DEFAULT_CIVITAI_MODELS,
} from './civitai-catalogue.js';
export { type CivitaiFaults, NO_CIVITAI_FAULTS } from './civitai-faults.js';
export type { CivitaiEmulatorOptions } from './civitai-options.js';
export { CIVITAI_ROUTES, type CivitaiRoute } from './civitai-routes.js';
export type { CivitaiStats } from './civitai-stats.js';
export { startCivitaiEmulator } from './start-civitai.js';
