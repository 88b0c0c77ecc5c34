import {
  COMMON_DEFAULTS,
  type CommonEmulatorOptions,
  withDefaults,
} from '../emulator-kit/emulator-options.js';
import { type CivitaiModel, DEFAULT_CIVITAI_MODELS } from './civitai-catalogue.js';

/** Options of `startCivitaiEmulator` (its seed draws fault shares). */
export interface CivitaiEmulatorOptions extends CommonEmulatorOptions {
  /** The models it knows. @default DEFAULT_CIVITAI_MODELS */
  readonly models?: readonly CivitaiModel[];
  /** The origin `downloadUrl`s name. @default the emulator's own URL */
  readonly publicUrl?: string;
}

/** The defaults every `CivitaiEmulatorOptions` is merged over. */
const DEFAULT_CIVITAI_OPTIONS = {
  ...COMMON_DEFAULTS,
  models: DEFAULT_CIVITAI_MODELS,
  publicUrl: undefined as string | undefined,
};

/** Options with every default applied. */
export type ResolvedCivitaiOptions = typeof DEFAULT_CIVITAI_OPTIONS;

/** Merges `options` over the defaults, ignoring keys set to undefined. */
export function resolveCivitaiOptions(
  options: CivitaiEmulatorOptions = {},
): ResolvedCivitaiOptions {
  return withDefaults(DEFAULT_CIVITAI_OPTIONS, options);
}
