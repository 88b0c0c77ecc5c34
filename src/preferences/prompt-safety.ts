import {
  GENERATION_PARAMETERS,
  type GenerationRequest,
  honours,
} from '../image-backend/generation-parameters.js';
import { isSafeContext, memberDecides, type SafetyPlace } from '../safety/safe-context.js';
import type { Stores } from '../store/create-stores.js';
import { findExplicit } from './explicit-terms.js';
import { memberSafetyOf } from './member-safety.js';
import { ExplicitTermError, type SafetyReason } from './preference-errors.js';
import type { CheckedText } from './server-policy.js';

/** What keeps explicit content out of one generation's prompts where it is made. */
export interface PromptSafety {
  /** Why explicit content is kept out here; absent where it is not (nothing below applies). */
  readonly reason?: SafetyReason;
  /** The built-in explicit terms are refused (the server's moderators did not turn them off). */
  readonly terms: boolean;
  /** The server's safety negative prompt, added to the generation's. */
  readonly negative?: string;
}

/** Who asks, and where: the server whose settings apply (`reachOf`), and the place. */
export interface SafetyAsker {
  readonly userId: string;
  readonly guildId: string | null;
  readonly place: SafetyPlace;
}

/**
 * What applies to `asker`'s prompts ({@link isSafeContext}): nothing where explicit content is
 * allowed; else the built-in terms unless the server turned them off, and its safety negative
 * prompt. Reads the member's choice only where it counts, the server's settings only in its server.
 */
export async function promptSafetyOf(
  stores: Pick<Stores, 'defaults' | 'policy'>,
  asker: SafetyAsker,
): Promise<PromptSafety> {
  const { place, guildId, userId } = asker;
  const memberChoice = memberDecides(place) ? await memberSafetyOf(stores, userId) : 'safe';
  if (!isSafeContext({ ...place, memberChoice })) return { terms: false };
  const reason: SafetyReason = place.inGuild && !place.channelNsfw ? 'channel' : 'member';
  if (!guildId) return { reason, terms: true };
  const { explicitTermsOff, safetyNegative } = await stores.policy.get(guildId);
  return {
    reason,
    terms: explicitTermsOff !== true,
    ...(safetyNegative ? { negative: safetyNegative } : {}),
  };
}

/** The ids of a node graph's nodes some node takes as its `negative` input (`["7", 0]`). */
function negativeNodes(graph: Readonly<Record<string, unknown>>): Set<string> {
  const ids = new Set<string>();
  for (const node of Object.values(graph)) {
    const inputs = (node as { inputs?: { negative?: unknown } } | null)?.inputs;
    const link = inputs?.negative;
    if (Array.isArray(link) && typeof link[0] === 'string') ids.add(link[0]);
  }
  return ids;
}

/** A workflow file's text as checked: without the nodes that make its negative conditioning. */
const graphText = (graph: Readonly<Record<string, unknown>>): string => {
  const negative = negativeNodes(graph);
  return JSON.stringify(Object.entries(graph).filter(([id]) => !negative.has(id)));
};

/**
 * Refuses a built-in explicit term in `texts` when `safety` says they apply. A negative prompt is
 * not checked (naming what to keep out is how one keeps it out), nor, in a workflow file (`graph`,
 * ComfyUI's API form), the nodes a sampler takes as its `negative` input.
 * @throws {ExplicitTermError} naming the first term found and where.
 */
export function checkExplicitTerms(
  safety: PromptSafety,
  texts: readonly CheckedText[],
  graph?: Readonly<Record<string, unknown>>,
): void {
  if (!safety.terms || safety.reason === undefined) return;
  for (const { where, text } of texts) {
    if (where === 'negative') continue;
    const checked = where === 'workflowFile' && graph ? graphText(graph) : text;
    const match = findExplicit(checked);
    if (match) throw new ExplicitTermError(where, match.entry, match.found, safety.reason);
  }
}

/**
 * `request` with the safety negative prompt added after its own (once: not when it already holds
 * it, as a Re-roll's does), where the workflow takes a negative prompt and the prompt is text (a
 * workflow file carries its own).
 */
export function withSafetyNegative(
  request: GenerationRequest,
  negative: string | undefined,
): GenerationRequest {
  const workflow: string = request.workflow ?? GENERATION_PARAMETERS.workflow.serviceDefault;
  if (!negative || typeof request.prompt !== 'string' || !honours(workflow, 'negativePrompt')) {
    return request;
  }
  const own = request.negativePrompt?.trim() ?? '';
  if (own.toLowerCase().includes(negative.toLowerCase())) return request;
  return { ...request, negativePrompt: own ? `${own}, ${negative}` : negative };
}
