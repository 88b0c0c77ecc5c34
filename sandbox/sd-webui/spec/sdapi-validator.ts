import type { ErrorObject } from 'ajv';
import { SpecValidator } from '../../emulator-kit/spec-validator.js';
import { type DefinitionName, SDAPI_SCHEMA_DOCUMENT } from './sdapi-spec.js';

/** One item of FastAPI's 422 `detail`, as pydantic v1 words it. */
export interface ValidationItem {
  /** Where: `['body', 'steps']`. */
  readonly loc: readonly (string | number)[];
  readonly msg: string;
  readonly type: string;
}

/** pydantic v1's message and type for a value not of `type` (the first JSON type of the field). */
const TYPE_ERRORS: Readonly<Record<string, readonly [string, string]>> = {
  integer: ['value is not a valid integer', 'type_error.integer'],
  number: ['value is not a valid float', 'type_error.float'],
  string: ['str type expected', 'type_error.str'],
  boolean: ['value could not be parsed to a boolean', 'type_error.bool'],
  array: ['value is not a valid list', 'type_error.list'],
  object: ['value is not a valid dict', 'type_error.dict'],
};

/** An ajv error as the item pydantic v1 puts in FastAPI's 422 body. */
export function explainAsPydantic(error: ErrorObject): ValidationItem {
  const p = error.params as Record<string, unknown>;
  const loc: (string | number)[] = [
    'body',
    ...error.instancePath
      .split('/')
      .slice(1)
      .map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
  ];
  switch (error.keyword) {
    case 'required':
      return {
        loc: [...loc, String(p.missingProperty)],
        msg: 'field required',
        type: 'value_error.missing',
      };
    case 'type': {
      const wanted = String(p.type).split(',')[0] ?? 'object';
      const [msg, type] = TYPE_ERRORS[wanted] ?? ['value is not valid', 'type_error'];
      return { loc, msg, type };
    }
    case 'minimum':
      return {
        loc,
        msg: `ensure this value is greater than or equal to ${p.limit}`,
        type: 'value_error.number.not_ge',
      };
    case 'exclusiveMinimum':
      return {
        loc,
        msg: `ensure this value is greater than ${p.limit}`,
        type: 'value_error.number.not_gt',
      };
    case 'maximum':
      return {
        loc,
        msg: `ensure this value is less than or equal to ${p.limit}`,
        type: 'value_error.number.not_le',
      };
    case 'enum':
      return {
        loc,
        msg: `unexpected value; permitted: ${(p.allowedValues as unknown[]).join(', ')}`,
        type: 'value_error.const',
      };
    default:
      return { loc, msg: error.message ?? 'invalid', type: 'value_error' };
  }
}

/** The WebUI's description, checked as FastAPI checks a body (422 items) and as answers. */
export class SdApiValidator extends SpecValidator<DefinitionName, ValidationItem> {
  constructor() {
    super(SDAPI_SCHEMA_DOCUMENT, { explain: explainAsPydantic });
  }
}

let shared: SdApiValidator | undefined;

/** The process-wide validator. */
export function sharedSdApiValidator(): SdApiValidator {
  shared ??= new SdApiValidator();
  return shared;
}
