/**
 * How the emulator declares a ComfyUI node class (`INPUT_TYPES`, `RETURN_TYPES`, `OUTPUT_NODE`,
 * display name, category, a V3 node's module), a custom node pack's fork of one, and what
 * `/object_info` shows of it. The classes themselves: `node-classes.ts`, `mask-node-classes.ts`.
 */

/** An input: its type (`INT`, a link type such as `MODEL`, or a combo's choices) and options. */
export type InputSpec = readonly [type: string | readonly string[], options?: InputOptions];

/** Widget options that validation reads (`min`, `max`) and `/object_info` shows. */
export interface InputOptions {
  readonly default?: unknown;
  readonly min?: number;
  readonly max?: number;
  readonly step?: number;
  readonly round?: number;
  readonly multiline?: boolean;
  readonly dynamicPrompts?: boolean;
  readonly control_after_generate?: boolean;
  readonly image_upload?: boolean;
  /** Shown among the node's advanced inputs (`CLIPLoader.device`). */
  readonly advanced?: boolean;
  /**
   * A V3 combo's choices (its type is `COMBO`, which validation does not check), or a
   * `DynamicCombo`'s options, each with the inputs it adds (`dynamic-inputs.ts`).
   */
  readonly options?: readonly string[] | readonly DynamicOption[];
  readonly multiselect?: boolean;
  /** A V3 input's own display name (`DynamicCombo.Input`'s `display_name`). */
  readonly display_name?: string;
  /** An input the front end hides (`extra_dict={"hidden": True}`). */
  readonly hidden?: boolean;
}

/**
 * One option of a V3 `io.DynamicCombo.Input` (`COMFY_DYNAMICCOMBO_V3`), as `/object_info` lists it
 * (`Option.as_dict`): its key and the inputs it adds, in V1 form (`create_input_dict_v1`).
 */
export interface DynamicOption {
  readonly key: string;
  readonly inputs: {
    readonly required: Readonly<Record<string, InputSpec>>;
    readonly optional?: Readonly<Record<string, InputSpec>>;
  };
}

/** One node class. */
export interface NodeClass {
  readonly required: Readonly<Record<string, InputSpec>>;
  /** Inputs it runs without; one given is checked as a required one is. */
  readonly optional?: Readonly<Record<string, InputSpec>>;
  /** `prompt: 'PROMPT'` (a V3 node lists each as a one-item list: `['PROMPT']`). */
  readonly hidden?: Readonly<Record<string, string | readonly string[]>>;
  readonly output: readonly string[];
  /** `RETURN_NAMES`, or a V3 output's display name. @default the types of `output` */
  readonly outputNames?: readonly string[];
  readonly outputNode: boolean;
  /** A V3 schema without a display name has none (`null`; a V1 class shows its class name). */
  readonly displayName: string | null;
  readonly category: string;
  readonly description: string;
  /**
   * `VALIDATE_INPUTS`: the inputs it takes (their min, max and choices are not checked) and
   * what it answers: true, or the reason (`custom_validation_failed`).
   */
  readonly validate?: {
    readonly inputs: readonly string[];
    readonly check: (inputs: Readonly<Record<string, unknown>>) => true | string;
  };
  /** A V3 node (`io.ComfyNode`): its module, as `/object_info` names it with the V3 fields. */
  readonly v3Module?: string;
  /** A V3 schema's `is_experimental`. @default false */
  readonly experimental?: boolean;
  /** A custom node's module (`custom_nodes.<pack>`); core classes are `nodes`'. */
  readonly module?: string;
  /** A custom node: the core class it runs as (its fork). */
  readonly runsAs?: string;
}

/**
 * A custom node pack's class, as many are: a fork of a core class (`runsAs`, whose behaviour it
 * keeps) declaring some inputs its own way (`inputs` replace the core class's, e.g. a sampler
 * whose `steps` go to 8 at most), loaded from `custom_nodes/<pack>`.
 */
export interface CustomNode {
  readonly runsAs: string;
  readonly inputs?: Readonly<Record<string, InputSpec>>;
  readonly pack: string;
}

/** `core` with the custom nodes: each its core class's declaration with its own inputs. */
export function withCustomNodes(
  core: Readonly<Record<string, NodeClass>>,
  custom: Readonly<Record<string, CustomNode>>,
): Readonly<Record<string, NodeClass>> {
  const added = Object.entries(custom).map(([name, node]) => {
    const base = core[node.runsAs];
    if (!base || base.v3Module) throw new RangeError(`${name}: no core class ${node.runsAs}`);
    const declared: NodeClass = {
      ...base,
      required: { ...base.required, ...node.inputs },
      displayName: name,
      module: `custom_nodes.${node.pack}`,
      runsAs: node.runsAs,
    };
    return [name, declared] as const;
  });
  return { ...core, ...Object.fromEntries(added) };
}

/** What `/object_info` lists for one class (server.py `node_info`). */
export function nodeInfo(name: string, node: NodeClass): Record<string, unknown> {
  const input = {
    required: node.required,
    ...(node.optional ? { optional: node.optional } : {}),
    ...(node.hidden ? { hidden: node.hidden } : {}),
  };
  const inputOrder = Object.fromEntries(Object.entries(input).map(([k, v]) => [k, Object.keys(v)]));
  const outputName = node.outputNames ?? node.output;
  if (node.v3Module) {
    return {
      input,
      input_order: inputOrder,
      output: node.output,
      output_is_list: node.output.map(() => false),
      output_name: outputName,
      output_tooltips: node.output.map(() => null),
      name,
      display_name: node.displayName,
      category: node.category,
      description: node.description,
      output_node: node.outputNode,
      deprecated: false,
      experimental: node.experimental ?? false,
      api_node: false,
      python_module: node.v3Module,
    };
  }
  return {
    input,
    input_order: inputOrder,
    output: node.output,
    output_is_list: node.output.map(() => false),
    output_name: outputName,
    name,
    display_name: node.displayName ?? name,
    description: node.description,
    python_module: node.module ?? 'nodes',
    category: node.category,
    output_node: node.outputNode,
  };
}
