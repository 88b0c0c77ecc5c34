import { MessageFlags } from 'discord.js';
import { NO_MENTIONS } from '../discord/no-mentions.js';

/** Spread into a reply or follow-up that only the member sees and that pings no one. */
export const EPHEMERAL = { flags: MessageFlags.Ephemeral, allowedMentions: NO_MENTIONS } as const;

/** Spread into an edit of a deferred reply: replaces whatever it showed, pings no one. */
export const REPLACE = { embeds: [], components: [], allowedMentions: NO_MENTIONS } as const;
