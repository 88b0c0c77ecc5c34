/**
 * A V3 node's dynamic inputs as the server reads a prompt's values against them
 * (`comfy_api/latest/_io.py`: `get_finalized_class_inputs`, `parse_class_inputs`,
 * `DynamicCombo._expand_schema_for_dynamic`): a `DynamicCombo` (`COMFY_DYNAMICCOMBO_V3`) adds the
 * inputs of the option its value names, their keys joined to it with "." (`finalize_prefix`:
 * `format`, `format.codec`, `format.codec.encoding.crf`); only those are validated and passed to
 * the node. A value naming no option, or no value, adds nothing, itself included: no error at
 * validation, and the node runs without it.
 */

import type { DynamicOption, InputSpec, NodeClass } from './node-declaration.js';

/** `io.DynamicCombo`'s type in `/object_info`. */
export const DYNAMIC_COMBO = 'COMFY_DYNAMICCOMBO_V3';

/** A node's inputs for its prompt's values: each by its dotted key, required or optional. */
export interface ExpandedInputs {
  readonly required: Readonly<Record<string, InputSpec>>;
  readonly optional: Readonly<Record<string, InputSpec>>;
  /** Whether an input was added under a prefix (the server's `v3_data` has dynamic paths). */
  readonly dynamic: boolean;
}

type Inputs = DynamicOption['inputs'];

/** `cls`'s inputs as the server expands them for `live` (the node's values in the prompt). */
export function expandInputs(
  cls: Pick<NodeClass, 'required' | 'optional'>,
  live: Readonly<Record<string, unknown>>,
): ExpandedInputs {
  const out = {
    required: {} as Record<string, InputSpec>,
    optional: {} as Record<string, InputSpec>,
  };
  let dynamic = false;
  const parse = (inputs: Inputs, prefix: readonly string[]) => {
    for (const category of ['required', 'optional'] as const) {
      for (const [id, spec] of Object.entries(inputs[category] ?? {})) {
        const key = [...prefix, id].join('.');
        if (spec[0] !== DYNAMIC_COMBO) {
          out[category][key] = spec;
          if (prefix.length > 0) dynamic = true;
          continue;
        }
        if (!(key in live)) continue;
        const options = (spec[1]?.options ?? []) as readonly DynamicOption[];
        const chosen = options.find((option) => option.key === live[key]);
        if (!chosen) continue;
        parse(chosen.inputs, [...prefix, id]);
        out[category][key] = spec;
        dynamic = true;
      }
    }
  };
  parse({ required: cls.required, ...(cls.optional && { optional: cls.optional }) }, []);
  return { ...out, dynamic };
}

/** Whether `key` is among `expanded`'s inputs (one the server passes to the node). */
export const isExpanded = (expanded: ExpandedInputs, key: string): boolean =>
  key in expanded.required || key in expanded.optional;
