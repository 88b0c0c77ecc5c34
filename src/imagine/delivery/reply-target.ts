import type { LocalizedText } from '../../i18n/localized-text.js';
import type { GenerationJob } from '../../jobs/generation-job.js';
import type { GenerationShown } from '../options/generation-spec.js';
import type { OpeningShown } from './progress-message.js';

/**
 * How to reach one Discord reply again, even after a restart: the interaction's webhook, the
 * channel, and what delivery learns on the way (the message id, an expired token, a replacement
 * message). One reply shows a set of generation jobs; every job of the reply keeps a copy.
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
  /** What the reply showed from the acknowledgement on, so the same view is not sent again. */
  readonly opening?: OpeningShown;
  /**
   * Only the member sees the reply (an ephemeral message): it is reached through the interaction
   * token alone, never replaced by a channel message.
   */
  readonly ephemeral?: boolean;
  /**
   * Only the interaction reaches the channel (the app installed to the member's account, in a
   * private channel or a server without the bot): no bot-token edit or post exists there, so the
   * reply is edited through the interaction token alone, while it lives.
   */
  readonly interactionOnly?: boolean;
}

/**
 * A reply and the jobs it shows, in the order they are shown. Its id is the interaction's. The
 * languages are chosen when the command runs and kept, so a restart edits in the same one.
 */
export type ReplyRef = ReplyTarget & {
  readonly id: string;
  readonly jobIds: readonly string[];
  /** The language of the public reply (the server's; see `bot/locale.ts`). @default en-US */
  readonly locale?: string;
  /** The language of private notices to the member who asked (their Discord language). */
  readonly memberLocale?: string;
  /**
   * Which key pays, as known when the command was answered: a reply of several images says what
   * they cost from its first message on. Absent in replies saved before `count`.
   */
  readonly paidBy?: 'user' | 'server';
  /** Shown as one set of images (`/imagine count:`): one line per image, the images together. */
  readonly batch?: true;
  /** Offers Cancel / Stop waiting while under way. Absent in replies saved before it existed. */
  readonly cancellable?: true;
};

/**
 * What a generation job keeps as its opaque `target`: the reply it belongs to, what that reply
 * shows of it besides the request ({@link GenerationShown}), and the bookkeeping done for it
 * (each set once).
 */
export interface GenerationTarget extends GenerationShown {
  readonly reply: ReplyRef;
  /** Which key pays: the member's own or the server's; unknown until the job starts. */
  readonly keySource?: 'user' | 'server';
  /** The image service's text about a failed task, kept for Details after a restart. */
  readonly serviceError?: string;
  /** Set once the member's daily server-key use was given back for a submission that never ran. */
  readonly usageRefunded?: boolean;
  /** Set once the owner of a rejected key was told privately (or could not be: token expired). */
  readonly keyNoticeSent?: boolean;
  /** The rejected key's notice, saved before the key is unlinked and until it is sent. */
  readonly keyNotice?: LocalizedText;
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
  'opening',
  'ephemeral',
  'interactionOnly',
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

/**
 * Reads a job's target as a {@link GenerationTarget}. A job saved before replies held several jobs
 * kept one flat object; it reads as a reply of that one job.
 */
export function generationTargetOf(job: Pick<GenerationJob, 'id' | 'target'>): GenerationTarget {
  const target = job.target as Partial<GenerationTarget> & Partial<ReplyTarget>;
  if (target.reply) return target as GenerationTarget;
  const reply = { ...replyTargetPart(target), id: job.id, jobIds: [job.id] } as ReplyRef;
  return { ...(target as unknown as GenerationTarget), reply };
}
