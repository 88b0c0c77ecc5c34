import { z } from 'zod';
import { inputSpecOf } from './comfy-node-info.js';
import type { CrfRange } from './comfy-video-crf.js';
import type { ApiWorkflow } from './comfy-workflow-graph.js';

/** A V3 `io.DynamicCombo`'s type in `/object_info`. */
const DYNAMIC_COMBO = 'COMFY_DYNAMICCOMBO_V3';

/** The inputs a node (or a DynamicCombo's option) declares, in V1 form. */
const inputsSchema = z.looseObject({
  required: z.record(z.string(), z.unknown()).optional(),
  optional: z.record(z.string(), z.unknown()).optional(),
});

type Inputs = z.infer<typeof inputsSchema>;

/** A DynamicCombo's spec (`DynamicCombo.Input.as_dict`): each option's key and the inputs it adds. */
const dynamicComboSchema = z
  .tuple([
    z.literal(DYNAMIC_COMBO),
    z.looseObject({ options: z.array(z.looseObject({ key: z.string(), inputs: inputsSchema })) }),
  ])
  .rest(z.unknown());

/** A FLOAT input's spec with its default and range (`crf`). */
const floatSchema = z
  .tuple([
    z.literal('FLOAT'),
    z.looseObject({ default: z.number(), min: z.number(), max: z.number() }),
  ])
  .rest(z.unknown());

/**
 * Where the node writing an animation takes its quality, as the server declares it: the input
 * holding the crf, the values that select it (written with it) and its default and range.
 */
export interface VideoQuality extends CrfRange {
  /** The crf's input: `crf`, or a dotted key of a DynamicCombo (`format.codec.encoding.crf`). */
  readonly input: string;
  /** The values choosing that input, each by its dotted key. */
  readonly with: Readonly<Record<string, string>>;
}

/** The inputs option `key` of DynamicCombo `spec` adds; undefined for no such option or spec. */
function optionOf(spec: unknown, key: string): Inputs | undefined {
  const parsed = dynamicComboSchema.safeParse(spec);
  return parsed.success ? parsed.data[1].options.find((o) => o.key === key)?.inputs : undefined;
}

const specIn = (inputs: Inputs | undefined, name: string): unknown =>
  inputs?.required?.[name] ?? inputs?.optional?.[name];

function rangeOf(spec: unknown): CrfRange | undefined {
  const parsed = floatSchema.safeParse(spec);
  if (!parsed.success) return undefined;
  const { default: value, min, max } = parsed.data[1];
  return { default: value, min, max };
}

/**
 * The quality setting of `node` (an animation's video output) by its class's `/object_info`
 * (`info`): `SaveWEBM`'s `crf`; a `SaveVideo` writing MP4 (`format` auto or mp4) whose `format`
 * is a DynamicCombo (ComfyUI 39b885fa and later), its H.264 `encoding`'s `re-encode` `crf`
 * (`format.codec.encoding.crf`, chosen by `format.codec: h264`). Undefined for an older
 * `SaveVideo` (its plain `format` and `codec` combos take no quality) and any other container.
 */
export function videoQualityOf(
  node: ApiWorkflow[string] | undefined,
  info: unknown,
): VideoQuality | undefined {
  if (node?.class_type === 'SaveWEBM') {
    const range = rangeOf(inputSpecOf(info, 'crf'));
    return range && { ...range, input: 'crf', with: {} };
  }
  const format = node?.class_type === 'SaveVideo' ? node.inputs.format : undefined;
  if (format !== 'auto' && format !== 'mp4') return undefined;
  const codec = optionOf(specIn(optionOf(inputSpecOf(info, 'format'), format), 'codec'), 'h264');
  const range = rangeOf(specIn(optionOf(specIn(codec, 'encoding'), 're-encode'), 'crf'));
  if (!range) return undefined;
  const chosen = { 'format.codec': 'h264', 'format.codec.encoding': 're-encode' };
  return { ...range, input: 'format.codec.encoding.crf', with: chosen };
}

/** The crf `node` holds for `quality` (the workflow's own), else undefined. */
export function crfIn(node: ApiWorkflow[string] | undefined, quality: VideoQuality) {
  const value = node?.inputs[quality.input];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** Sets `node` (a video output) to encode at `crf`, with the values choosing its quality input. */
export function setCrf(node: ApiWorkflow[string], quality: VideoQuality, crf: number): void {
  Object.assign(node.inputs, quality.with, { [quality.input]: crf });
}

/** A copy of `graph` whose node `output` encodes at `crf` ({@link setCrf}). */
export function withCrf(
  graph: ApiWorkflow,
  output: string,
  quality: VideoQuality,
  crf: number,
): ApiWorkflow {
  const copy = structuredClone(graph);
  const node = copy[output];
  if (node) setCrf(node, quality, crf);
  return copy;
}
