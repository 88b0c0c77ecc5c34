import type { ModerationEvents } from '../core/moderation-events.js';
import { botPermissionsIn } from '../discord/discord-rules.js';
import type { I18n } from '../i18n/translator.js';
import type { BackendRegistry } from '../image-backend/backend-registry.js';
import { sharedPostClaims } from '../imagine/delivery/post-claims.js';
import { createImagineObserver, type ImagineObserver } from '../imagine/imagine-observer.js';
import type { GenerationEvents } from '../jobs/generation-events.js';
import type { JobManager } from '../jobs/job-manager.js';
import { memberSafetyOf } from '../preferences/member-safety.js';
import type { ImageClassifier } from '../safety/image-classifier.js';
import type { Stores } from '../store/create-stores.js';
import type { Base } from './base.js';
import type { DiscordLayer } from './discord.js';
import type { ShardLayer } from './shards.js';

/**
 * How long a replacement post or private notice stays claimed unless claimed again; at most a
 * shard's lease, so a dead process's successor finds the claim lapsed, or soon will.
 */
const REPLACEMENT_CLAIM_MS = 10_000;

/** What delivery is made of: the layers below it, and the jobs (read once they are made). */
export interface DeliveryParts {
  readonly i18n: I18n;
  readonly backends: BackendRegistry;
  readonly stores: Stores;
  readonly generations: GenerationEvents;
  readonly jobs: () => JobManager;
  readonly moderation: ModerationEvents;
  /** The image safety check's classifier (the app's one). */
  readonly classifier: ImageClassifier;
}

/**
 * `/imagine`'s side of the job engine: the replies shown and edited, the bookkeeping of each end.
 * What it keeps for a reply belongs to the tenure of the reply's shard (`ShardLayer.tenureOf`).
 */
export function deliveryLayer(
  { config, logger, now, stack, ops }: Base,
  { i18n, backends, stores, generations, jobs, moderation, ...parts }: DeliveryParts,
  { client, webhookRest }: DiscordLayer,
  { tenureOf, fencingOf }: ShardLayer,
): ImagineObserver {
  const observer = createImagineObserver({
    classifier: parts.classifier,
    memberChoiceOf: async (userId) =>
      (await memberSafetyOf(stores, userId)) === 'allow' ? 'allow' : 'withhold',
    moderation,
    i18n,
    rest: client.rest,
    webhookRest,
    backends,
    stores,
    loadJob: (jobId) => jobs().get(jobId),
    freshImageUrl: (job) => jobs().freshImageUrl(job),
    inputs: () => jobs().inputs,
    updateTarget: (id, patch) => jobs().updateTarget(id, patch),
    logger,
    events: generations,
    now,
    editIntervalMs: config.EDIT_INTERVAL_MS,
    progressIntervalMs: config.PROGRESS_EDIT_INTERVAL_MS,
    progressEditsPerSecond: config.PROGRESS_EDITS_PER_SECOND,
    imageMetadata: config.IMAGE_METADATA,
    heldImageBytes: Math.floor(config.IMAGE_DOWNLOAD_MEMORY_BYTES / 4),
    channelPermissions: (channelId) => botPermissionsIn(client, channelId),
    ...(stores.shared.shared && {
      postClaims: sharedPostClaims(stores.shared, {
        claimMs: Math.min(REPLACEMENT_CLAIM_MS, config.SHARD_LEASE_MS),
      }),
    }),
    ...(ops && { onPosted: ops.posted }),
    ...(fencingOf && { fencingOf }),
    tenureOf,
  });
  return stack.use('reply presenter', observer, (made) => made.close());
}
