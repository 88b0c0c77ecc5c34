import { type Interaction, MessageFlags, type RepliableInteraction } from 'discord.js';
import { NO_MENTIONS } from './no-mentions.js';

type Answer = 'reply' | 'edit' | 'replace-placeholder' | 'follow-up';

/**
 * Which response can carry an error privately. discord.js leaves `ephemeral` null after
 * `deferUpdate()`: then the clicked message may be edited only when it is itself ephemeral.
 */
function answerFor(interaction: RepliableInteraction): Answer {
  if (!interaction.deferred && !interaction.replied) return 'reply';
  if (!interaction.deferred || interaction.replied) return 'follow-up';
  if (interaction.ephemeral === true) return 'edit';
  if (interaction.ephemeral === false) return 'replace-placeholder';
  const clicked = interaction.isMessageComponent() ? interaction.message : undefined;
  return clicked?.flags.has(MessageFlags.Ephemeral) ? 'edit' : 'follow-up';
}

/**
 * Shows `message` to the member who ran the interaction, and only to them: an ephemeral reply when
 * nothing was sent yet; an edit of an ephemeral deferred reply (or of the member's own ephemeral
 * message after a deferred update); else an ephemeral follow-up — deleting a public "thinking…"
 * placeholder first, so a refusal after a public defer reads the same as one before it.
 */
export async function respondWithError(interaction: Interaction, message: string): Promise<void> {
  if (interaction.isAutocomplete()) {
    if (!interaction.responded) await interaction.respond([]);
    return;
  }
  const payload = { content: `⚠️ ${message}`, allowedMentions: NO_MENTIONS };
  switch (answerFor(interaction)) {
    case 'reply':
      await interaction.reply({ ...payload, flags: MessageFlags.Ephemeral });
      return;
    case 'edit':
      await interaction.editReply({ ...payload, embeds: [], components: [], files: [] });
      return;
    case 'replace-placeholder':
      await interaction.deleteReply().catch(() => undefined);
      await interaction.followUp({ ...payload, flags: MessageFlags.Ephemeral });
      return;
    case 'follow-up':
      await interaction.followUp({ ...payload, flags: MessageFlags.Ephemeral });
  }
}
