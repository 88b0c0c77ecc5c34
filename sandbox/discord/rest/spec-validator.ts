import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import { ApiError, type FormError } from '../api-error.js';
import { type OpenApiDocument, openApiDocument } from './openapi-document.js';
import { BITFIELD_FORMAT, correctedSpec } from './spec-corrections.js';
import { SpecFailureExplainer } from './spec-failure-explainer.js';
import { type SpecOperation, SpecPaths } from './spec-paths.js';

/** The `$id` the spec is registered under; schemas point into it as `discord-openapi#/…`. */
const SPEC_ID = 'discord-openapi';

/**
 * An ajv for the spec, with the standard formats and Discord's own (`snowflake`: a decimal string;
 * `nonce`; `bitfield`: permissions as a decimal string, used by `spec-corrections.ts`).
 */
function newAjv(allErrors: boolean): Ajv2020 {
  // strict: false lets OpenAPI's keywords (discriminator, x-discord-union, example) through.
  // Shared components compiled once instead of inlined, unoptimised code: compiling the five
  // routes the bot uses takes about a third of the time, and validating costs the same.
  const ajv = new Ajv2020({
    strict: false,
    allErrors,
    validateSchema: false,
    inlineRefs: false,
    code: { optimize: false },
  });
  (formats as unknown as { default: (ajv: Ajv2020) => void }).default(ajv);
  ajv.addFormat('snowflake', { type: 'string', validate: /^(0|[1-9][0-9]*)$/ });
  ajv.addFormat('nonce', true);
  ajv.addFormat(BITFIELD_FORMAT.name, { type: 'string', validate: BITFIELD_FORMAT.pattern });
  return ajv;
}

/**
 * Checks request bodies, and the emulator's own answers, against Discord's OpenAPI description
 * (with its known mismatches with Discord corrected: `spec-corrections.ts`). Validators are compiled on first
 * use per (method, path template) and cached; a body the spec rejects is explained as Discord's
 * `50035 Invalid Form Body` tree.
 */
export class SpecValidator {
  readonly #paths: SpecPaths;
  readonly #ajv = newAjv(false);
  readonly #nodeAjv = newAjv(true);
  readonly #byPointer = new Map<string, ValidateFunction>();
  readonly #explainer: SpecFailureExplainer;

  constructor(readonly document: OpenApiDocument = correctedSpec(openApiDocument())) {
    this.#paths = new SpecPaths(document);
    this.#ajv.addSchema(document, SPEC_ID);
    this.#explainer = new SpecFailureExplainer(document, {
      at: (pointer) => this.#at(pointer),
      node: (schema) => this.#node(schema),
    });
  }

  /** The spec operation a method and decoded path (after `/api/v10`) belong to. */
  operation(method: string, path: string): SpecOperation | undefined {
    return this.#paths.find(method, path);
  }

  /** Discord's complaints about `body` sent to `method path`; empty when it conforms (or the spec has no schema). */
  problems(method: string, path: string, body: unknown): FormError[] {
    const pointer = this.operation(method, path)?.bodySchema;
    return pointer ? this.#problemsAt(pointer, body) : [];
  }

  /**
   * How an answer of `status` to `method path` differs from the schema the spec gives that
   * status, in the same words as a request's (`BASE_TYPE_REQUIRED` at `author.flags`); empty when
   * it conforms, or when the spec has no JSON schema for it (a 204, an unknown route).
   */
  responseProblems(method: string, path: string, status: number, body: unknown): FormError[] {
    const pointer = this.operation(method, path)?.responseSchemas[String(status)];
    return pointer ? this.#problemsAt(pointer, body) : [];
  }

  #problemsAt(pointer: string, body: unknown): FormError[] {
    const validate = this.#at(pointer);
    if (validate(body)) return [];
    const first = validate.errors?.[0];
    const explained = this.#explainer.explain(pointer, body, []);
    if (explained.length) return explained;
    // Nothing the explainer understands: say what ajv said, where it said it.
    const at = (first?.instancePath.split('/').slice(1) ?? []).map((key) =>
      key.replaceAll('~1', '/').replaceAll('~0', '~'),
    );
    return [{ path: at, code: 'BASE_TYPE_INVALID', message: first?.message ?? 'Invalid value.' }];
  }

  /** Compiles the validator of `method path`'s body now rather than on its first request. */
  prepare(method: string, path: string): void {
    const pointer = this.operation(method, path)?.bodySchema;
    if (pointer) this.#at(pointer);
  }

  /** Throws `400 50035 Invalid Form Body` when `body` does not conform to the spec. */
  check(method: string, path: string, body: unknown): void {
    const problems = this.problems(method, path, body);
    if (problems.length) throw ApiError.invalidForm(problems);
  }

  /** A validator of the schema at a pointer into the spec, compiled once. */
  #at(pointer: string): ValidateFunction {
    let validate = this.#byPointer.get(pointer);
    if (!validate) {
      const ref = `${SPEC_ID}#${pointer.split('/').map(encodeURIComponent).join('/')}`;
      validate = this.#ajv.compile({ $ref: ref });
      this.#byPointer.set(pointer, validate);
    }
    return validate;
  }

  /** A validator of one schema node with its sub-schemas stripped (for explaining failures). */
  #node(schema: Record<string, unknown>): ValidateFunction {
    return this.#nodeAjv.compile(schema);
  }
}

let shared: SpecValidator | undefined;

/** The process-wide validator, so every emulator in a test run reuses compiled validators. */
export function sharedSpecValidator(): SpecValidator {
  shared ??= new SpecValidator();
  return shared;
}
