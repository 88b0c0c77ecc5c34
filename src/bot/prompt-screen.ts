import type { CheckedText } from '../preferences/server-policy.js';

/** Where a prompt is asked for, and by whom: what a server's own checks of it read. */
export interface PromptPlace {
  readonly guildId: string;
  /** @default unknown (no channel is exempt) */
  readonly channelId?: string | null;
  readonly userId: string;
  /** The member's roles in the server, from the interaction's member data. @default none */
  readonly roleIds?: readonly string[];
  /** The member's permissions in the channel (`member.permissions`), when known. */
  readonly permissions?: bigint;
}

/**
 * A check of a generation's texts (prompt, what its style made of it, negative prompt, workflow
 * file) run by admission before anything is charged or counted, in a server; a feature implements
 * it (the server's AutoMod rules: `src/automod/`) and the app wires it into the context.
 */
export interface PromptScreen {
  /** @throws an `AppError` saying why the texts are refused here (nothing was spent). */
  screen(place: PromptPlace, texts: readonly CheckedText[]): Promise<void>;
}
