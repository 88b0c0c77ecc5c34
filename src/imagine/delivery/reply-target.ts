import type { BaseInteraction } from 'discord.js';
import { reachOf } from '../../bot/install-scope.js';
import { isAgeRestricted } from '../../discord/age-restricted.js';
import { uploadLimitOf } from '../../discord/upload-limit.js';
import type { LocalizedText } from '../../i18n/localized-text.js';
import type { GenerationJob, JobTarget } from '../../jobs/generation-job.js';
import type { GenerationShown } from '../options/generation-spec.js';
import type { SetPayer } from '../render/render-reply.js';

/**
 * How to reach one Discord reply again, even after a restart, with what delivery learns on the way.
 * One reply shows a set of generation jobs; every job of it keeps a copy.
 */
export interface ReplyTarget {
  readonly applicationId: string;
  /** The interaction token; valid for 15 minutes after `tokenCreatedAt`. */
  readonly token: string;
  readonly tokenCreatedAt: number;
  readonly channelId: string;
  readonly guildId: string | null;
  /** The reply's message id, once known; edited with the bot token when the interaction token expired. */
  readonly messageId?: string;
  /** Largest file the interaction may upload, in bytes. */
  readonly attachmentSizeLimit: number;
  /** The bot's permissions in the channel when the command ran (`interaction.appPermissions`). */
  readonly appPermissions?: string;
  /** Set once the interaction token was refused (`50027`): edits go through the bot token. */
  readonly tokenExpired?: boolean;
  /** A channel message posted after the reply was lost (deleted, `30046`); edited from then on. */
  readonly replacementMessageId?: string;
  /**
   * The stamp of the reply's final message once it landed (`edited_timestamp`, else `timestamp`):
   * whether a reply shows its final result is read here; a later stamp means an edit covered it.
   */
  readonly finalShownAt?: string;
  /** What the reply showed from the acknowledgement on (a `ProgressMessage`'s), not sent again. */
  readonly opening?: { readonly signature: string; readonly stage: string };
  /** Only the member sees the reply (ephemeral): reached by the interaction token alone. */
  readonly ephemeral?: boolean;
  /**
   * Only the interaction reaches the channel (the app installed to the member's account): no
   * bot-token edit or post exists there, only the interaction token while it lives.
   */
  readonly interactionOnly?: boolean;
  /** The channel is age-restricted (Discord's `nsfw`, a thread's parent's): the image policy's. */
  readonly ageRestricted?: true;
}

/** A reply (its id the interaction's) and its jobs in order; its languages are kept for restarts. */
export type ReplyRef = ReplyTarget & {
  readonly id: string;
  readonly jobIds: readonly string[];
  /** The language of the public reply (the server's; see `bot/locale.ts`). @default en-US */
  readonly locale?: string;
  /** The language of private notices to the member who asked (their Discord language). */
  readonly memberLocale?: string;
  /** Who pays for a set, as known when the command was answered (absent in replies before `count`). */
  readonly paidBy?: SetPayer;
  /** Shown as one set of images (`/imagine count:`): one line per image, the images together. */
  readonly batch?: true;
  /** Offers Cancel / Stop waiting while under way. Absent in replies saved before it existed. */
  readonly cancellable?: true;
};

/** A generation job's opaque `target`: its reply, what it shows, and the bookkeeping done (once each). */
export interface GenerationTarget extends GenerationShown {
  readonly reply: ReplyRef;
  /** Which key pays: the member's own or the server's; unknown until the job starts. */
  readonly keySource?: 'user' | 'server' | 'anonymous';
  /** The image service's text about a failed task, kept for Details after a restart. */
  readonly serviceError?: string;
  /** Set once the member's daily server-key use was given back for a submission that never ran. */
  readonly usageRefunded?: boolean;
  /** How many images it counts as where more than one (an animation: `countedUses`). */
  readonly countedAs?: number;
  /** How long an animation takes on its backend, by the line's last ones when it was asked for (ms). */
  readonly expectedMs?: number;
  /** Set once the owner of a rejected key was told privately (or could not be: token expired). */
  readonly keyNoticeSent?: boolean;
  /** The rejected key's notice, saved before the key is unlinked and until it is sent. */
  readonly keyNotice?: LocalizedText;
  /** Set once the image the safety check withheld was sent to its member privately. */
  readonly privateCopySent?: boolean;
  /**
   * The card's small thumbnail of the input image, base64 WebP encoded fresh
   * (`inputThumbnail`), on the reply's first job only: kept with the job, so a final shown after a
   * restart or after the input's retention (`INPUT_RETENTION_HOURS`) still shows it.
   */
  readonly sourceThumbnail?: string;
}

/** How delivery and bookkeeping read a job as saved now, and merge into its target (`JobManager`). */
export interface JobAccess {
  readonly loadJob: (jobId: string) => Promise<GenerationJob | undefined>;
  readonly updateTarget: (jobId: string, patch: JobTarget) => Promise<unknown>;
}

/** The id of job number `index` (0-based) of a reply: the first one shares the reply's id. */
export const jobIdOf = (replyId: string, index: number): string =>
  index === 0 ? replyId : `${replyId}.${index}`;

const REPLY_FIELDS = [
  'applicationId',
  'token',
  'tokenCreatedAt',
  'channelId',
  'guildId',
  'messageId',
  'attachmentSizeLimit',
  'appPermissions',
  'tokenExpired',
  'replacementMessageId',
  'finalShownAt',
  'opening',
  'ephemeral',
  'interactionOnly',
  'ageRestricted',
] as const satisfies readonly (keyof ReplyTarget)[];

/** Only the delivery facts of a target (what the reply editor reads and learns). */
export function replyTargetPart(target: Partial<ReplyTarget>): Partial<ReplyTarget> {
  return Object.fromEntries(
    REPLY_FIELDS.filter((field) => target[field] !== undefined).map((field) => [
      field,
      target[field],
    ]),
  );
}

/** A job's target as a {@link GenerationTarget}; an old flat one reads as a reply of that one job. */
export function generationTargetOf(job: Pick<GenerationJob, 'id' | 'target'>): GenerationTarget {
  const target = job.target as Partial<GenerationTarget> & Partial<ReplyTarget>;
  if (target.reply) return target as GenerationTarget;
  const reply = { ...replyTargetPart(target), id: job.id, jobIds: [job.id] } as ReplyRef;
  return { ...(target as unknown as GenerationTarget), reply };
}

/** The {@link ReplyTarget} of `interaction`'s reply. */
export function replyTargetOf(interaction: BaseInteraction): ReplyTarget {
  return {
    applicationId: interaction.applicationId,
    token: interaction.token,
    tokenCreatedAt: interaction.createdTimestamp,
    channelId: interaction.channelId ?? '',
    guildId: interaction.guildId,
    ...(reachOf(interaction).interactionOnly ? { interactionOnly: true } : {}),
    ...(isAgeRestricted(interaction.channel) ? { ageRestricted: true } : {}),
    attachmentSizeLimit: uploadLimitOf(interaction),
    ...(interaction.appPermissions
      ? { appPermissions: interaction.appPermissions.bitfield.toString() }
      : {}),
  };
}
