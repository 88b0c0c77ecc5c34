import { ActionRowBuilder, ButtonBuilder, ButtonStyle, MessageFlags } from 'discord.js';
import { componentId } from '../../bot/component-id.js';
import { NO_MENTIONS } from '../../discord/discord-rules.js';
import { userText } from '../../discord/text.js';
import type { Translator } from '../../i18n/translator.js';

/**
 * The custom ids of a description's answer: Imagine this, naming the command's interaction (the
 * note keeping the caption), and its form, submitted.
 */
export const DESCRIBE_IDS = {
  imagine: componentId('describe', 'imagine', ['noteId']),
  run: componentId('describe', 'run', ['noteId']),
};

/** The caption's most characters shown (a backend's words are untrusted: escaped, bounded). */
const MAX_CAPTION = 1_500;

/** A description, answered privately: the caption, a hint and **Imagine this**. */
export function renderDescription(caption: string, noteId: string, t: Translator) {
  const button = new ButtonBuilder()
    .setCustomId(DESCRIBE_IDS.imagine.build({ noteId }))
    .setLabel(t.t('imageActions.imagineThis'))
    .setStyle(ButtonStyle.Primary);
  return {
    content: [
      `## ${t.t('imageActions.describeTitle')}`,
      `-# ${t.t('imageActions.describeHint')}`,
      `>>> ${userText(caption, MAX_CAPTION)}`,
    ].join('\n'),
    components: [new ActionRowBuilder<ButtonBuilder>().addComponents(button)],
    flags: MessageFlags.Ephemeral,
    allowedMentions: NO_MENTIONS,
  } as const;
}
