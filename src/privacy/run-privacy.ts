import type { ButtonInteraction, ChatInputCommandInteraction } from 'discord.js';
import type { AppContext } from '../bot/context.js';
import { privateTranslator } from '../bot/locale.js';
import { EPHEMERAL } from '../bot/private-answers.js';
import { NO_MENTIONS } from '../discord/discord-rules.js';
import { namedTranslator, namingIn } from '../image-backend/backend-naming.js';
import { eraseMember } from './erase-member.js';
import { GenerationsUnfinishedError } from './privacy-errors.js';
import { readPrivacyFacts } from './privacy-facts.js';
import { renderConfirm, renderForgotten, renderPrivacy } from './render-privacy.js';

/** `/privacy`: privately, what the bot keeps about the member and for how long, with Forget me. */
export async function runPrivacy(
  interaction: ChatInputCommandInteraction,
  context: AppContext,
): Promise<void> {
  const t = privateTranslator(context, interaction);
  await interaction.reply({
    ...EPHEMERAL,
    ...renderPrivacy(await readPrivacyFacts(context, interaction), t),
  });
}

/** Forget me: the confirm step in place of the panel. */
export async function askToForget(
  interaction: ButtonInteraction,
  context: AppContext,
): Promise<void> {
  const backend = (await context.stores.apiKeys.backendOf(interaction.user.id)) ?? undefined;
  const naming = namingIn(context.backends)(backend);
  await interaction.update(
    renderConfirm(namedTranslator(privateTranslator(context, interaction), naming)),
  );
}

/** Cancel: the facts again, read afresh; nothing erased. */
export async function cancelForget(
  interaction: ButtonInteraction,
  context: AppContext,
): Promise<void> {
  const t = privateTranslator(context, interaction);
  await interaction.update(renderPrivacy(await readPrivacyFacts(context, interaction), t));
}

/**
 * Yes, forget me: erases everything about the member who clicked (the panel's own member), in
 * every server. Refused while they have generations queued or running: each writes its records as
 * it ends, which would outlive the erasure.
 * @throws GenerationsUnfinishedError when some are, nothing erased.
 */
export async function forgetMember(
  interaction: ButtonInteraction,
  context: AppContext,
): Promise<void> {
  const userId = interaction.user.id;
  const unfinished = await context.jobs.activeCount(userId);
  if (unfinished > 0) throw new GenerationsUnfinishedError(unfinished);
  await interaction.deferUpdate();
  const { stores, logger } = context;
  const key = await stores.apiKeys.get(userId).then(
    (stored) => stored && { masked: stored.masked, backend: stored.backend },
    () => ({ masked: '…', backend: undefined }),
  );
  const erased = await eraseMember(stores, userId);
  logger.info('a member was forgotten', { ...erased });
  const naming = namingIn(context.backends)(key?.backend);
  const t = namedTranslator(privateTranslator(context, interaction), naming);
  const masked = key?.masked;
  await interaction.editReply({ ...renderForgotten(masked, t), allowedMentions: NO_MENTIONS });
}
