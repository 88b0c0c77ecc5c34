import { randomBytes } from 'node:crypto';
import { type Interaction, MessageFlags, type RepliableInteraction } from 'discord.js';
import { AppError } from '../core/app-error.js';
import { DISCORD_ERRORS, discordErrorCode, NO_MENTIONS } from '../discord/discord-rules.js';
import type { Translator } from '../i18n/translator.js';
import { type BackendNaming, nameBackend } from '../image-backend/backend-naming.js';

/** What the error boundary shows a user, and whether the failure is a bug worth a log line. */
export interface ErrorDescription {
  /** Short, user-safe text, in the member's language. */
  readonly message: string;
  /** Set for unexpected errors: quoted to the user and logged with the stack. */
  readonly errorId?: string;
  /** Information, not a failure (`AppError.notice`): shown without the warning sign. */
  readonly notice?: boolean;
}

/**
 * What a member may see of any thrown value, in `t`'s words: typed errors speak for themselves
 * (naming the image backend as `naming` says, where their text leaves it unnamed), and so does an
 * answer the server's AutoMod blocked.
 */
export function describeError(
  error: unknown,
  t: Translator,
  {
    naming,
    newId = () => randomBytes(3).toString('hex'),
  }: { readonly naming?: BackendNaming; readonly newId?: () => string } = {},
): ErrorDescription {
  if (error instanceof AppError) {
    const said = error.text && nameBackend(error.text, naming);
    const message = said ? t.text(said, error.message) : error.message;
    return error.notice ? { message, notice: true } : { message };
  }
  // The server's AutoMod blocked the answer (its text matched a rule): not a bug, said plainly.
  if (discordErrorCode(error) === DISCORD_ERRORS.automodBlocked) {
    return { message: t.t('automod.replyBlocked') };
  }
  const errorId = newId();
  return { errorId, message: t.t('errors.unexpected', { errorId }) };
}

type Answer = 'reply' | 'edit' | 'replace-placeholder' | 'follow-up';

/**
 * Which response can carry an error privately (after `deferUpdate()` `ephemeral` is null: the
 * clicked message may be edited only when it is ephemeral itself, and never when it is a card,
 * a member's private generation, which an error must not replace and text cannot edit).
 */
function answerFor(interaction: RepliableInteraction): Answer {
  if (!interaction.deferred && !interaction.replied) return 'reply';
  if (!interaction.deferred || interaction.replied) return 'follow-up';
  if (interaction.ephemeral === true) return 'edit';
  if (interaction.ephemeral === false) return 'replace-placeholder';
  const clicked = interaction.isMessageComponent() ? interaction.message : undefined;
  const editable =
    clicked?.flags.has(MessageFlags.Ephemeral) && !clicked.flags.has(MessageFlags.IsComponentsV2);
  return editable ? 'edit' : 'follow-up';
}

/**
 * Shows `message` with a warning sign (none for a `notice`) to the interaction's member only: an ephemeral reply, an edit
 * of their ephemeral deferred reply or message, else an ephemeral follow-up (deleting a public
 * "thinking…" placeholder first, so it reads the same as a refusal before the defer).
 */
export async function respondWithError(
  interaction: Interaction,
  message: string,
  t: Translator,
  { notice = false }: { readonly notice?: boolean } = {},
): Promise<void> {
  if (interaction.isAutocomplete()) {
    if (!interaction.responded) await interaction.respond([]);
    return;
  }
  const content = notice ? message : t.t('common.warning', { message });
  const payload = { content, allowedMentions: NO_MENTIONS };
  const privately = { ...payload, flags: MessageFlags.Ephemeral } as const;
  const answer = answerFor(interaction);
  if (answer === 'reply') await interaction.reply(privately);
  else if (answer === 'edit') {
    await interaction.editReply({ ...payload, embeds: [], components: [], files: [] });
  } else {
    if (answer === 'replace-placeholder') await interaction.deleteReply().catch(() => undefined);
    await interaction.followUp(privately);
  }
}
