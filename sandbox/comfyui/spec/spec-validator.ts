import { type SpecProblem, SpecValidator } from '../../emulator-kit/spec-validator.js';
import { COMFY_SCHEMA_DOCUMENT, type DefinitionName } from './comfyui-spec.js';

export type { SpecProblem } from '../../emulator-kit/spec-validator.js';

/**
 * Checks values against the transcribed ComfyUI description (`comfyui-spec.ts`), its problems in
 * the words of Python's `jsonschema`.
 */
export class ComfySpecValidator extends SpecValidator<DefinitionName> {
  constructor() {
    super(COMFY_SCHEMA_DOCUMENT);
  }

  /** The problems of a WebSocket event's data against `ws_<type>` (an unknown type is one). */
  wsProblems(type: string, data: unknown): SpecProblem[] {
    const name = `ws_${type}`;
    if (!this.has(name)) return [{ path: '', message: `no schema for event ${type}` }];
    return this.problems(name, data);
  }
}

let shared: ComfySpecValidator | undefined;

/** The process-wide validator. */
export function sharedComfySpecValidator(): ComfySpecValidator {
  shared ??= new ComfySpecValidator();
  return shared;
}
