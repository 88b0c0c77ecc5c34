import type { MessageMentionOptions } from 'discord.js';

/** Sent with every bot message: user text (prompts, names) never pings anyone. */
export const NO_MENTIONS = { parse: [] } as const satisfies MessageMentionOptions;
