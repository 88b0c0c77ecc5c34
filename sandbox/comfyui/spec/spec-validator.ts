import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { pythonRepr } from '../../emulator-kit/python-text.js';
import { COMFY_SCHEMA_DOCUMENT, type DefinitionName } from './comfyui-spec.js';

/** One way a value differs from a definition: where (dotted: `prompt.3.inputs`) and why. */
export interface SpecProblem {
  /** Dotted path of the field (`params.width`), `''` for the value itself. */
  readonly path: string;
  /** The complaint, in `jsonschema`'s words (`4000 is greater than the maximum of 3072`). */
  readonly message: string;
}

function valueAt(root: unknown, pointer: string): unknown {
  let node = root;
  for (const key of pointer.split('/').slice(1)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key.replaceAll('~1', '/').replaceAll('~0', '~')];
  }
  return node;
}

/** An ajv error in the words Python's `jsonschema` uses. */
function explain(error: ErrorObject, root: unknown): SpecProblem {
  const segments = error.instancePath.split('/').slice(1);
  const value = valueAt(root, error.instancePath);
  const p = error.params as Record<string, unknown>;
  const shown = pythonRepr(value);
  const message = (() => {
    switch (error.keyword) {
      case 'required':
        segments.push(String(p.missingProperty));
        return `'${p.missingProperty}' is a required property`;
      case 'type':
        return `${shown} is not of type '${p.type}'`;
      case 'minimum':
        return `${shown} is less than the minimum of ${p.limit}`;
      case 'maximum':
        return `${shown} is greater than the maximum of ${p.limit}`;
      case 'multipleOf':
        return `${shown} is not a multiple of ${p.multipleOf}`;
      case 'enum':
        return `${shown} is not one of ${pythonRepr(p.allowedValues)}`;
      case 'minLength':
        return `${shown} is too short`;
      case 'maxLength':
        return `${shown} is too long`;
      case 'uniqueItems':
        return `${shown} has non-unique elements`;
      default:
        return `${shown} ${error.message ?? 'is invalid'}`;
    }
  })();
  return { path: segments.join('.'), message };
}

/**
 * Checks values against the transcribed ComfyUI description (`comfyui-spec.ts`) with ajv
 * (draft-07, every error). Validators are compiled on first use per definition and shared by
 * every emulator in the process.
 */
export class ComfySpecValidator {
  readonly #ajv = new Ajv({ allErrors: true, strict: false });
  readonly #compiled = new Map<DefinitionName, ValidateFunction>();

  constructor() {
    this.#ajv.addSchema(COMFY_SCHEMA_DOCUMENT);
  }

  /** How `value` differs from definition `name`; empty when it conforms. */
  problems(name: DefinitionName, value: unknown): SpecProblem[] {
    const validate = this.#validator(name);
    if (validate(value)) return [];
    return (validate.errors ?? []).map((error) => explain(error, value));
  }

  /** The problems of a WebSocket event's data against `ws_<type>` (an unknown type is one). */
  wsProblems(type: string, data: unknown): SpecProblem[] {
    const name = `ws_${type}`;
    if (!(name in COMFY_SCHEMA_DOCUMENT.definitions))
      return [{ path: '', message: `no schema for event ${type}` }];
    return this.problems(name as DefinitionName, data);
  }

  /** The problems against the first of `names` that `value` matches; empty when one matches. */
  problemsAgainstAny(names: readonly DefinitionName[], value: unknown): SpecProblem[] {
    let first: SpecProblem[] | undefined;
    for (const name of names) {
      const found = this.problems(name, value);
      if (found.length === 0) return [];
      first ??= found;
    }
    return first ?? [];
  }

  #validator(name: DefinitionName): ValidateFunction {
    let validate = this.#compiled.get(name);
    if (!validate) {
      validate = this.#ajv.compile({ $ref: `${COMFY_SCHEMA_DOCUMENT.$id}#/definitions/${name}` });
      this.#compiled.set(name, validate);
    }
    return validate;
  }
}

let shared: ComfySpecValidator | undefined;

/** The process-wide validator. */
export function sharedComfySpecValidator(): ComfySpecValidator {
  shared ??= new ComfySpecValidator();
  return shared;
}
