import type { BaseInteraction } from 'discord.js';
import type { AppContext } from '../../../bot/context.js';
import { reachOf } from '../../../bot/install-scope.js';
import { MemberCapError } from '../../../jobs/errors.js';
import type { MissingApiKeyError } from '../../../keys/errors.js';
import { BannedTextError, type PolicyLimitError } from '../../../preferences/errors.js';
import { enforcePolicy } from '../../../preferences/server-policy.js';
import {
  type CountOverBudgetError,
  CountOverCapError,
  type CountOverDailyLimitError,
  type DailyLimitReachedError,
  ServerBudgetReachedError,
  type ServerKeyNotForRoleError,
  ServerQueueFullError,
} from '../../errors.js';
import { policyRequestOf } from '../../options/apply-preferences.js';
import type { GenerationSpec } from '../../options/generation-spec.js';
import { checkDailyRoom } from './daily-uses.js';
import { type Asker, choosePayer, type Payer } from './payer.js';

declare const ADMITTED: unique symbol;

/**
 * A generation admission let in: who asks and where, what (the checked spec, complete: a workflow
 * file already downloaded), how many images, and who pays. Only {@link admitGeneration} makes one,
 * so a generation cannot start without having been admitted.
 */
export interface AdmittedGeneration extends Asker {
  readonly [ADMITTED]: true;
  readonly spec: GenerationSpec;
  /** `spec.images`, at least 1. */
  readonly images: number;
  /** The limiter scope: the server, or `dm:<user>`. */
  readonly scope: string;
  readonly payer: Payer;
}

/**
 * Every refusal admission can give, each a typed `AppError` with its catalog text (the
 * dispatcher's error boundary answers it privately; nothing was posted, saved or spent).
 */
export type AdmissionRefusal =
  | MissingApiKeyError
  | MemberCapError
  | CountOverCapError
  | BannedTextError
  | PolicyLimitError
  | DailyLimitReachedError
  | CountOverDailyLimitError
  | ServerKeyNotForRoleError
  | ServerBudgetReachedError
  | CountOverBudgetError
  | ServerQueueFullError;

/** The limiter scope of a generation: its server, or the member in direct messages. */
export const scopeOf = (guildId: string | null, userId: string) => guildId ?? `dm:${userId}`;

/** Who asks through `interaction`, and the server that counts (`reachOf`). */
export const askerOf = (interaction: BaseInteraction): Asker => ({
  userId: interaction.user.id,
  guildId: reachOf(interaction).serverId,
  roleIds: memberRoleIds(interaction),
});

/** The roles of the member who sent `interaction`, from its member data (none outside a server). */
function memberRoleIds(interaction: BaseInteraction): readonly string[] {
  const roles = interaction.member?.roles;
  if (!roles) return [];
  return Array.isArray(roles) ? roles : [...roles.cache.keys()];
}

/**
 * The one admission of every generation (slash, Re-roll, 🎲, Retry, Remix, Again, "Imagine
 * this"): it decides once, spending nothing, whether `spec` may start for `asker`, in this order:
 *
 * 1. **payer** — their own key, else the server key, else a refusal saying how to link a key;
 * 2. **member cap** — the job manager's count of their unfinished generations, plus these images,
 *    within `MAX_ACTIVE_PER_MEMBER` (`JobManager.accept` then takes the member's slots
 *    atomically: a race-proof guard against a concurrent start, not a second decision);
 * 3. **server policy** — banned words whoever pays; the server key's limits only when it pays;
 * 4. **daily limit and budget** — when the server key pays, room for every image in the member's
 *    day (the highest limit of their roles, else the server's) and in the server budget's day and
 *    month (read, not counted: `takeDailyUses` counts them atomically as the generation starts);
 * 5. **queue room** — every image fits in the server's queue (`GUILD_MAX_QUEUED`).
 *
 * Refusals are thrown, not returned: each is an `AppError` whose text the one error boundary shows
 * privately, and nothing public exists yet when admission runs.
 * @throws {AdmissionRefusal} the first check that fails.
 */
export async function admitGeneration(
  context: Pick<AppContext, 'stores' | 'jobs' | 'config' | 'moderation'>,
  asker: Asker,
  spec: GenerationSpec,
): Promise<AdmittedGeneration> {
  const { stores, jobs, config } = context;
  const { userId, guildId } = asker;
  const images = spec.images ?? 1;
  const payer = await choosePayer(stores, asker, config.CREDITS_PER_GENERATION);
  const cap = config.MAX_ACTIVE_PER_MEMBER;
  const running = await jobs.activeCount(userId);
  if (running + images > cap) {
    throw images === 1 ? new MemberCapError(cap) : new CountOverCapError(images, cap, running);
  }
  try {
    await enforcePolicy(stores, guildId, policyRequestOf(spec), {
      serverKeyPays: payer.keySource === 'server',
    });
    await checkDailyRoom(stores, asker, payer, images);
  } catch (error) {
    if (guildId) tellRefusal(context, { guildId, userId, spec }, error);
    throw error;
  }
  const scope = scopeOf(guildId, userId);
  if (guildId) {
    const limit = config.GUILD_MAX_QUEUED;
    if (jobs.queueLengthWith(scope, images) > limit) {
      throw new ServerQueueFullError(images, limit, jobs.queueLength(scope));
    }
  }
  return { userId, guildId, spec, images, scope, payer } as AdmittedGeneration;
}

/**
 * Tells the moderation log of a refusal it records: a banned word or pattern (with the prompt),
 * or the server budget reached (told once per period by the log).
 */
export function tellRefusal(
  context: Pick<AppContext, 'moderation'>,
  where: { readonly guildId: string; readonly userId: string; readonly spec: GenerationSpec },
  error: unknown,
): void {
  const { guildId, userId, spec } = where;
  if (error instanceof BannedTextError) {
    const { prompt } = spec.request;
    context.moderation?.emit('bannedRefused', {
      guildId,
      userId,
      entry: error.entry,
      prompt: typeof prompt === 'string' ? prompt : '{…}',
    });
  } else if (error instanceof ServerBudgetReachedError) {
    const { period, resetsAt } = error;
    context.moderation?.emit('budgetReached', { guildId, period, resetsAt });
  }
}
