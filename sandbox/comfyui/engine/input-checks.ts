import {
  pythonFloat,
  pythonInt,
  pythonNumber,
  pythonRepr,
  pythonStr,
} from '../../emulator-kit/python-text.js';
import type { InputSpec, NodeClass } from './node-declaration.js';
/** An API-format workflow: node id → `{class_type, inputs, _meta?}`. */
export type Workflow = Record<string, { class_type: string; inputs: Record<string, unknown> }>;

/** One complaint, as ComfyUI words it (`{type, message, details, extra_info}`). */
export interface ComfyErrorItem {
  type: string;
  message: string;
  details: string;
  extra_info: Record<string, unknown>;
}

/** `node_errors[id]`. */
export interface NodeError {
  errors: ComfyErrorItem[];
  dependent_outputs: string[];
  class_type: string;
}

/** What `validate_prompt` returns: the outputs to run, or the error of the 400. */
export type Validation =
  | { ok: true; outputs: string[]; nodeErrors: Record<string, NodeError> }
  | { ok: false; error: ComfyErrorItem; nodeErrors: Record<string, NodeError> };

/** A Python exception raised while validating (KeyError for a link to a missing node, …). */
export class ValidationException extends Error {}

export const item = (type: string, message: string, details: string, extra_info = {}) => ({
  type,
  message,
  details,
  extra_info,
});

export type Verdict = { valid: boolean; errors: ComfyErrorItem[] };

/** `validate_inputs`' check of one linked input (undefined: it links the right type). */
export function checkLink(
  prompt: Workflow,
  classes: Readonly<Record<string, NodeClass>>,
  name: string,
  spec: InputSpec,
  value: unknown[],
  info: unknown[],
): ComfyErrorItem | undefined {
  if (value.length !== 2) {
    return item(
      'bad_linked_input',
      'Bad linked input, must be a length-2 list of [node_id, slot_index]',
      name,
      {
        input_name: name,
        input_config: info,
        received_value: value,
      },
    );
  }
  const [from, slot] = value;
  const source = typeof from === 'string' ? prompt[from] : undefined;
  if (!source) throw new ValidationException(pythonRepr(from));
  const outputs = (classes[source.class_type] as NodeClass).output;
  if (typeof slot !== 'number' || !Number.isInteger(slot)) {
    throw new ValidationException(
      `tuple indices must be integers or slices, not ${typeof slot === 'number' ? 'float' : 'str'}`,
    );
  }
  const received = outputs.at(slot);
  if (received === undefined) throw new ValidationException('tuple index out of range');
  if (received === spec[0]) return undefined;
  return item(
    'return_type_mismatch',
    'Return type mismatch between linked nodes',
    `${name}, received_type(${received}) mismatch input_type(${pythonStr(spec[0])})`,
    { input_name: name, input_config: info, received_type: received, linked_node: value },
  );
}

/**
 * `validate_inputs`' check of one widget value: conversion (`int()`, `float()`, `str()`), min,
 * max, combo choices. Answers the converted value, which the server writes back into the prompt.
 */
export function checkWidget(
  name: string,
  spec: InputSpec,
  raw: unknown,
  info: unknown[],
): { error: ComfyErrorItem } | { value: unknown } {
  const [type, options = {}] = spec;
  const isFloat = type === 'FLOAT';
  let value = raw;
  if (type === 'INT' || isFloat) {
    const converted = isFloat ? pythonFloat(raw) : pythonInt(raw);
    if ('error' in converted) {
      return {
        error: item(
          'invalid_input_type',
          `Failed to convert an input value to a ${type} value`,
          `${name}, ${pythonStr(raw)}, ${converted.error}`,
          {
            input_name: name,
            input_config: info,
            received_value: raw,
            exception_message: converted.error,
          },
        ),
      };
    }
    value = converted.value;
  } else if (type === 'STRING') value = pythonStr(raw);
  const extra = { input_name: name, input_config: info, received_value: value };
  const shown = (n: number) => pythonNumber(n, isFloat);
  if (typeof value === 'number' && options.min !== undefined && value < options.min) {
    return {
      error: item(
        'value_smaller_than_min',
        `Value ${shown(value)} smaller than min of ${shown(options.min)}`,
        name,
        extra,
      ),
    };
  }
  if (typeof value === 'number' && options.max !== undefined && value > options.max) {
    return {
      error: item(
        'value_bigger_than_max',
        `Value ${shown(value)} bigger than max of ${shown(options.max)}`,
        name,
        extra,
      ),
    };
  }
  if (Array.isArray(type) && !type.includes(value as string)) {
    const long = type.length > 20;
    const list = long ? `(list of length ${type.length})` : pythonRepr(type);
    return {
      error: item(
        'value_not_in_list',
        'Value not in list',
        `${name}: '${pythonStr(value)}' not in ${list}`,
        {
          ...extra,
          input_config: long ? null : info,
        },
      ),
    };
  }
  return { value };
}
