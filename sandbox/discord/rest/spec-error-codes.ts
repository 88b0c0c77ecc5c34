import type { ErrorObject } from 'ajv';
import type { FormError } from '../api-error.js';

type Schema = Record<string, unknown>;

const shown = (value: unknown) =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));

const length = (schema: Schema, min: string, max: string, limit: number, isMax: boolean) => {
  const low = Number(schema[min] ?? 0);
  const high = schema[max];
  if (low > 0 && typeof high === 'number') {
    return {
      code: 'BASE_TYPE_BAD_LENGTH',
      message: `Must be between ${low} and ${high} in length.`,
    };
  }
  return isMax
    ? { code: 'BASE_TYPE_MAX_LENGTH', message: `Must be ${limit} or fewer in length.` }
    : { code: 'BASE_TYPE_MIN_LENGTH', message: `Must be ${limit} or more in length.` };
};

function typeError(schema: Schema, value: unknown): Omit<FormError, 'path'> {
  const wanted = ([] as unknown[]).concat(schema.type).filter((t) => t !== 'null');
  if (schema.format === 'snowflake') {
    return { code: 'NUMBER_TYPE_COERCE', message: `Value "${shown(value)}" is not snowflake.` };
  }
  switch (wanted[0]) {
    case 'string':
      return {
        code: 'STRING_TYPE_CONVERT',
        message: `Could not interpret "${shown(value)}" as string.`,
      };
    case 'integer':
      return { code: 'NUMBER_TYPE_COERCE', message: `Value "${shown(value)}" is not int.` };
    case 'number':
      return { code: 'NUMBER_TYPE_COERCE', message: `Value "${shown(value)}" is not a number.` };
    case 'boolean':
      return { code: 'BOOLEAN_TYPE_CONVERT', message: `Value "${shown(value)}" is not boolean.` };
    case 'array':
      return { code: 'LIST_TYPE_CONVERT', message: 'Only iterables may be used in a ListType' };
    case 'object':
      return {
        code: 'MODEL_TYPE_CONVERT',
        message: 'Only dictionaries may be used in a ModelType',
      };
    default:
      return { code: 'BASE_TYPE_NULL', message: 'Must be null.' };
  }
}

function formatError(format: unknown, value: unknown): Omit<FormError, 'path'> {
  if (format === 'snowflake')
    return { code: 'NUMBER_TYPE_COERCE', message: `Value "${shown(value)}" is not snowflake.` };
  // A permission bitfield given as a string that is not a number.
  if (format === 'bitfield')
    return { code: 'NUMBER_TYPE_COERCE', message: `Value "${shown(value)}" is not int.` };
  if (format === 'uri' || format === 'url')
    return { code: 'URL_TYPE_INVALID_URL', message: 'Not a well formed URL.' };
  if (format === 'date-time')
    return {
      code: 'DATE_TYPE_PARSE',
      message: `Could not parse ${shown(value)}. Should be ISO8601.`,
    };
  return {
    code: 'NUMBER_TYPE_COERCE',
    message: `Value "${shown(value)}" is not ${String(format)}.`,
  };
}

/**
 * An ajv error of one schema node (checked without its sub-schemas) in the words of Discord's
 * `Invalid Form Body` tree: `BASE_TYPE_MAX_LENGTH`, `NUMBER_TYPE_COERCE`, `BASE_TYPE_REQUIRED`, …
 * Codes follow the ones Discord is seen to send; the messages are close to, not always equal to, its wording.
 */
export function discordFormError(
  error: ErrorObject,
  schema: Schema,
  value: unknown,
  path: string[],
): FormError {
  const at = (found: Omit<FormError, 'path'>, where = path): FormError => ({
    path: where,
    ...found,
  });
  const params = error.params as Record<string, unknown>;
  const limit = Number(params.limit);
  switch (error.keyword) {
    case 'type':
      return at(typeError(schema, value));
    case 'required':
      return at({ code: 'BASE_TYPE_REQUIRED', message: 'This field is required' }, [
        ...path,
        String(params.missingProperty),
      ]);
    case 'maxLength':
      return at(length(schema, 'minLength', 'maxLength', limit, true));
    case 'minLength':
      return at(length(schema, 'minLength', 'maxLength', limit, false));
    case 'maxItems':
      return at(length(schema, 'minItems', 'maxItems', limit, true));
    case 'minItems':
      return at(length(schema, 'minItems', 'maxItems', limit, false));
    case 'maxProperties':
      return at(length(schema, 'minProperties', 'maxProperties', limit, true));
    case 'maximum':
      return at({
        code: 'NUMBER_TYPE_MAX',
        message: `int value should be less than or equal to ${limit}.`,
      });
    case 'minimum':
      return at({
        code: 'NUMBER_TYPE_MIN',
        message: `int value should be greater than or equal to ${limit}.`,
      });
    case 'enum':
    case 'const': {
      const choices = (params.allowedValues as unknown[] | undefined) ?? [params.allowedValue];
      return at({
        code: 'BASE_TYPE_CHOICES',
        message: `Value must be one of {${choices.map(shown).join(', ')}}.`,
      });
    }
    case 'pattern':
      return at(
        schema.format === 'snowflake'
          ? formatError('snowflake', value)
          : { code: 'STRING_TYPE_REGEX', message: 'String value did not match validation regex.' },
      );
    case 'format':
      return at(formatError(params.format, value));
    case 'uniqueItems':
      return at({ code: 'LIST_ITEM_VALUE_DUPLICATE', message: 'List items must be unique.' });
    default:
      return at({
        code: `JSON_SCHEMA_${error.keyword.toUpperCase()}`,
        message: error.message ?? 'Invalid value.',
      });
  }
}
