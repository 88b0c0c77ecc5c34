import type { Ajv, ErrorObject } from 'ajv';
import formats from 'ajv-formats';
import { SpecValidator } from '../../emulator-kit/spec-validator.js';
import { type DefinitionName, OPENAI_SCHEMA_DOCUMENT } from './openai-spec.js';

/** One way a value differs from a definition, in the words of OpenAI's 400 answers. */
export interface SpecProblem {
  /** The field (`n`, `output_format`), `null` for the body itself: the error's `param`. */
  readonly param: string | null;
  /** The error's `message` (`Invalid 'n': integer above maximum value. …`). */
  readonly message: string;
  /** The error's `code` (`integer_above_max_value`, `invalid_type`, `invalid_value`, …). */
  readonly code: string;
}

function shown(value: unknown): string {
  return typeof value === 'string' ? `'${value}'` : JSON.stringify(value);
}

/** How OpenAI names a JSON value's type (`an integer`, `a string`, `a decimal`). */
function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'an integer' : 'a decimal';
  if (typeof value === 'object') return 'an object';
  return `a ${typeof value}`;
}

function listed(values: readonly unknown[]): string {
  const words = values.filter((v) => v !== null).map(shown);
  return words.length > 1 ? `${words.slice(0, -1).join(', ')}, and ${words.at(-1)}` : `${words[0]}`;
}

/** An ajv error as OpenAI words the same refusal. */
function explain(error: ErrorObject, root: unknown): SpecProblem {
  const p = error.params as Record<string, unknown>;
  const field = error.instancePath.split('/').slice(1).join('.');
  const value = field ? (root as Record<string, unknown>)[field.split('.')[0] ?? ''] : root;
  switch (error.keyword) {
    case 'required':
      return {
        param: String(p.missingProperty),
        message: `Missing required parameter: '${p.missingProperty}'.`,
        code: 'missing_required_parameter',
      };
    case 'additionalProperties':
      return {
        param: String(p.additionalProperty),
        message: `Unknown parameter: '${p.additionalProperty}'.`,
        code: 'unknown_parameter',
      };
    case 'type': {
      const wanted = String(p.type).split(',')[0] ?? 'value';
      const article = /^[aeiou]/.test(wanted) ? 'an' : 'a';
      return {
        param: field || null,
        message: `Invalid type for '${field}': expected ${article} ${wanted}, but got ${typeName(value)} instead.`,
        code: 'invalid_type',
      };
    }
    case 'minimum':
    case 'maximum': {
      const below = error.keyword === 'minimum';
      return {
        param: field,
        message: `Invalid '${field}': integer ${below ? 'below minimum' : 'above maximum'} value. Expected a value ${below ? '>=' : '<='} ${p.limit}, but got ${shown(value)} instead.`,
        code: below ? 'integer_below_min_value' : 'integer_above_max_value',
      };
    }
    case 'enum':
      return {
        param: field,
        message: `Invalid value: ${shown(value)}. Supported values are: ${listed(p.allowedValues as unknown[])}.`,
        code: 'invalid_value',
      };
    default:
      return {
        param: field || null,
        message: `Invalid '${field}': ${error.message}.`,
        code: 'invalid_value',
      };
  }
}

/** The errors worth telling: `anyOf` summaries and the `null` branch of a nullable field left out. */
function telling(errors: readonly ErrorObject[]): ErrorObject[] {
  const useful = errors.filter(
    (e) => e.keyword !== 'anyOf' && !(e.keyword === 'type' && e.params.type === 'null'),
  );
  return useful.length ? useful : [...errors];
}

/**
 * Checks values against the transcribed OpenAI description (`openai-spec.ts`) with ajv
 * (standard formats), its problems in the words of OpenAI's 400 answers, first problem first.
 */
export class OpenAiSpecValidator extends SpecValidator<DefinitionName, SpecProblem> {
  constructor() {
    super(OPENAI_SCHEMA_DOCUMENT, {
      setup: (ajv) => (formats as unknown as { default: (ajv: Ajv) => void }).default(ajv),
      explain,
      select: telling,
    });
  }
}

let shared: OpenAiSpecValidator | undefined;

/** The process-wide validator. */
export function sharedOpenAiSpecValidator(): OpenAiSpecValidator {
  shared ??= new OpenAiSpecValidator();
  return shared;
}
