import type { GenerationView } from '../render/generation-view.js';

/**
 * What a generation job keeps (as its opaque `target`) to reach its Discord reply again, even after
 * a restart: the interaction's webhook, the channel, and what the renderers show besides the job.
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
}

/** Reads a job's target back as a {@link ReplyTarget}. */
export const asReplyTarget = (target: Record<string, unknown>) => target as unknown as ReplyTarget;
