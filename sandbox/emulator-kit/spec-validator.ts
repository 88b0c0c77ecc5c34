import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { pythonRepr } from './python-text.js';

/** A transcribed API description: JSON Schema definitions under one `$id`. */
export interface SchemaDocument<Name extends string = string> {
  readonly $id: string;
  readonly definitions: Readonly<Record<Name, unknown>>;
}

/** One way a value differs from a definition: where (dotted: `params.width`) and why. */
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

/** An ajv error in the words Python's `jsonschema` (and so flask-restx) uses. */
export function explainAsJsonschema(error: ErrorObject, root: unknown): SpecProblem {
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

/** Options of {@link SpecValidator}. */
export interface SpecValidatorOptions<Problem> {
  /** How an ajv error reads as the server would word it. @default {@link explainAsJsonschema} */
  readonly explain?: (error: ErrorObject, root: unknown) => Problem;
  /** Prepares ajv (formats, keywords) before the document is added. */
  readonly setup?: (ajv: Ajv) => void;
  /** Which of ajv's errors are told (all by default). */
  readonly select?: (errors: readonly ErrorObject[]) => ErrorObject[];
}

/**
 * Checks values against a transcribed description with ajv (draft-07, every error). Validators
 * are compiled on first use per definition; an emulator keeps one per process.
 */
export class SpecValidator<Name extends string, Problem = SpecProblem> {
  readonly #ajv = new Ajv({ allErrors: true, strict: false });
  readonly #compiled = new Map<Name, ValidateFunction>();
  readonly #explain: (error: ErrorObject, root: unknown) => Problem;
  readonly #select: (errors: readonly ErrorObject[]) => ErrorObject[];

  constructor(
    readonly document: SchemaDocument<Name>,
    options: SpecValidatorOptions<Problem> = {},
  ) {
    options.setup?.(this.#ajv);
    this.#ajv.addSchema(document);
    this.#explain =
      options.explain ??
      (explainAsJsonschema as unknown as (e: ErrorObject, r: unknown) => Problem);
    this.#select = options.select ?? ((errors) => [...errors]);
  }

  /** Whether the description has definition `name`. */
  has(name: string): name is Name {
    return Object.hasOwn(this.document.definitions, name);
  }

  /** How `value` differs from definition `name`; empty when it conforms. */
  problems(name: Name, value: unknown): Problem[] {
    const validate = this.#validator(name);
    if (validate(value)) return [];
    return this.#select(validate.errors ?? []).map((error) => this.#explain(error, value));
  }

  /** The problems against the first of `names` that `value` matches; empty when one matches. */
  problemsAgainstAny(names: readonly Name[], value: unknown): Problem[] {
    let first: Problem[] | undefined;
    for (const name of names) {
      const found = this.problems(name, value);
      if (found.length === 0) return [];
      first ??= found;
    }
    return first ?? [];
  }

  #validator(name: Name): ValidateFunction {
    let validate = this.#compiled.get(name);
    if (!validate) {
      validate = this.#ajv.compile({ $ref: `${this.document.$id}#/definitions/${name}` });
      this.#compiled.set(name, validate);
    }
    return validate;
  }
}
