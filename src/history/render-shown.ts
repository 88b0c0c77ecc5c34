import { type APIEmbed, ButtonStyle, time } from 'discord.js';
import { componentId } from '../bot/component-id.js';
import { buttonRow } from '../discord/button-row.js';
import { NO_MENTIONS } from '../discord/discord-rules.js';
import type { Translator } from '../i18n/translator.js';
import type { HistoryEntry } from '../store/generation-history-store.js';
import { entryHeadline, entryTexts } from './history-entry-text.js';

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
    | { readonly missing: 'gone' | 'withheld' | 'tooLarge' | 'notImage' };
  /** Whether its backend takes workflows: one that does not shows none. @default true */
  readonly takesWorkflow?: boolean;
}

/** The embed of a past generation: its prompt, parameters, when, its message and its image. */
function shownEmbed({ entry, image, takesWorkflow }: ShownGeneration, t: Translator): APIEmbed {
  const texts = entryTexts(entry, t, takesWorkflow);
  const values = {
    ...(texts.workflow === undefined ? {} : { workflow: texts.workflow }),
    size: texts.size,
    ...(texts.loras === undefined ? {} : { loras: texts.loras }),
    seed: texts.seed,
    when: `${time(new Date(entry.createdAt), 'f')} (${time(new Date(entry.createdAt), 'R')})`,
    result: texts.state,
    message: texts.message,
  };
  const embed: APIEmbed = {
    title: t.t('history.show.title'),
    description: entryHeadline(entry, t, PROMPT_CHARS),
    fields: Object.entries(values).map(([field, value]) => ({
      name: t.t(`history.show.${field as keyof typeof values}`),
      value,
      inline: true,
    })),
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
  const post = buttonRow([
    SHOW_IDS.post.build({ entryId: shown.entry.id }),
    t.t('history.buttons.post'),
    ButtonStyle.Primary,
  ]);
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
