import type { BaseInteraction } from 'discord.js';
import type { AppContext } from '../../../bot/context.js';
import { reachOf } from '../../../bot/install-scope.js';
import { memberRoleIds } from '../../../bot/member-roles.js';
import { serverBackend } from '../../../bot/server-backend.js';
import { lorasOfferedNow } from '../../../bot/server-loras.js';
import { isAgeRestricted } from '../../../discord/age-restricted.js';
import { ORIGINAL_BACKEND_ID } from '../../../image-backend/backend-registry.js';
import {
  type BackendCapabilities,
  costUnitOf,
  defaultsOf,
} from '../../../image-backend/capabilities.js';
import { backendForAction } from '../../../image-backend/elsewhere-actions.js';
import { requireOffered } from '../../../image-intake/input-image.js';
import { MemberCapError } from '../../../jobs/job-errors.js';
import { type QueueRoom, waitingWith } from '../../../jobs/line/job-line.js';
import { lineShareOf } from '../../../preferences/line-share.js';
import { refuseBlocked } from '../../../preferences/member-block.js';
import { BannedTextError, ExplicitTermError } from '../../../preferences/preference-errors.js';
import {
  checkExplicitTerms,
  type PromptSafety,
  promptSafetyOf,
  type SafetyAsker,
  withSafetyNegative,
} from '../../../preferences/prompt-safety.js';
import { enforcePolicy } from '../../../preferences/server-policy.js';
import { weightOf } from '../../bookkeeping/counted-uses.js';
import {
  CountOverCapError,
  ServerBudgetReachedError,
  ServerQueueFullError,
} from '../../imagine-errors.js';
import { policyRequestOf } from '../../options/apply-preferences.js';
import { type GenerationSpec, promptOf } from '../../options/generation-spec.js';
import { checkDailyRoom } from './daily-uses.js';
import { checkEstimatedRoom } from './estimated-room.js';
import { type Asker, choosePayer, type Payer, quotaOf } from './payer.js';
import { refusePromptTags } from './prompt-tags.js';
import { refuseUnserved } from './served-somewhere.js';

/** A generation admission let in: who, what, who pays. */
interface AdmittedGeneration extends Omit<Asker, 'place'> {
  readonly spec: GenerationSpec;
  /** `spec.images`, at least 1. */
  readonly images: number;
  /** How many images each counts as in daily limits and budgets (an animation: `weightOf`). */
  readonly countedAs: number;
  /** The limiter scope: the server, or `dm:<user>`. */
  readonly scope: string;
  /** The scope's room on its lane as admitted (read once: the opening's places come from it). */
  readonly room: QueueRoom;
  readonly payer: Payer;
  /** The image backend it goes to (`RegisteredBackend.id`); absent: the original service. */
  readonly backend?: string;
  /** Whether explicit images may be shown where it goes, for a backend with content flags. */
  readonly explicitAllowed?: boolean;
  /** Whether the backend takes a seed: then each image's is drawn, shown and kept. */
  readonly seeded: boolean;
  /** The member's share of the line (`lineShareOf`: more for a priority role); absent: 1. */
  readonly weight?: number;
  /**
   * What each image takes of a server budget in the backend's cost unit as it starts: the
   * backend's estimate (`checkEstimatedRoom`), replaced by what it really cost when it ends.
   */
  readonly reserve?: number;
}

/** Who asks through `interaction`, and the server that counts (`reachOf`). */
export function askerOf(interaction: BaseInteraction): Asker {
  const guildId = reachOf(interaction).serverId;
  return {
    userId: interaction.user.id,
    guildId,
    roleIds: memberRoleIds(interaction),
    channelId: interaction.channelId,
    askedAt: interaction.createdTimestamp,
    ...(interaction.memberPermissions && { permissions: interaction.memberPermissions.bitfield }),
    place: {
      channelNsfw: isAgeRestricted(interaction.channel),
      inGuild: interaction.guildId !== null,
      botInServer: guildId !== null,
    },
  };
}

/** Who brings an image in through `interaction`, and the place whose rules apply to it. */
export function safetyAskerOf(interaction: BaseInteraction): SafetyAsker {
  const { userId, guildId, place } = askerOf(interaction);
  return { userId, guildId, place };
}

/**
 * The one admission of every generation, spending nothing: a member blocked in the server is
 * refused first (`refuseBlocked`), text holding syntax the backend acts on next
 * (`refusePromptTags`: a WebUI's `<lora:…>` a member wrote), its LoRAs not offered here now
 * (`lorasOfferedNow`: a kept request run again), an input image's action the backend does not offer
 * (`requireOffered`; an action declared `elsewhere`, Animate, runs on the first backend that
 * offers it where the server's does not: `backendForAction`), one no server of its pool that is up
 * can run (`refuseUnserved`); then who pays (`choosePayer`), the member's cap, the server
 * policy, the built-in explicit terms where explicit content is kept out (then the server's safety
 * negative prompt is added), the server key's daily limit and budget, the server's AutoMod rules
 * (`context.automod`), room in the server's queue (then the member's share of the line, from
 * their roles: `lineShareOf`), and last, where the budget counts the backend's
 * cost unit, the backend's estimate of the reply against the budget's room (`checkEstimatedRoom`).
 * @throws the first check's refusal (answered privately; nothing was posted, saved or spent).
 */
export async function admitGeneration(
  context: Pick<AppContext, 'stores' | 'jobs' | 'config' | 'moderation' | 'automod'> &
    Partial<Pick<AppContext, 'backends' | 'logger'>>,
  asker: Asker,
  given: GenerationSpec,
): Promise<AdmittedGeneration> {
  const { stores, jobs, config } = context;
  const { userId, guildId, place } = asker;
  const images = given.images ?? 1;
  const countedAs = weightOf(given.input, config.ANIMATION_COUNTS_AS);
  await refuseBlocked(stores, guildId, userId);
  const backends = context.backends && { ...context, backends: context.backends };
  const own = backends && (await serverBackend(backends, guildId));
  const action = given.input?.action;
  const backend =
    own && backends && action ? backendForAction(backends.backends, own, action.kind) : own;
  refusePromptTags(backend?.backend.capabilities, given);
  const spec = backends
    ? { ...given, request: await lorasOfferedNow(backends, guildId, given.request) }
    : given;
  if (spec.input) {
    const { action, image } = spec.input;
    requireOffered(backend?.backend.capabilities ?? {}, action, image);
  }
  refuseUnserved(backend?.backend, spec);
  const keys = backend?.backend.capabilities.keys;
  const payer = await choosePayer(stores, asker, config.CREDITS_PER_GENERATION, {
    id: backend?.id,
    keyless: keys !== undefined && !keys.member && !keys.server,
    costUnit: costUnitOf(backend?.backend.capabilities),
    anonymous: keys?.anonymous !== undefined,
  });
  const cap = config.MAX_ACTIVE_PER_MEMBER;
  const under = await jobs.underWay(userId);
  if (under.running + under.waiting + images > cap) {
    throw images === 1 ? new MemberCapError(cap, under) : new CountOverCapError(images, cap, under);
  }
  const asked = policyRequestOf({ ...spec, ...runsOn(backend?.backend.capabilities, spec) });
  let safety: PromptSafety;
  try {
    await enforcePolicy(stores, guildId, asked, { serverPays: quotaOf(payer) !== undefined });
    safety = await promptSafetyOf(stores, { userId, guildId, place });
    const { prompt } = spec.request;
    checkExplicitTerms(safety, asked.texts, typeof prompt === 'string' ? undefined : prompt);
    await checkDailyRoom(stores, asker, payer, images * countedAs, undefined, countedAs);
  } catch (error) {
    if (guildId) tellRefusal(context, { guildId, userId, spec }, error);
    throw error;
  }
  if (guildId) await context.automod?.screen({ ...asker, guildId }, asked.texts);
  const scope = guildId ?? `dm:${userId}`;
  const room = await jobs.queueRoom(scope, backend?.id);
  if (guildId) {
    const limit = config.GUILD_MAX_QUEUED;
    if (waitingWith(room, images) > limit) {
      throw new ServerQueueFullError(images, limit, jobs.queueLength(scope));
    }
  }
  const weight = await lineShareOf(stores, guildId, asker.roleIds ?? []);
  const safeSpec = {
    ...spec,
    request: withSafetyNegative(spec.request, safety.negative),
    ...runsOn(backend?.backend.capabilities, spec),
  };
  const explicitAllowed = safety.reason === undefined;
  const reserve = await checkEstimatedRoom(context, backend, payer, {
    request: safeSpec.request,
    images,
    askedAt: asker.askedAt,
    ...(backend?.backend.capabilities.contentFlags && { content: { explicitAllowed } }),
    ...(spec.input && { input: spec.input }),
  });
  return {
    userId,
    guildId,
    spec: safeSpec,
    images,
    countedAs,
    scope,
    room,
    payer,
    seeded: !backend || Object.hasOwn(backend.backend.capabilities.parameters, 'seed'),
    ...(weight !== 1 && { weight }),
    ...(reserve !== undefined && { reserve }),
    ...(backend && backend.id !== ORIGINAL_BACKEND_ID && { backend: backend.id }),
    ...(backend?.backend.capabilities.contentFlags && {
      explicitAllowed,
    }),
  };
}

/**
 * The defaults `spec` shows, as the backend that runs it declares them (Re-roll and Run again
 * carry a spec made when the server may have had another backend); `spec`'s own when none is known.
 */
function runsOn(
  capabilities: BackendCapabilities | undefined,
  spec: GenerationSpec,
): Pick<GenerationSpec, 'defaults'> {
  if (!capabilities) return spec.defaults ? { defaults: spec.defaults } : {};
  const defaults = defaultsOf(capabilities, spec.request);
  return Object.keys(defaults).length > 0 ? { defaults } : { defaults: undefined };
}

/**
 * Tells the moderation log of a refusal it records: banned text, a built-in explicit term, or the
 * server budget reached.
 */
export function tellRefusal(
  context: Pick<AppContext, 'moderation'>,
  where: { readonly guildId: string; readonly userId: string; readonly spec: GenerationSpec },
  error: unknown,
): void {
  const { guildId, userId, spec } = where;
  const refused = { guildId, userId, prompt: promptOf(spec) };
  if (error instanceof BannedTextError) {
    context.moderation.emit('bannedRefused', { ...refused, entry: error.entry });
  } else if (error instanceof ExplicitTermError) {
    context.moderation.emit('explicitRefused', { ...refused, term: error.term });
  } else if (error instanceof ServerBudgetReachedError) {
    const { period, resetsAt, unit } = error;
    context.moderation.emit('budgetReached', { guildId, period, resetsAt, unit });
  }
}
