import { DYNAMIC_COMBO, type ExpandedInputs, isExpanded } from './dynamic-inputs.js';
import type { NodeClass } from './node-declaration.js';

/** What a `SaveVideo` node's values are read with: its class's declaration, expanded for them. */
export interface SaveVideoFacts {
  input(id: string, name: string): unknown;
  /** The node's class declaration. */
  declared(id: string): NodeClass | undefined;
  /** Its inputs as the server expands them for its values (`dynamic-inputs.ts`). */
  expanded(id: string): ExpandedInputs;
}

/** The containers and codecs a newest `SaveVideo` writes (`Types.VideoContainer`, `VideoCodec`). */
export type SavedContainer = 'mp4' | 'mkv' | 'webm';
export type SavedCodec = 'h264' | 'av1';

/** What a `SaveVideo` writes: its container, codec and crf (none: the encoder's default). */
export interface SaveVideoChoice {
  readonly container: SavedContainer;
  readonly codec: SavedCodec;
  readonly crf?: number;
}

/** Whether node `id`'s class declares `format` as a `DynamicCombo` (39b885fa's `SaveVideo`). */
export const hasDynamicFormat = (plan: SaveVideoFacts, id: string): boolean =>
  plan.declared(id)?.required.format?.[0] === DYNAMIC_COMBO;

/**
 * A 39b885fa `SaveVideo`'s `execute` on its values: `format` (the selected option's, else
 * undefined: the node is called without it), its `codec` (`format.codec`, else the hidden
 * top-level `codec`, else auto) and that codec's `encoding.crf` when `re-encode` is chosen; `auto`
 * writes WebM for AV1, else MP4, and an auto codec is H.264 but in WebM.
 */
export function saveVideoChoice(plan: SaveVideoFacts, id: string): SaveVideoChoice | undefined {
  const expanded = plan.expanded(id);
  if (!isExpanded(expanded, 'format')) return undefined;
  const format = String(plan.input(id, 'format'));
  const codecKey = ['format.codec', 'codec'].find((key) => isExpanded(expanded, key));
  const named = codecKey === undefined ? 'auto' : String(plan.input(id, codecKey));
  const crfKey = `${codecKey}.encoding.crf`;
  const crf = codecKey && isExpanded(expanded, crfKey) ? Number(plan.input(id, crfKey)) : undefined;
  const container: SavedContainer =
    format === 'auto' ? (named === 'av1' ? 'webm' : 'mp4') : (format as SavedContainer);
  const codec: SavedCodec =
    named === 'auto' ? (container === 'webm' ? 'av1' : 'h264') : (named as SavedCodec);
  return { container, codec, ...(crf !== undefined && { crf }) };
}
