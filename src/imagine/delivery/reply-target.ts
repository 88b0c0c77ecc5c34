import type { GenerationView } from '../render/generation-view.js';

/**
 * What a generation job keeps (as its opaque `target`) to reach its Discord reply again, even after
 * a restart: the interaction's webhook, the channel, and what the renderers show besides the job.
 * The optional fields after `keySource` are written by the delivery side as it learns them.
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
  /** The prompt as shown (a label for a workflow file). */
  readonly promptLabel: string;
  readonly ignoredOptions: readonly string[];
  readonly keySource: NonNullable<GenerationView['keySource']>;
  /** The bot's permissions in the channel when the command ran (`interaction.appPermissions`). */
  readonly appPermissions?: string;
  /** Name of the node-graph workflow file sent as the prompt. */
  readonly workflowFileName?: string;
  /** Set once the interaction token was refused (`50027`): edits go through the bot token. */
  readonly tokenExpired?: boolean;
  /** A channel message posted after the reply was lost (deleted, `30046`); edited from then on. */
  readonly replacementMessageId?: string;
  /** The image service's text about a failed task, kept for Details after a restart. */
  readonly serviceError?: string;
  /** Set once the member's daily server-key use was given back for a submission that never ran. */
  readonly usageRefunded?: boolean;
  /** Set once the owner of a rejected key was told privately. */
  readonly keyNoticeSent?: boolean;
}

/** Reads a job's target back as a {@link ReplyTarget}. */
export const asReplyTarget = (target: Record<string, unknown>) => target as unknown as ReplyTarget;
