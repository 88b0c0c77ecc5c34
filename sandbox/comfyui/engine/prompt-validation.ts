import { pythonRepr, pythonStr } from '../../emulator-kit/python-text.js';
import { expandInputs } from './dynamic-inputs.js';
import {
  type ComfyErrorItem,
  checkLink,
  checkWidget,
  item,
  type NodeError,
  type Validation,
  ValidationException,
  type Verdict,
  type Workflow,
} from './input-checks.js';
import type { NodeClass } from './node-declaration.js';

export type { ComfyErrorItem, NodeError, Validation, Workflow } from './input-checks.js';

/** ComfyUI's `validate_inputs` for one node (memoized in `validated`), on known classes only. */
function validateInputs(
  prompt: Workflow,
  classes: Readonly<Record<string, NodeClass>>,
  id: string,
  validated: Map<string, Verdict>,
): Verdict {
  const known = validated.get(id);
  if (known) return known;
  const node = prompt[id] as Workflow[string];
  const cls = classes[node.class_type] as NodeClass;
  if (typeof node.inputs !== 'object' || node.inputs === null) {
    throw new ValidationException(pythonRepr('inputs'));
  }
  const errors: ComfyErrorItem[] = [];
  let valid = true;
  const expanded = expandInputs(cls, node.inputs);
  const declared = [
    ...Object.entries(expanded.required),
    ...Object.entries(expanded.optional).filter(([name]) => name in node.inputs),
  ];
  for (const [name, spec] of declared) {
    if (!(name in node.inputs)) {
      const details = expanded.dynamic ? (name.split('.').at(-1) as string) : name;
      errors.push(
        item('required_input_missing', 'Required input is missing', details, { input_name: name }),
      );
      continue;
    }
    const value = node.inputs[name];
    const info = [spec[0], spec[1] ?? {}];
    if (Array.isArray(value)) {
      const linked = checkLink(prompt, classes, name, spec, value, info);
      if (linked) errors.push(linked);
      else if (!validateInputs(prompt, classes, String(value[0]), validated).valid) valid = false;
      continue;
    }
    if (cls.validate?.inputs.includes(name)) continue;
    const checked = checkWidget(name, spec, value, info);
    if ('error' in checked) errors.push(checked.error);
    else node.inputs[name] = checked.value;
  }
  if (cls.validate?.inputs.every((name) => name in node.inputs)) {
    const answer = cls.validate.check(node.inputs);
    if (answer !== true) {
      for (const name of cls.validate.inputs) {
        errors.push(
          item(
            'custom_validation_failed',
            'Custom validation failed for node',
            `${name} - ${answer}`,
            {
              input_name: name,
            },
          ),
        );
      }
    }
  }
  const verdict = { valid: valid && errors.length === 0, errors };
  validated.set(id, verdict);
  return verdict;
}

/** Whether `value` is a node of the workflow with a `class_type`. */
function hasClassType(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'class_type' in value;
}

/**
 * ComfyUI's `validate_prompt` (execution.py): every node needs a known `class_type`; at least
 * one output node (among `targets` when given); each output is valid when its inputs and those
 * upstream are. Throws a `TypeError` where the server would raise outside validation (500).
 */
export function validatePrompt(
  prompt: Record<string, unknown>,
  classes: Readonly<Record<string, NodeClass>>,
  targets?: readonly string[],
): Validation {
  const outputs: string[] = [];
  for (const [id, node] of Object.entries(prompt)) {
    if (!hasClassType(node)) {
      return {
        ok: false,
        error: item(
          'invalid_prompt',
          'Cannot execute because a node is missing the class_type property.',
          `Node ID '#${id}'`,
        ),
        nodeErrors: {},
      };
    }
    const classType = (node as { class_type: unknown }).class_type;
    const cls = typeof classType === 'string' ? classes[classType] : undefined;
    if (!cls) {
      return {
        ok: false,
        error: item(
          'invalid_prompt',
          `Cannot execute because node ${pythonStr(classType)} does not exist.`,
          `Node ID '#${id}'`,
        ),
        nodeErrors: {},
      };
    }
    if (cls.outputNode && (!targets || targets.includes(id))) outputs.push(id);
  }
  if (outputs.length === 0) {
    return {
      ok: false,
      error: item('prompt_no_outputs', 'Prompt has no outputs', ''),
      nodeErrors: {},
    };
  }
  return validateOutputs(prompt as Workflow, classes, outputs);
}

function validateOutputs(
  prompt: Workflow,
  classes: Readonly<Record<string, NodeClass>>,
  outputs: string[],
): Validation {
  const validated = new Map<string, Verdict>();
  const nodeErrors: Record<string, NodeError> = {};
  const good: string[] = [];
  const failures: ComfyErrorItem[] = [];
  for (const output of outputs) {
    let verdict: Verdict;
    try {
      verdict = validateInputs(prompt, classes, output, validated);
    } catch (error) {
      if (!(error instanceof ValidationException)) throw error;
      const reason = item(
        'exception_during_validation',
        'Exception when validating node',
        error.message,
        {
          exception_type: error.message.startsWith('tuple') ? 'TypeError' : 'KeyError',
          traceback: [],
        },
      );
      verdict = { valid: false, errors: [reason] };
      validated.set(output, verdict);
    }
    if (verdict.valid) {
      good.push(output);
      continue;
    }
    failures.push(...verdict.errors);
    for (const [id, result] of validated) {
      if (result.valid || result.errors.length === 0) continue;
      nodeErrors[id] ??= {
        errors: result.errors,
        dependent_outputs: [],
        class_type: (prompt[id] as Workflow[string]).class_type,
      };
      nodeErrors[id].dependent_outputs.push(output);
    }
  }
  if (good.length > 0) return { ok: true, outputs: good, nodeErrors };
  const details = failures.map((f) => `${f.message}: ${f.details}`).join('\n');
  return {
    ok: false,
    error: item('prompt_outputs_failed_validation', 'Prompt outputs failed validation', details),
    nodeErrors,
  };
}
