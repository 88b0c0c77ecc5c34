import { randomBytes } from 'node:crypto';
import { type Interaction, MessageFlags, type RepliableInteraction } from 'discord.js';
import { AppError } from '../core/app-error.js';
import { NO_MENTIONS } from '../discord/discord-rules.js';
import type { Translator } from '../i18n/translator.js';

/** What the error boundary shows a user, and whether the failure is a bug worth a log line. */
export interface ErrorDescription {
  /** Short, user-safe text, in the member's language. */
  readonly message: string;
  /** Set for unexpected errors: quoted to the user and logged with the stack. */
  readonly errorId?: string;
}

/**
 * Turns any thrown value into what a user may see, in their language (`t`): typed errors speak for
 * themselves.
 */
export function describeError(
  error: unknown,
  t: Translator,
  newId = () => randomBytes(3).toString('hex'),
): ErrorDescription {
  if (error instanceof AppError) {
    return { message: error.text ? t.text(error.text, error.message) : error.message };
  }
  const errorId = newId();
  return { errorId, message: t.t('errors.unexpected', { errorId }) };
}

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
 * Shows `message` (with a warning sign, in `t`'s words) to the member who ran the interaction, and
 * only to them: an ephemeral reply when
 * nothing was sent yet; an edit of an ephemeral deferred reply (or of the member's own ephemeral
 * message after a deferred update); else an ephemeral follow-up — deleting a public "thinking…"
 * placeholder first, so a refusal after a public defer reads the same as one before it.
 */
export async function respondWithError(
  interaction: Interaction,
  message: string,
  t: Translator,
): Promise<void> {
  if (interaction.isAutocomplete()) {
    if (!interaction.responded) await interaction.respond([]);
    return;
  }
  const payload = { content: t.t('common.warning', { message }), allowedMentions: NO_MENTIONS };
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
