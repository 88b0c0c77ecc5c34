import { SpecValidator } from '../../emulator-kit/spec-validator.js';
import { type DefinitionName, HORDE_SCHEMA_DOCUMENT } from './horde-spec.js';

export type { SpecProblem } from '../../emulator-kit/spec-validator.js';

/**
 * Checks values against the transcribed AI Horde description (`horde-spec.ts`), its problems in
 * the words `jsonschema` (and so flask-restx) uses.
 */
export class HordeSpecValidator extends SpecValidator<DefinitionName> {
  constructor() {
    super(HORDE_SCHEMA_DOCUMENT);
  }
}

let shared: HordeSpecValidator | undefined;

/** The process-wide validator. */
export function sharedHordeSpecValidator(): HordeSpecValidator {
  shared ??= new HordeSpecValidator();
  return shared;
}
