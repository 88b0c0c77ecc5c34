import type { Logger } from '../../../core/logger.js';
import type { RegisteredBackend } from '../../../image-backend/backend-registry.js';
import type { ContentContext } from '../../../image-backend/backend-types.js';
import { costUnitOf } from '../../../image-backend/capabilities.js';
import type { GenerationRequest } from '../../../image-backend/generation-parameters.js';
import type { SubmitInput } from '../../../image-backend/image-actions.js';
import { createKeyResolver, type KeyStores } from '../../../keys/key-ref.js';
import type { ServerBudgetStore } from '../../../store/server-budget-store.js';
import { CountOverBudgetError } from '../../imagine-errors.js';
import { type Payer, quotaOf } from './payer.js';

/** How long after the interaction the estimate may take (Discord wants an answer in 3 s). */
export const ESTIMATE_DEADLINE_MS = 2_000;

/** The least time an estimate is given, however late it starts. */
const ESTIMATE_MIN_MS = 250;

/** What {@link checkEstimatedRoom} reads. */
export interface EstimateDeps {
  readonly stores: KeyStores & { readonly budget: Pick<ServerBudgetStore, 'room'> };
  /** Told when an estimate fails (the generation is then admitted on the budget's count alone). */
  readonly logger?: Logger | undefined;
}

/** One reply's generation, as the backend would be asked for it. */
export interface EstimatedReply {
  readonly request: GenerationRequest;
  /** Its images: one task each, all priced alike. */
  readonly images: number;
  readonly content?: ContentContext | undefined;
  /** Its input image and action, priced with it (an edit, an upscale by the Horde's alchemy). */
  readonly input?: SubmitInput | undefined;
  /** When the member asked (the interaction's creation), epoch ms. @default now */
  readonly askedAt?: number | undefined;
}

/**
 * Refuses a reply the backend prices over the server budget's room, where the budget counts the
 * backend's cost unit (`costUnitOf`: the Horde's kudos) and the backend estimates
 * (`capabilities.estimates`): one task's estimate × `images` against what the tighter period has
 * left. Asks nothing when no budget in that unit is capped. An estimate that fails or comes too
 * late (past {@link ESTIMATE_DEADLINE_MS} after the interaction) lets the reply in on the budget's
 * count alone, and is logged.
 * @returns one image's estimate in whole units (rounded up), which each image then takes of the
 * budget as it starts (`takeDailyUses`), so that replies racing for the last of it cannot pass it
 * together; undefined when none was asked or it failed (each image then takes 1).
 * @throws {CountOverBudgetError} naming the estimate, in the cost unit; nothing was counted.
 */
export async function checkEstimatedRoom(
  deps: EstimateDeps,
  registered: RegisteredBackend | undefined,
  payer: Payer,
  reply: EstimatedReply,
  now: () => number = Date.now,
): Promise<number | undefined> {
  const backend = registered?.backend;
  const quota = quotaOf(payer);
  if (!backend?.estimate || !backend.capabilities.estimates || !quota) return undefined;
  const unit = costUnitOf(backend.capabilities);
  if (unit === undefined || quota.budgetUnit !== unit) return undefined;
  const room = await deps.stores.budget.room(quota.guildId, quota.budget);
  if (!room) return undefined;
  const left = (reply.askedAt ?? now()) + ESTIMATE_DEADLINE_MS - now();
  const deadline = new AbortController();
  const timer = setTimeout(
    () => deadline.abort(new DOMException('the estimate came too late', 'TimeoutError')),
    Math.max(ESTIMATE_MIN_MS, left),
  );
  let one: number;
  try {
    const apiKey = await createKeyResolver(deps.stores)(payer.keyRef);
    one = await backend.estimate(apiKey, reply.request, {
      signal: deadline.signal,
      ...(reply.content && { content: reply.content }),
      ...(reply.input && { input: reply.input }),
    });
  } catch (error) {
    deps.logger?.warn('no estimate of a generation before it starts: admitted on the budget', {
      backend: registered?.id,
      guildId: quota.guildId,
      timedOut: deadline.signal.aborted,
      error,
    });
    return undefined;
  } finally {
    clearTimeout(timer);
  }
  const estimate = one * reply.images;
  if (estimate > room.left) {
    throw new CountOverBudgetError(reply.images, room.period, room.left, unit, estimate);
  }
  return Math.max(1, Math.ceil(one));
}
