export type { DeliveredImage, EditRecord, GenerationSnapshot } from './emulator-context.js';
export {
  type GenerationRequest,
  STANDARD_SIZES,
  takesFreeSizes,
} from './generation-request.js';
export type { KeyUsage } from './key-registry.js';
export { NO_OPENAI_FAULTS, type OpenAiFaults } from './openai-faults.js';
export type { OpenAiImagesEmulator } from './openai-images.js';
export {
  DEFAULT_DURATIONS_MS,
  DEFAULT_OPENAI_MODELS,
  DEFAULT_OPENAI_OPTIONS,
  type GenerationDurations,
  type OpenAiImagesOptions,
  type SeedOpenAiKey,
} from './openai-options.js';
export type { OpenAiFault, OpenAiStats, SpecViolation, TokenCounts } from './openai-stats.js';
export { ANSWER_CORRECTIONS } from './spec/answer-schemas.js';
export { OPENAI_ROUTES, type OpenAiRoute } from './spec/openai-spec.js';
export { REQUEST_CORRECTIONS } from './spec/request-schemas.js';
export { OpenAiSpecValidator, type SpecProblem } from './spec/spec-validator.js';
export { startOpenAiImagesEmulator } from './start-openai-images.js';
export { imageTokens, inputImageTokens, textTokens } from './token-usage.js';
