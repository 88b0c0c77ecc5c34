import type {
  GenerationRequest,
  ParameterDefaults,
} from '../image-backend/generation-parameters.js';
import type { Stores } from '../store/create-stores.js';
import type { PolicyLimits } from '../store/server-policy-store.js';
import { findBanned } from './banned-text.js';
import { type BannedPlace, BannedTextError, PolicyLimitError } from './preference-errors.js';

/** What a generation asks of the key, as the policy reads it. */
export interface PolicyRequest {
  /** As sent: `workflow` set where the backend takes workflows (its default when none was chosen). */
  readonly request: Pick<GenerationRequest, 'workflow' | 'width' | 'height' | 'steps'>;
  /**
   * What the backend declares it uses for what `request` leaves unset (the image service's
   * 512×512 and 20 steps, the Horde's 30 steps). @default none declared
   */
  readonly defaults?: ParameterDefaults | undefined;
  /** Images the command asks for. @default 1 */
  readonly images?: number;
}

/** The number `request` sends for `name`, else the one its backend declares, else undefined. */
function used(asked: PolicyRequest, name: 'width' | 'height' | 'steps'): number | undefined {
  const value = asked.request[name] ?? asked.defaults?.[name];
  return typeof value === 'number' ? value : undefined;
}

/**
 * Checks a generation against the server key's limits, with what the backend uses for what is not
 * sent (`defaults`). What the bot cannot know is not held against it: a side or the steps of a
 * ComfyUI workflow left to its own values, and a workflow on a backend that takes none (the Horde,
 * OpenAI-compatible images), where the workflows limit does not apply.
 * @throws {PolicyLimitError} naming the first limit it goes beyond.
 */
export function checkLimits(limits: PolicyLimits, asked: PolicyRequest): void {
  const { workflow } = asked.request;
  const width = used(asked, 'width');
  const height = used(asked, 'height');
  const steps = used(asked, 'steps');
  const images = asked.images ?? 1;
  const { maxSide, maxSteps, maxImages, workflows } = limits;
  if (workflows && workflow !== undefined && !workflows.includes(workflow)) {
    throw new PolicyLimitError('workflows', { allowed: workflows.join(', '), workflow });
  }
  if (maxSide !== undefined && Math.max(width ?? 0, height ?? 0) > maxSide) {
    throw new PolicyLimitError('maxSide', {
      max: maxSide,
      width: width ?? '…',
      height: height ?? '…',
    });
  }
  if (maxSteps !== undefined && steps !== undefined && steps > maxSteps) {
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
 * words (`banned-text.ts`) in any of `texts` (whoever pays), and, when `serverPays` (the payer
 * admission chose: the server key, or a keyless backend's images in a server), anything beyond the
 * server key's limits. Nothing is checked in a DM.
 * @throws {BannedTextError} naming the first match, or {PolicyLimitError}.
 */
export async function enforcePolicy(
  stores: Pick<Stores, 'policy'>,
  guildId: string | null,
  asked: PolicyRequest & { readonly texts: readonly CheckedText[] },
  { serverPays }: { readonly serverPays: boolean },
): Promise<void> {
  if (!guildId) return;
  const policy = await stores.policy.get(guildId);
  for (const { where, text } of asked.texts) {
    const match = findBanned(policy.banned, text);
    if (match) throw new BannedTextError(where, match.entry, match.found);
  }
  if (serverPays && Object.keys(policy.limits).length > 0) checkLimits(policy.limits, asked);
}
