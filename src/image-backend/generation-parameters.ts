import type { LoraUse } from './loras.js';

/** The workflows the service accepts, in the order members see them. */
export const WORKFLOWS = ['default', 'anime', 'z-image', 'rr3'] as const;

/** A generation workflow of the image service. */
export type Workflow = (typeof WORKFLOWS)[number];

/** What one parameter's value must be, by kind; the service checks the same before generating. */
export type ParameterRule =
  /** Non-blank text, or a non-empty node-graph workflow object. */
  | { readonly kind: 'prompt' }
  /** Text; with `nonEmpty`, not blank when given. */
  | { readonly kind: 'text'; readonly nonEmpty?: boolean }
  /** A whole number, or any finite number, within `min`–`max`. */
  | { readonly kind: 'integer' | 'number'; readonly min: number; readonly max: number }
  /** One of `choices`. */
  | { readonly kind: 'choice'; readonly choices: readonly string[] };

/** One parameter of a generation request, as the service's spec documents it. */
export type ParameterSpec = ParameterRule & {
  /** Its name in the submitted JSON body. */
  readonly wire: string;
  /** What the service uses when it is not sent. */
  readonly serviceDefault?: number | string;
  /** The workflows that use it; the others ignore it. Absent: every workflow uses it. */
  readonly honouredBy?: readonly Workflow[];
  /** For the prompt: the workflows that take a node-graph object instead of text. */
  readonly nodeGraphsFor?: readonly Workflow[];
};

/**
 * The parameters of a generation, declared once, in the order they are sent. The request type,
 * the JSON body, the checks before sending and the limits below derive from it; `/imagine`'s
 * options name the parameter each one sets. The service documents only the maxima of width,
 * height and steps; the minima and the `cfg` range are the client's own sane bounds.
 */
export const GENERATION_PARAMETERS = {
  /** A positive prompt, or a complete node-graph workflow object (not for `rr3`). */
  prompt: { wire: 'prompt', kind: 'prompt', nodeGraphsFor: ['default', 'anime', 'z-image'] },
  negativePrompt: { wire: 'negative_prompt', kind: 'text' },
  width: { wire: 'width', kind: 'integer', min: 1, max: 2048, serviceDefault: 512 },
  height: { wire: 'height', kind: 'integer', min: 1, max: 2048, serviceDefault: 512 },
  steps: { wire: 'steps', kind: 'integer', min: 1, max: 50, serviceDefault: 20 },
  workflow: { wire: 'workflow', kind: 'choice', choices: WORKFLOWS, serviceDefault: 'default' },
  /** -1, the default, draws a random seed. */
  seed: {
    wire: 'seed',
    kind: 'integer',
    min: -1,
    max: Number.MAX_SAFE_INTEGER,
    serviceDefault: -1,
  },
  /** The CFG scale. */
  cfg: { wire: 'cfg', kind: 'number', min: 1, max: 30, honouredBy: ['anime', 'rr3'] },
  /** A model path. */
  model: { wire: 'model', kind: 'text', nonEmpty: true, honouredBy: ['default', 'anime'] },
  /**
   * A sampler, by the backend's name for it (the Horde's `sampler_name`): the values a backend
   * takes are its capabilities' (`ParameterRange.values`); the image service takes none.
   */
  sampler: { wire: 'sampler', kind: 'text', nonEmpty: true },
} as const satisfies Record<string, ParameterSpec>;

type Declared = typeof GENERATION_PARAMETERS;

/** A generation parameter, by its name in {@link GenerationRequest}. */
export type ParameterName = keyof Declared;

/** The value each kind of parameter takes (a choice takes one of its `choices`). */
interface KindValues {
  prompt: string | Record<string, unknown>;
  text: string;
  integer: number;
  number: number;
}

type ValueOf<P extends ParameterSpec> = P extends { readonly choices: readonly (infer C)[] }
  ? C
  : KindValues[Exclude<P['kind'], 'choice'>];

type Flat<T> = { [K in keyof T]: T[K] };

/**
 * Parameters of one generation, camelCased, derived from {@link GENERATION_PARAMETERS}: the
 * prompt is required, every other parameter optional (the service then uses its default). The
 * workflow is a name its backend offers (`workflow-choices.ts`): the service's, or the operator's.
 */
export type GenerationRequest = Flat<
  {
    prompt: ValueOf<Declared['prompt']>;
    workflow?: string;
    /** The LoRAs applied, on a backend that takes them (`capabilities.loras`), in order. */
    loras?: readonly LoraUse[];
  } & {
    -readonly [K in Exclude<ParameterName, 'prompt' | 'workflow'>]?: ValueOf<Declared[K]>;
  }
>;

/** What a backend uses for the parameters a request leaves unset (`ParameterRange.default`). */
export type ParameterDefaults = Readonly<Partial<Record<ParameterName, number | string>>>;

/** The declared parameters with their names, in declaration order. */
export const parameterEntries = () =>
  Object.entries(GENERATION_PARAMETERS) as [ParameterName, ParameterSpec][];

/** The declaration of `name`, widened to {@link ParameterSpec}. */
export const parameterSpec = (name: ParameterName): ParameterSpec => GENERATION_PARAMETERS[name];

/** Whether `workflow` uses `parameter`; the service ignores the others' values. */
export function honours(workflow: string, parameter: ParameterName): boolean {
  const { honouredBy } = parameterSpec(parameter);
  return honouredBy === undefined || (honouredBy as readonly string[]).includes(workflow);
}

/** Workflows that take a node-graph object as the prompt (all but `rr3`, which needs text). */
export const NODE_GRAPH_WORKFLOWS: readonly Workflow[] = GENERATION_PARAMETERS.prompt.nodeGraphsFor;

/**
 * The limits of {@link GENERATION_PARAMETERS} other layers bound their settings by. `botMinSize`
 * is the smallest width or height the bot's own command options offer.
 */
export const GENERATION_LIMITS = {
  botMinSize: 64,
  maxSize: GENERATION_PARAMETERS.width.max,
  minSteps: GENERATION_PARAMETERS.steps.min,
  maxSteps: GENERATION_PARAMETERS.steps.max,
} as const;

/**
 * The JSON body the service expects: wire names in declaration order, undefined ones left out, and
 * those `taken` (the service's capabilities' parameters) leaves out when given.
 */
export function toWireRequest(
  request: GenerationRequest,
  taken?: Readonly<Partial<Record<ParameterName, unknown>>>,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, { wire }] of parameterEntries()) {
    const value = request[name];
    if (value !== undefined && (!taken || Object.hasOwn(taken, name))) body[wire] = value;
  }
  return body;
}
