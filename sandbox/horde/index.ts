export { DEFAULT_ALCHEMIST_FORMS, POST_PROCESSOR_FACTORS } from './alchemy-forms.js';
export type {
  HordeEmulator,
  HordeInterrogationSnapshot,
  HordeRequestSnapshot,
} from './horde.js';
export { type HordeFaults, NO_HORDE_FAULTS } from './horde-faults.js';
export {
  type AlchemistOptions,
  DEFAULT_HORDE_MODELS,
  DEFAULT_HORDE_OPTIONS,
  type HordeEmulatorOptions,
  type HordeModel,
  type SeedHordeUser,
} from './horde-options.js';
export { HordeError } from './horde-response.js';
export type { HordeFault, HordeStats, SpecViolation } from './horde-stats.js';
export { IMAGE_URL_LIFETIME_MS } from './image-store.js';
export { DEFAULT_HORDE_LORAS, type FetchedLoras, type HordeLora } from './lora-fetch.js';
export {
  DEFAULT_MODEL_REFERENCE,
  MODEL_REFERENCE_PATH,
  type ModelReferenceEntry,
} from './model-reference.js';
export { BANNED_CLIENT_AGENT, NO_WORKER_MESSAGE } from './routes/generate-async.js';
export { ALCHEMY_FORM_NAMES, ALCHEMY_SPEC_CORRECTIONS } from './spec/alchemy-schemas.js';
export { HORDE_ROUTES, type HordeRoute } from './spec/horde-spec.js';
export { HordeSpecValidator, type SpecProblem } from './spec/spec-validator.js';
export { startHordeEmulator } from './start-horde.js';
export { ANONYMOUS_KEY } from './user-registry.js';
