import type { APIEmbed, ChatInputCommandInteraction } from 'discord.js';
import { EPHEMERAL, REPLACE } from '../apikey/ephemeral.js';

/** What a private answer says. */
export interface PrivateAnswer {
  readonly content: string;
  readonly embeds?: readonly APIEmbed[];
}

/**
 * Answers a deferred interaction so that only the member sees it: an edit when the deferral was
 * ephemeral, else the public "thinking…" message is deleted and an ephemeral follow-up sent.
 */
export async function answerPrivately(
  interaction: ChatInputCommandInteraction,
  answer: PrivateAnswer,
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
