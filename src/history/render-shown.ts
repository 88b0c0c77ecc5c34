import { ActionRowBuilder, type APIEmbed, ButtonBuilder, ButtonStyle } from 'discord.js';
import { componentId } from '../bot/component-id.js';
import { NO_MENTIONS } from '../discord/discord-rules.js';
import type { Translator } from '../i18n/translator.js';
import type { HistoryEntry } from '../store/generation-history-store.js';
import {
  discordTime,
  messageLinkOf,
  promptText,
  seedText,
  sizeText,
  stateText,
  workflowText,
} from './history-entry-text.js';

/** Custom id actions of `/show`'s buttons (see `commands/show.ts`). */
export const SHOW_IDS = {
  /** Post in channel: generation `entryId` of the clicker's history, publicly. */
  post: componentId('show', 'post', ['entryId']),
};

/** How much of a prompt `/show` shows. */
const PROMPT_CHARS = 1_000;

/** What showing a past generation shows. */
export interface ShownGeneration {
  readonly entry: HistoryEntry;
  /** The attached image's file name, or why there is none. */
  readonly image:
    | { readonly fileName: string }
    | { readonly missing: 'gone' | 'withheld' | 'tooLarge' };
}

/** The embed of a past generation: its prompt, parameters, when, its message and its image. */
function shownEmbed({ entry, image }: ShownGeneration, t: Translator): APIEmbed {
  const link = messageLinkOf(entry);
  const embed: APIEmbed = {
    title: t.t('history.show.title'),
    description: promptText(entry, PROMPT_CHARS),
    fields: [
      { name: t.t('history.show.workflow'), value: workflowText(entry, t), inline: true },
      { name: t.t('history.show.size'), value: sizeText(entry, t), inline: true },
      { name: t.t('history.show.seed'), value: seedText(entry, t), inline: true },
      {
        name: t.t('history.show.when'),
        value: `${discordTime(entry.createdAt, 'f')} (${discordTime(entry.createdAt)})`,
        inline: true,
      },
      { name: t.t('history.show.result'), value: stateText(entry, t), inline: true },
      {
        name: t.t('history.show.message'),
        value: link
          ? t.t('history.messageLink', { url: link })
          : t.t(entry.ephemeral ? 'history.privateReply' : 'history.noMessage'),
        inline: true,
      },
    ],
  };
  if ('fileName' in image) embed.image = { url: `attachment://${image.fileName}` };
  else if (entry.state === 'completed') {
    embed.footer = { text: t.t(`history.show.image.${image.missing}`) };
  }
  return embed;
}

/**
 * A past generation shown privately to its member, with a button to post it in the channel (the
 * button carries the generation's id, so it works after a restart).
 */
export function renderShown(shown: ShownGeneration, t: Translator) {
  const post = new ActionRowBuilder<ButtonBuilder>().addComponents(
    new ButtonBuilder()
      .setCustomId(SHOW_IDS.post.build({ entryId: shown.entry.id }))
      .setLabel(t.t('history.buttons.post'))
      .setStyle(ButtonStyle.Primary),
  );
  return {
    content: '',
    embeds: [shownEmbed(shown, t)],
    components: [post],
    allowedMentions: NO_MENTIONS,
  };
}

/** A past generation as posted in the channel: the same embed, no buttons, pinging no one. */
export function renderPosted(shown: ShownGeneration, t: Translator) {
  return { embeds: [shownEmbed(shown, t)], components: [], allowedMentions: NO_MENTIONS };
}
