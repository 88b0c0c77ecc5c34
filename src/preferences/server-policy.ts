import {
  type GenerationRequest,
  GENERATION_PARAMETERS as P,
} from '../image-backend/generation-parameters.js';
import type { Stores } from '../store/create-stores.js';
import type { PolicyLimits } from '../store/server-policy-store.js';
import { findBanned } from './banned-text.js';
import { type BannedPlace, BannedTextError, PolicyLimitError } from './errors.js';

/** What a generation asks of the key, as the policy reads it. */
export interface PolicyRequest {
  readonly request: Pick<GenerationRequest, 'workflow' | 'width' | 'height' | 'steps'>;
  /** Images the command asks for. @default 1 */
  readonly images?: number;
}

/**
 * Checks a generation against the server key's limits; what is not sent is the service's
 * default (512×512, 20 steps, `default`).
 * @throws {PolicyLimitError} naming the first limit it goes beyond.
 */
export function checkLimits(limits: PolicyLimits, asked: PolicyRequest): void {
  const { request } = asked;
  const width = request.width ?? P.width.serviceDefault;
  const height = request.height ?? P.height.serviceDefault;
  const steps = request.steps ?? P.steps.serviceDefault;
  const workflow: string = request.workflow ?? P.workflow.serviceDefault;
  const images = asked.images ?? 1;
  const { maxSide, maxSteps, maxImages, workflows } = limits;
  if (workflows && !workflows.includes(workflow)) {
    throw new PolicyLimitError('workflows', { allowed: workflows.join(', '), workflow });
  }
  if (maxSide !== undefined && Math.max(width, height) > maxSide) {
    throw new PolicyLimitError('maxSide', { max: maxSide, width, height });
  }
  if (maxSteps !== undefined && steps > maxSteps) {
    throw new PolicyLimitError('maxSteps', { max: maxSteps, got: steps });
  }
  if (maxImages !== undefined && images > maxImages) {
    throw new PolicyLimitError('maxImages', { max: maxImages, got: images });
  }
}

/** A text to check for banned words, and where it is. */
export interface CheckedText {
  readonly where: BannedPlace;
  readonly text: string;
}

/**
 * Refuses, before anything is spent, a generation the server `guildId` does not allow: banned
 * words (`banned-text.ts`) in any of `texts` (whoever pays), and, when `serverKeyPays` (the payer
 * admission chose), anything beyond the server key's limits. Nothing is checked in a DM.
 * @throws {BannedTextError} naming the first match, or {PolicyLimitError}.
 */
export async function enforcePolicy(
  stores: Pick<Stores, 'policy'>,
  guildId: string | null,
  asked: PolicyRequest & { readonly texts: readonly CheckedText[] },
  { serverKeyPays }: { readonly serverKeyPays: boolean },
): Promise<void> {
  if (!guildId) return;
  const policy = await stores.policy.get(guildId);
  for (const { where, text } of asked.texts) {
    const match = findBanned(policy.banned, text);
    if (match) throw new BannedTextError(where, match.entry, match.found);
  }
  if (serverKeyPays && Object.keys(policy.limits).length > 0) checkLimits(policy.limits, asked);
}
