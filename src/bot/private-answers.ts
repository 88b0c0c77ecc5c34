import { type APIEmbed, type ChatInputCommandInteraction, MessageFlags } from 'discord.js';
import { NO_MENTIONS } from '../discord/discord-rules.js';

/** Spread into a reply or follow-up that only the member sees and that pings no one. */
export const EPHEMERAL = { flags: MessageFlags.Ephemeral, allowedMentions: NO_MENTIONS } as const;

/** Spread into an edit of a deferred reply: replaces whatever it showed, pings no one. */
export const REPLACE = { embeds: [], components: [], allowedMentions: NO_MENTIONS } as const;

/**
 * Answers a deferred interaction so that only the member sees it: an edit when the deferral was
 * ephemeral, else the public "thinking…" message is deleted and an ephemeral follow-up sent.
 */
export async function answerPrivately(
  interaction: ChatInputCommandInteraction,
  answer: { readonly content: string; readonly embeds?: readonly APIEmbed[] },
  deferredPublicly: boolean,
): Promise<void> {
  const embeds = [...(answer.embeds ?? [])];
  if (!deferredPublicly) {
    await interaction.editReply({ ...REPLACE, content: answer.content, embeds });
    return;
  }
  await interaction.deleteReply();
  await interaction.followUp({ ...EPHEMERAL, content: answer.content, embeds });
}
